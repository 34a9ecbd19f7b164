/**
 * The text in a person's selection that the page hides from them while the browser still copies
 * it: laid out, but off the page, of no size, without colour, or clipped away by a box around it
 * (guards/slipped-command.ts decides what of it is dropped). Text the browser does not lay out at
 * all (`display: none`, a closed `<details>`) is not copied by it either, and is left alone.
 * Read in Linkwise's own world, where the page cannot change what the DOM's methods answer.
 */

/** Text nodes read at most: a command's selection has a few; a whole page's thousands. */
const MOST_NODES = 3_000;
/** A box narrower or lower than this shows no character. */
const NO_SIZE = 2;

/** A colour of no alpha, as computed styles write it (`rgba(0, 0, 0, 0)`, `rgb(0 0 0 / 0)`). */
const TRANSPARENT =
  /^transparent$|^rgba\((?:[^,]*,){3}\s*0(?:\.0+)?\s*\)$|^rgba?\([^/]*\/\s*0(?:\.0+)?%?\s*\)$/;

/** Whether `style` draws its text in no colour (gradient text drawn through its background shows). */
const colourless = (style: CSSStyleDeclaration) =>
  TRANSPARENT.test(style.color) &&
  !/text/.test(style.backgroundClip || style.getPropertyValue('-webkit-background-clip'));

/**
 * Whether a box cuts off what overflows it: its overflow hidden (a scrolling box is not: the
 * person can scroll to what is off its edge), or an absolutely placed box's `clip`.
 */
const cutsOff = (style: CSSStyleDeclaration) =>
  /hidden|clip/.test(`${style.overflowX} ${style.overflowY}`) ||
  (/absolute|fixed/.test(style.position) && /rect/.test(style.clip));
/** A clip path that leaves nothing (screen-reader-only styles: `inset(50%)`). */
const clipsAll = (style: CSSStyleDeclaration) => /inset\(\s*50%|circle\(\s*0/.test(style.clipPath);

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function hiddenInSelection(selection: Selection): string[] {
  const hidden: string[] = [];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  const doc = document.documentElement;
  /** Before the page's start: no one can scroll above or left of it. */
  const beforeStart = (box: DOMRect) => box.right + scrollX <= 0 || box.bottom + scrollY <= 0;
  /** Past the page's end (inside a scrolling box, the box's own scrolling reaches it). */
  const pastEnd = (box: DOMRect) =>
    box.left + scrollX >= Math.max(doc.scrollWidth, innerWidth) ||
    box.top + scrollY >= Math.max(doc.scrollHeight, innerHeight);

  /** Whether the laid-out text in `boxes`, in `element`, is hidden from the person. */
  function unseen(element: Element, boxes: DOMRect[]): boolean {
    const own = styleOf(element);
    if (own.visibility !== 'visible' || colourless(own)) return true;
    let seen = boxes.filter(
      (box) => box.width >= NO_SIZE && box.height >= NO_SIZE && !beforeStart(box),
    );
    let scrolls = false;
    for (let box: Element | null = element; box && seen.length > 0; box = box.parentElement) {
      const style = styleOf(box);
      if (style.opacity === '0' || clipsAll(style)) return true;
      if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`) && box !== doc) {
        // A scrolling box reaches what is past its end, never what is before its start.
        const area = box.getBoundingClientRect();
        const left = area.left - box.scrollLeft;
        const top = area.top - box.scrollTop;
        seen = seen.filter((text) => text.right > left && text.bottom > top);
        scrolls = true;
      }
      if (!cutsOff(style)) continue;
      const area = box.getBoundingClientRect();
      if (area.width < NO_SIZE || area.height < NO_SIZE) return true;
      seen = seen.filter((text) => overlaps(text, area));
    }
    return (scrolls ? seen : seen.filter((box) => !pastEnd(box))).length === 0;
  }

  let read = 0;
  for (let index = 0; index < selection.rangeCount; index++) {
    const range = selection.getRangeAt(index);
    const root = range.commonAncestorContainer;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (
      let node = root.nodeType === Node.TEXT_NODE ? root : walker.nextNode();
      node && read < MOST_NODES;
      node = walker.nextNode()
    ) {
      if (!range.intersectsNode(node)) continue;
      read++;
      const text = node as Text;
      const start = text === range.startContainer ? range.startOffset : 0;
      const end = text === range.endContainer ? range.endOffset : text.data.length;
      const part = text.data.slice(start, end);
      if (!part.trim() || !text.parentElement) continue;
      const piece = document.createRange();
      piece.setStart(text, start);
      piece.setEnd(text, end);
      const boxes = [...piece.getClientRects()];
      // Not laid out: the browser copies none of it.
      if (boxes.length === 0) continue;
      if (unseen(text.parentElement, boxes)) hidden.push(part);
    }
  }
  return hidden;
}
