import type { PagePriority } from '../page-port';
import {
  candidateFromAttribute,
  EDITABLE_SELECTOR,
  linkCandidate,
  mayHoldValues,
  type ScanOptions,
  TEXT_SKIP_SELECTOR,
  type TextHit,
  textHits,
} from './targets';
import { rangeWithin } from './visible';

/** The part of the page read at once, in viewport coordinates (0 = the top of the screen). */
export interface Band {
  /** Read what lies between these: the screen, and one screen either side of it. */
  top: number;
  bottom: number;
  /** What lies between 0 and this is on screen: asked at `visible` priority. */
  screenBottom: number;
}

/** The screen and one screen either side: what a person sees, and is about to. */
export function bandAround(viewportHeight: number): Band {
  return { top: -viewportHeight, bottom: 2 * viewportHeight, screenBottom: viewportHeight };
}

/** Where the band lies in a scan's lists: [from, to) of its links and text, and what is on screen. */
export interface BandPlan {
  links: [number, number];
  linksOnScreen: [number, number];
  text: [number, number];
  textOnScreen: [number, number];
}

/** Where a scan reports what it reads. */
export interface ScanSink {
  /** A link read for the first time, with its place among this scan's links (page order). */
  link(element: Element, candidate: string, order: number, priority: PagePriority): void;
  /** A text hit read for the first time, with its place among this scan's text (page order). */
  text(hit: TextHit, order: number, priority: PagePriority): void;
  shadowRoot(root: ShadowRoot): void;
  /** Nodes Linkwise created: never read. */
  isOurs(node: Node): boolean;
  /** Marks a node read; false when it was read before (by any scan, or by a person's intent). */
  firstRead(node: Node): boolean;
  /** A node read before is on screen now: values of it still waiting move up. */
  onScreen(node: Node): void;
}

/** Items handled between checks of the clock when reading the rest: small enough for 8 ms. */
const ITEMS_PER_CHECK = 256;
/** Nodes walked between checks of the clock (a walk step is cheaper than reading a link). */
const WALK_PER_CHECK = 1024;

/**
 * A walk over consecutive gaps not searched yet: it started after the link before gap `from`
 * and stops on reaching link `last` (the end of the tree when `last` is the final gap). `gap`
 * is the gap it stands in; `rank` counts the text found in that gap so far.
 */
interface GapWalk {
  walker: TreeWalker;
  gap: number;
  last: number;
  rank: number;
  found: FoundText[];
}

/**
 * A text node that may hold values, with its place in page order: the gap between links it
 * lies in, and its rank among the text found in that gap.
 */
interface FoundText {
  node: Text;
  gap: number;
  rank: number;
  visited: boolean;
}

/** A number that sorts as page order: by gap, then rank, then `within` (0 ≤ within < 1). */
function textOrder({ gap, rank }: FoundText, within = 0): number {
  return gap + 1 - 1 / (rank + 2 + within);
}

type RestPhase = 'links' | 'gaps' | 'text' | 'done';

/**
 * Links and text of a subtree (the page, a shadow root) or of a batch of added nodes, read
 * where it matters:
 * - links are listed once, natively (the browser's selector engine), boxes untouched;
 * - `planBand` finds the links within a screen of the viewport (a binary search over a few
 *   dozen boxes), walks the stretch of the tree between them — once — for the text that may
 *   hold values and for open shadow roots, and finds which of that text lies in the band;
 *   `readPlanned` then reads it. The caller plans every scan before reading any, so no box is
 *   read after Linkwise has marked something (which would force a layout). A 10 000-link page
 *   costs what its visible part costs: nothing far from the viewport is walked or read;
 * - added nodes are small: their text and shadow roots are listed at once;
 * - `readRest` reads everything else, in slices, when the person asks to check the whole page.
 * Nothing is read twice: the sink keeps what has been read.
 */
export class RootScan {
  /** The links of this subtree in page order. */
  links: ArrayLike<Element> = [];
  /** Text that may hold values, found so far, in page order. */
  private text: FoundText[] = [];
  private listed = false;
  /** Where a tree's walks run; null for added nodes (listed whole, nothing to walk). */
  private scope: Element | DocumentFragment | null = null;
  /** Gap `g` lies between link `g - 1` and link `g`: whether it was walked. */
  private gapsSearched = new Uint8Array(0);
  private gapsLeft = 0;
  /** A walk that a slice's end interrupted; it resumes where it stood. */
  private walking: GapWalk | null = null;
  private editables: ArrayLike<Element> | null = null;
  private restPhase: RestPhase = 'links';
  private restNext = 0;
  /** Which links this scan has visited (read now, or found read before), and how many. */
  private linksVisited = new Uint8Array(0);
  private linksVisitedCount = 0;
  private textVisitedCount = 0;
  private readonly doc: Document;

  /**
   * `roots`: the document (or its root element), a shadow root, or the nodes one batch of
   * changes added. `relativeIsThisPage`: relative links point at this page's own site.
   */
  constructor(
    private readonly roots: readonly Node[],
    private readonly options: ScanOptions,
    private readonly sink: ScanSink,
    private readonly relativeIsThisPage: boolean,
  ) {
    const first = roots[0];
    this.doc = first?.ownerDocument ?? (first as Document) ?? document;
  }

  /** A shadow root's scan (the document's own scan does not reach inside one). */
  get isShadowRoot(): boolean {
    return this.roots.length === 1 && this.roots[0]!.nodeType === Node.DOCUMENT_FRAGMENT_NODE;
  }

  /** The document's or a shadow root's scan, as against one of added content. */
  get isWholeTree(): boolean {
    return this.roots.length === 1 && isWholeTree(this.roots[0]!);
  }

  /** Everything of this subtree has been read (after the whole page was asked for). */
  get readToTheEnd(): boolean {
    return this.restPhase === 'done';
  }

  /**
   * Nothing is left for this scan to do: every link and text node visited, every gap walked.
   * Added content near the viewport is done at its first read, and its scan can go.
   */
  get finished(): boolean {
    if (this.restPhase === 'done') return true;
    return (
      this.listed &&
      this.gapsLeft === 0 &&
      this.linksVisitedCount === this.links.length &&
      this.textVisitedCount === this.text.length
    );
  }

  /** Whether `test` holds for every link and text node this scan has listed or found. */
  everyNode(test: (node: Node) => boolean): boolean {
    for (let i = 0; i < this.links.length; i++) if (!test(this.links[i]!)) return false;
    return this.text.every((found) => test(found.node));
  }

  /**
   * Where `band` lies in this scan's lists. Reads boxes and walks the band's stretch of the
   * tree for text and shadow roots; writes nothing.
   */
  planBand(band: Band): BandPlan {
    this.list();
    const linkAt = (i: number) => this.links[i] ?? null;
    const links = rangeWithin(this.links.length, linkAt, band.top, band.bottom);
    this.walkGaps(links[0], links[1], () => true);
    const textAt = (i: number) => this.text[i]?.node.parentElement ?? null;
    const text = rangeWithin(this.text.length, textAt, band.top, band.bottom);
    return {
      links,
      linksOnScreen: screenWithin(links, linkAt, band),
      text,
      textOnScreen: screenWithin(text, textAt, band),
    };
  }

  /** Reads what the plan found and was not read yet (no box reads: marking may follow). */
  readPlanned({ links, linksOnScreen, text, textOnScreen }: BandPlan): void {
    const within = (i: number, [from, to]: [number, number]) => i >= from && i < to;
    for (let i = links[0]; i < links[1]; i++) this.readLink(i, within(i, linksOnScreen));
    for (let i = text[0]; i < text[1]; i++) this.readText(i, within(i, textOnScreen));
  }

  /** Reads what lies within `band` and was not read yet (a single scan: tests). */
  readBand(band: Band): void {
    this.readPlanned(this.planBand(band));
  }

  /**
   * Reads everything not read yet — the links, then a walk of every gap not walked, then the
   * text it found — until `more()` says the slice is used up. True while work remains.
   */
  readRest(more: () => boolean): boolean {
    this.list();
    for (;;) {
      const phase = this.restPhase;
      if (phase === 'done') return false;
      if (phase === 'gaps') {
        if (!this.walkGaps(0, this.links.length, more)) return true;
        this.restPhase = 'text';
        continue;
      }
      const count = phase === 'links' ? this.links.length : this.text.length;
      const stop = Math.min(count, this.restNext + ITEMS_PER_CHECK);
      for (; this.restNext < stop; this.restNext++) {
        if (phase === 'links') this.readLink(this.restNext, false);
        else this.readText(this.restNext, false);
      }
      if (this.restNext >= count) {
        this.restPhase = phase === 'links' ? 'gaps' : 'done';
        this.restNext = 0;
      }
      if (!more()) return this.restPhase !== 'done';
    }
  }

  /** The first plan lists (native queries, no boxes), so queuing a scan costs nothing. */
  private list(): void {
    if (this.listed) return;
    this.listed = true;
    const root = this.roots[0];
    if (this.isWholeTree && root) this.listTree(root);
    else this.listAdded();
    this.linksVisited = new Uint8Array(this.links.length);
  }

  /** The document or a shadow root: its text and shadow roots are found by walking, later. */
  private listTree(root: Node): void {
    const scope = scopeOf(root);
    if (!scope) return;
    this.scope = scope;
    this.links = scope.querySelectorAll('a[href], area[href]');
    this.gapsSearched = new Uint8Array(this.links.length + 1);
    this.gapsLeft = this.links.length + 1;
  }

  /**
   * Nodes a batch of changes added (often many siblings, such as a feed's new cards): one walk
   * over each lists its links, text, editors and open shadow roots now (added content is small,
   * and this scan has no one tree to walk later).
   */
  private listAdded(): void {
    const links: Element[] = [];
    const text: Text[] = [];
    const editables: Element[] = [];
    const { options } = this;
    const whatToShow = this.walkWhat();
    for (const root of this.roots) {
      if (this.sink.isOurs(root) || insideEditable(root)) continue;
      if (root.nodeType === Node.TEXT_NODE) {
        if (mayHoldValues((root as Text).data, options)) text.push(root as Text);
        continue;
      }
      if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) {
        continue;
      }
      const walker = this.doc.createTreeWalker(root, whatToShow);
      for (let node: Node | null = root; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (mayHoldValues((node as Text).data, options)) text.push(node as Text);
          continue;
        }
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const element = node as Element;
        if (isLink(element)) links.push(element);
        else if (isEditable(element)) editables.push(element);
        if (element.shadowRoot) this.sink.shadowRoot(element.shadowRoot);
      }
    }
    this.links = links;
    this.editables = editables;
    this.text = text.map((node, rank) => ({ node, gap: 0, rank, visited: false }));
  }

  /** Elements (for shadow roots), and text when e-mail addresses or phone numbers are wanted. */
  private walkWhat(): number {
    const wantText = this.options.emails || this.options.phones;
    return NodeFilter.SHOW_ELEMENT | (wantText ? NodeFilter.SHOW_TEXT : 0);
  }

  private readLink(index: number, onScreen: boolean): void {
    const link = this.links[index]!;
    if (!this.linksVisited[index]) {
      this.linksVisited[index] = 1;
      this.linksVisitedCount++;
    }
    if (!this.sink.firstRead(link)) {
      if (onScreen) this.sink.onScreen(link);
      return;
    }
    const candidate = candidateOf(link, this.options, this.relativeIsThisPage);
    if (candidate && !this.inEditable(link)) {
      this.sink.link(link, candidate, index, onScreen ? 'visible' : 'page');
    }
  }

  private readText(index: number, onScreen: boolean): void {
    const found = this.text[index]!;
    if (!found.visited) {
      found.visited = true;
      this.textVisitedCount++;
    }
    const { node } = found;
    if (!this.sink.firstRead(node)) {
      if (onScreen) this.sink.onScreen(node);
      return;
    }
    for (const hit of this.hitsOf(node)) {
      // Page order: the node's place, then the hit's place within the node.
      const order = textOrder(found, hit.start / (node.data.length + 1));
      this.sink.text(hit, order, onScreen ? 'visible' : 'page');
    }
  }

  /** The hits of a text node (none where the text is code, a link, an editor…). */
  private hitsOf(node: Text): TextHit[] {
    if (this.sink.isOurs(node) || !mayHoldValues(node.data, this.options)) return [];
    if (node.parentElement?.closest(TEXT_SKIP_SELECTOR)) return [];
    return textHits(node, this.options);
  }

  /**
   * Walks the gaps `from` to `to` (the stretch of the tree between those links) not walked
   * yet: text that may hold values joins the text list in page order, open shadow roots go to
   * the sink. Each gap is walked once. False when `more()` stopped it first; the walk resumes
   * where it stood.
   */
  private walkGaps(from: number, to: number, more: () => boolean): boolean {
    if (!this.scope) return true;
    for (;;) {
      const walk = this.walking ?? this.nextWalk(from, to);
      if (!walk) return true;
      this.walking = walk;
      if (!this.walkOn(walk, more)) return false;
      this.walking = null;
    }
  }

  /** Walks until link `walk.last` (or the tree's end); false when `more()` stopped it first. */
  private walkOn(walk: GapWalk, more: () => boolean): boolean {
    const { walker } = walk;
    for (let seen = 1; ; seen++) {
      const node = walker.nextNode();
      if (!node) {
        for (let gap = walk.gap; gap <= walk.last; gap++) this.searched(gap);
        break;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        if (mayHoldValues((node as Text).data, this.options)) {
          walk.found.push({ node: node as Text, gap: walk.gap, rank: walk.rank++, visited: false });
        }
      } else if (node === this.links[walk.gap]) {
        // A link ends its gap: the next one starts.
        this.searched(walk.gap);
        if (walk.gap === walk.last) break;
        walk.gap++;
        walk.rank = 0;
      } else if ((node as Element).shadowRoot) {
        this.sink.shadowRoot((node as Element).shadowRoot!);
      }
      if (seen % WALK_PER_CHECK === 0 && !more()) {
        this.keepFound(walk);
        return false;
      }
    }
    this.keepFound(walk);
    return true;
  }

  /** A walk over the first run of gaps in [from, to] not walked yet, or null. */
  private nextWalk(from: number, to: number): GapWalk | null {
    let gap = from;
    while (gap <= to && this.gapsSearched[gap]) gap++;
    if (gap > to) return null;
    let last = gap;
    while (last < to && !this.gapsSearched[last + 1]) last++;
    const walker = this.doc.createTreeWalker(this.scope!, this.walkWhat());
    if (gap > 0) walker.currentNode = this.links[gap - 1]!;
    return { walker, gap, last, rank: 0, found: [] };
  }

  private searched(gap: number): void {
    if (this.gapsSearched[gap]) return;
    this.gapsSearched[gap] = 1;
    this.gapsLeft--;
  }

  /** Puts the text a walk found into the text list, in page order (one splice per walk). */
  private keepFound(walk: GapWalk): void {
    const found = walk.found;
    if (found.length === 0) return;
    walk.found = [];
    const first = textOrder(found[0]!);
    let low = 0;
    let high = this.text.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (textOrder(this.text[middle]!) < first) low = middle + 1;
      else high = middle;
    }
    // Not splice(...found): a text-only page can find more than a call's arguments may hold.
    this.text = [...this.text.slice(0, low), ...found, ...this.text.slice(low)];
  }

  /**
   * Links inside an editor are the editor's content, not ours to mark. One query lists the
   * editors (usually none) instead of one ancestor walk per link.
   */
  private inEditable(link: Element): boolean {
    // A tree's editors are listed at its first link; added nodes' when they were walked.
    this.editables ??= this.scope ? this.scope.querySelectorAll(EDITABLE_SELECTOR) : [];
    for (let i = 0; i < this.editables.length; i++) {
      if (this.editables[i]!.contains(link)) return true;
    }
    return false;
  }
}

/** What a link points to (null: nothing to check): the raw attribute first, the browser's URL resolution for anything unusual. */
export function candidateOf(
  link: Element,
  options: ScanOptions,
  relativeIsThisPage: boolean,
): string | null {
  const candidate = candidateFromAttribute(
    link.getAttribute('href') ?? '',
    options,
    relativeIsThisPage,
  );
  if (candidate !== undefined) return candidate;
  return linkCandidate(link as HTMLAnchorElement, options);
}

/** What of the band's [from, to) is on screen: the screen lies within the band. */
function screenWithin(
  [from, to]: [number, number],
  elementAt: (index: number) => Element | null,
  band: Band,
): [number, number] {
  if (from >= to) return [from, from];
  const [start, end] = rangeWithin(to - from, (i) => elementAt(from + i), 0, band.screenBottom);
  return [from + start, from + end];
}

/** What `a[href], area[href]` matches, without a selector match per element. */
function isLink(element: Element): boolean {
  const name = element.localName;
  return (name === 'a' || name === 'area') && element.hasAttribute('href');
}

/** What EDITABLE_SELECTOR matches. */
function isEditable(element: Element): boolean {
  const value = element.getAttribute('contenteditable');
  return value !== null && value !== 'false';
}

/** The document (or its root element) or a shadow root: one tree, read by bands. */
function isWholeTree(root: Node): boolean {
  return (
    root.nodeType === Node.DOCUMENT_NODE ||
    root.nodeType === Node.DOCUMENT_FRAGMENT_NODE ||
    root === root.ownerDocument?.documentElement
  );
}

/** The node to query within: the body for a whole document, else the subtree itself. */
function scopeOf(root: Node): (Element | DocumentFragment) | null {
  if (root.nodeType === Node.DOCUMENT_NODE) {
    const doc = root as Document;
    return doc.body ?? doc.documentElement;
  }
  if (root instanceof Element && root === root.ownerDocument.documentElement) {
    return root.ownerDocument.body ?? root;
  }
  if (root.nodeType === Node.ELEMENT_NODE || root.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
    return root as Element | DocumentFragment;
  }
  return null;
}

/** An added node inside (or being) an editor: none of it is read. */
function insideEditable(root: Node): boolean {
  const element = root.nodeType === Node.ELEMENT_NODE ? (root as Element) : root.parentElement;
  return Boolean(element?.closest(EDITABLE_SELECTOR));
}
