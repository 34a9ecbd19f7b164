/**
 * Whether a text a page wrote to the clipboard is shown on the page as what the person copies:
 * every line of it readable in a code block (a docs site's `curl … | sh` beside its copy button),
 * not hidden, tiny, faint, clipped, covered or off the page. ClickFix pages copy a command the
 * person never sees.
 *
 * Read in Linkwise's own world (the clipboard judge), where the DOM's functions are the
 * browser's whatever the page did to its own: a page cannot make a hidden command look shown by
 * replacing a getter.
 */

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A colour's brightness (close enough to sRGB's curve) and opacity, from `rgb(…)`/`rgba(…)`. */
function colour(value: string): { luminance: number; alpha: number } | null {
  const found = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+)(%?))?/.exec(
    value,
  );
  if (!found) return null;
  const channel = (at: number) => (Number(found[at]) / 255) ** 2;
  const alpha = found[4] === undefined ? 1 : Number(found[4]) / (found[5] ? 100 : 1);
  return { luminance: 0.2126 * channel(1) + 0.7152 * channel(2) + 0.0722 * channel(3), alpha };
}

/** Fonts a code block is set in. */
const MONOSPACE =
  /mono|courier|consol|menlo|monaco|fira code|source code|jetbrains|cascadia|inconsolata|\bhack\b|lucida console|andale|\bcode\b/i;
/** Elements that are code, or hold it. */
const CODE_TAGS = new Set(['pre', 'code', 'kbd', 'samp', 'tt', 'textarea', 'input']);

/** Least contrast between text and its background, and least opacity, for text to count as seen. */
const MIN_CONTRAST = 1.5;
const MIN_OPACITY = 0.3;
/** Smallest text that counts as readable, in CSS pixels. */
const MIN_FONT_PX = 8;

/**
 * Whether text drawn in `box` by `element` can be read: on the page, large and dark enough, not
 * clipped away or covered, and (with `inCode`) in a code block.
 */
function readable(element: Element, box: Box, inCode: boolean): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view || box.width < 2 || box.height < 6) return false;
  // Off the page: before its start, or past the window's right edge (code blocks wrap or scroll
  // inside themselves; nothing a person reads starts beyond it).
  if (box.left + box.width + view.scrollX <= 0 || box.top + box.height + view.scrollY <= 0)
    return false;
  if (box.left + view.scrollX >= view.innerWidth) return false;
  const style = view.getComputedStyle(element);
  if (style.visibility !== 'visible' || Number.parseFloat(style.fontSize) < MIN_FONT_PX)
    return false;
  const ink = colour(style.color);
  let code = MONOSPACE.test(style.fontFamily);
  let opacity = 1;
  let paper: ReturnType<typeof colour> = null;
  for (let at: Element | null = element; at; at = at.parentElement) {
    const around = view.getComputedStyle(at);
    opacity *= Number(around.opacity);
    if (around.clipPath !== 'none' || (around.clip && around.clip !== 'auto')) return false;
    if (at !== element && (around.overflow === 'hidden' || around.overflow === 'clip')) {
      const edge = at.getBoundingClientRect();
      const seenWidth = Math.min(box.left + box.width, edge.right) - Math.max(box.left, edge.left);
      const seenHeight = Math.min(box.top + box.height, edge.bottom) - Math.max(box.top, edge.top);
      if (Math.max(0, seenWidth) * Math.max(0, seenHeight) < (box.width * box.height) / 2)
        return false;
    }
    if (!paper) {
      const background = colour(around.backgroundColor);
      if (background && background.alpha > 0.5) paper = background;
    }
    code ||= CODE_TAGS.has(at.localName);
  }
  if ((inCode && !code) || opacity < MIN_OPACITY || (ink && ink.alpha < MIN_OPACITY)) return false;
  if (ink) {
    const page = paper ?? { luminance: 1, alpha: 1 }; // the canvas is white unless painted
    const lighter = Math.max(ink.luminance, page.luminance);
    const darker = Math.min(ink.luminance, page.luminance);
    if ((lighter + 0.05) / (darker + 0.05) < MIN_CONTRAST) return false;
  }
  return !covered(element, box, view);
}

/**
 * Whether the frame a document is in is itself on its page to be seen, up to the top (a page can
 * copy from a frame of its own it moved off the page). Another origin's frame cannot be read
 * from here; it also gets no copy without the person's own click inside it.
 */
function framesShown(view: Window): boolean {
  for (let frame = view.frameElement; frame; ) {
    const outer = frame.ownerDocument.defaultView;
    if (!outer) return false;
    const box = frame.getBoundingClientRect();
    if (box.width < 20 || box.height < 20) return false;
    if (box.right + outer.scrollX <= 0 || box.bottom + outer.scrollY <= 0) return false;
    if (box.left + outer.scrollX >= outer.innerWidth) return false;
    let opacity = 1;
    for (let at: Element | null = frame; at; at = at.parentElement)
      opacity *= Number(outer.getComputedStyle(at).opacity);
    if (outer.getComputedStyle(frame).visibility !== 'visible' || opacity < MIN_OPACITY)
      return false;
    if (covered(frame, box, outer)) return false;
    frame = outer.frameElement;
  }
  return true;
}

/** Another element drawn over the text's middle (only what is in the window can be told). */
function covered(element: Element, box: Box, view: Window): boolean {
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > view.innerWidth || y > view.innerHeight) return false;
  const top = element.ownerDocument.elementFromPoint(x, y);
  return top !== null && !element.contains(top) && !top.contains(element);
}

/** The text without spaces or invisible characters: copy buttons and pages differ in those. */
const squash = (text: string) => text.replace(/[\s\u200b-\u200f\u2060\ufeff]+/g, '');

/** A run of the page's text: where it starts in the whole, and the text node or field it is. */
interface Piece {
  start: number;
  node: Text | HTMLInputElement | HTMLTextAreaElement;
}

/** The page's text, squashed, with where each node's part starts (open shadow roots too). */
function pageText(root: Node): { text: string; pieces: Piece[] } {
  let text = '';
  const pieces: Piece[] = [];
  const add = (node: Piece['node'], value: string) => {
    const squashed = squash(value);
    if (!squashed) return;
    pieces.push({ start: text.length, node });
    text += squashed;
  };
  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      add(node as Text, (node as Text).data);
      return;
    }
    if (node instanceof Element) {
      if (['script', 'style', 'template', 'noscript'].includes(node.localName)) return;
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)
        add(node, node.value);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    for (let child = node.firstChild; child; child = child.nextSibling) visit(child);
  };
  visit(root);
  return { text, pieces };
}

/** The index of the last piece starting at or before `place`. */
function pieceAt(pieces: readonly Piece[], place: number): number {
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (pieces[middle]!.start <= place) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Whether the text node's (or field's) text can be read. */
function pieceReadable({ node }: Piece, inCode: boolean): boolean {
  if (!(node instanceof Text)) return readable(node, node.getBoundingClientRect(), inCode);
  const range = node.ownerDocument.createRange();
  range.selectNodeContents(node);
  return (
    node.parentElement !== null &&
    readable(node.parentElement, range.getBoundingClientRect(), inCode)
  );
}

/** Whether the page's text from `start` to `end` is all readable. */
function readableSpan(pieces: readonly Piece[], start: number, end: number, inCode: boolean) {
  for (let at = pieceAt(pieces, start); at < pieces.length && pieces[at]!.start < end; at++)
    if (!pieceReadable(pieces[at]!, inCode)) return false;
  return true;
}

/** At most this many places a line is found at are tried (a page may repeat it on purpose). */
const MAX_PLACES = 20;

/**
 * Whether every line of `text` is readable on the page: in a code block (`inCode`: what a page
 * copies), or anywhere (what the person selected).
 */
export function shownOpenly(text: string, doc: Document, inCode: boolean): boolean {
  if (!doc.defaultView || !framesShown(doc.defaultView)) return false;
  const page = pageText(doc);
  const lines = text
    .split(/\r?\n|\r/)
    .map(squash)
    .filter(Boolean);
  return (
    lines.length > 0 &&
    lines.every((line) => {
      for (let from = 0, tries = 0; tries < MAX_PLACES; tries++) {
        const place = page.text.indexOf(line, from);
        if (place < 0) return false;
        if (readableSpan(page.pieces, place, place + line.length, inCode)) return true;
        from = place + 1;
      }
      return false;
    })
  );
}
