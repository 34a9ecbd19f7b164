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
import { textNodesWithValues } from './text-search';
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
/** Elements walked between checks of the clock (a walk step is cheaper than reading a link). */
const WALK_PER_CHECK = 1024;

/** A walk over consecutive gaps, from the link before gap `from` to link `last`. */
interface GapWalk {
  walker: TreeWalker;
  end: Element | null;
  from: number;
  last: number;
}

type RestPhase = 'links' | 'text' | 'gaps' | 'done';

/**
 * One subtree's links and text (the page, added content, a shadow root), read where it matters:
 * - listing is native and done once: the browser's selector engine lists the links, an XPath
 *   search lists only the text holding `@` or `+`;
 * - `readBand` reads only what lies within a screen of the viewport (a binary search over a few
 *   dozen boxes per list), and searches for open shadow roots only in the stretch of the tree
 *   between those links — so a page of 10 000 links costs what its visible part costs;
 * - `readRest` reads everything else, in slices, when the person asks to check the whole page.
 * Nothing is read twice: the sink keeps what has been read.
 */
export class RootScan {
  /** The links of this subtree in page order. */
  links: ArrayLike<Element> = [];
  /** Text nodes that may hold values, in page order. */
  textNodes: Text[] = [];
  private listed = false;
  private scope: Element | DocumentFragment | null = null;
  /** Gap `g` lies between link `g - 1` and link `g`: whether it was searched for shadow roots. */
  private gapsSearched = new Uint8Array(1);
  private editables: ArrayLike<Element> | null = null;
  /** A search for shadow roots that a slice's end interrupted. */
  private walking: GapWalk | null = null;
  private restPhase: RestPhase = 'links';
  private restNext = 0;
  private readonly doc: Document;

  /** `relativeIsThisPage`: relative links point at this page's own site (no <base> elsewhere). */
  constructor(
    private readonly root: Node,
    private readonly options: ScanOptions,
    private readonly sink: ScanSink,
    private readonly relativeIsThisPage: boolean,
  ) {
    this.doc = root.ownerDocument ?? (root as Document);
  }

  /** A shadow root's scan (the document's own scan does not reach inside one). */
  get isShadowRoot(): boolean {
    return this.root.nodeType === Node.DOCUMENT_FRAGMENT_NODE;
  }

  /** Everything of this subtree has been read (after the whole page was asked for). */
  get readToTheEnd(): boolean {
    return this.restPhase === 'done';
  }

  /** Reads what lies within `band` and was not read yet. */
  readBand(band: Band): void {
    this.list();
    const linkAt = (i: number) => this.links[i] ?? null;
    const [from, to] = rangeWithin(this.links.length, linkAt, band.top, band.bottom);
    const [onFrom, onTo] = rangeWithin(this.links.length, linkAt, 0, band.screenBottom);
    for (let i = from; i < to; i++) this.readLink(i, i >= onFrom && i < onTo);

    const textAt = (i: number) => this.textNodes[i]?.parentElement ?? null;
    const [start, end] = rangeWithin(this.textNodes.length, textAt, band.top, band.bottom);
    const [onStart, onEnd] = rangeWithin(this.textNodes.length, textAt, 0, band.screenBottom);
    for (let i = start; i < end; i++) this.readText(i, i >= onStart && i < onEnd);

    this.searchGaps(from, to, () => true);
  }

  /**
   * Reads everything not read yet — links, then text, then the shadow-root search — until
   * `more()` says the slice is used up. True while work remains.
   */
  readRest(more: () => boolean): boolean {
    this.list();
    for (;;) {
      const phase = this.restPhase;
      if (phase === 'done') return false;
      if (phase === 'gaps') {
        if (!this.searchGaps(0, this.links.length, more)) return true;
        this.restPhase = 'done';
        return false;
      }
      const count = phase === 'links' ? this.links.length : this.textNodes.length;
      const stop = Math.min(count, this.restNext + ITEMS_PER_CHECK);
      for (; this.restNext < stop; this.restNext++) {
        if (phase === 'links') this.readLink(this.restNext, false);
        else this.readText(this.restNext, false);
      }
      if (this.restNext >= count) {
        this.restPhase = phase === 'links' ? 'text' : 'gaps';
        this.restNext = 0;
      }
      if (!more()) return true;
    }
  }

  /** What the link at `index` points to (null: nothing to check). */
  candidateAt(index: number): string | null {
    const link = this.links[index];
    return link ? candidateOf(link, this.options, this.relativeIsThisPage) : null;
  }

  /** The hits of the text node at `index` (none where the text is code, a link, an editor…). */
  hitsAt(index: number): TextHit[] {
    const node = this.textNodes[index];
    if (!node || this.sink.isOurs(node) || !mayHoldValues(node.data, this.options)) return [];
    if (node.parentElement?.closest(TEXT_SKIP_SELECTOR)) return [];
    return textHits(node, this.options);
  }

  /** The first read lists (native queries, no boxes), so queuing a scan costs nothing. */
  private list(): void {
    if (this.listed) return;
    this.listed = true;
    const { root, options } = this;
    if (insideEditable(root)) return;
    const scope = scopeOf(root);
    if (!scope) {
      if (root.nodeType === Node.TEXT_NODE && (options.emails || options.phones)) {
        this.textNodes = [root as Text];
      }
      return;
    }
    this.scope = scope;
    const links = scope.querySelectorAll('a[href], area[href]');
    this.links =
      scope instanceof Element && scope.matches('a[href], area[href]') ? [scope, ...links] : links;
    const wholePage = root.nodeType === Node.DOCUMENT_NODE || root === this.doc.documentElement;
    this.textNodes = textNodesWithValues(scope, options, wholePage);
    this.gapsSearched = new Uint8Array(this.links.length + 1);
  }

  private readLink(index: number, onScreen: boolean): void {
    const link = this.links[index]!;
    if (!this.sink.firstRead(link)) {
      if (onScreen) this.sink.onScreen(link);
      return;
    }
    const candidate = this.candidateAt(index);
    if (candidate && !this.inEditable(link)) {
      this.sink.link(link, candidate, index, onScreen ? 'visible' : 'page');
    }
  }

  private readText(index: number, onScreen: boolean): void {
    const node = this.textNodes[index]!;
    if (!this.sink.firstRead(node)) {
      if (onScreen) this.sink.onScreen(node);
      return;
    }
    for (const hit of this.hitsAt(index)) {
      // Page order: the node's place, then the hit's place within the node.
      const order = index + hit.start / (node.data.length + 1);
      this.sink.text(hit, order, onScreen ? 'visible' : 'page');
    }
  }

  /**
   * Searches the gaps `from` to `to` (the stretch of the tree between those links) for open
   * shadow roots: the one thing only a walk over elements can find, so it walks only there.
   * False when `more()` stopped it first; the walk resumes where it stood.
   */
  private searchGaps(from: number, to: number, more: () => boolean): boolean {
    if (!this.scope) return true;
    for (let first = true; ; first = false) {
      if (!first && !more()) return this.searchedAll(from, to);
      const walk = this.walking ?? this.nextWalk(from, to);
      if (!walk) return true;
      this.walking = walk;
      for (let seen = 1; ; seen++) {
        const element = walk.walker.nextNode() as Element | null;
        if (!element || element === walk.end) break;
        if (element.shadowRoot) this.sink.shadowRoot(element.shadowRoot);
        if (seen % WALK_PER_CHECK === 0 && !more()) return false;
      }
      this.gapsSearched.fill(1, walk.from, walk.last + 1);
      this.walking = null;
    }
  }

  /** A walk over the first run of gaps in [from, to] not searched yet, or null. */
  private nextWalk(from: number, to: number): GapWalk | null {
    let gap = from;
    while (gap <= to && this.gapsSearched[gap]) gap++;
    if (gap > to) return null;
    let last = gap;
    while (last < to && !this.gapsSearched[last + 1]) last++;
    const walker = this.doc.createTreeWalker(this.scope!, NodeFilter.SHOW_ELEMENT);
    if (gap > 0) walker.currentNode = this.links[gap - 1]!;
    return { walker, end: this.links[last] ?? null, from: gap, last };
  }

  private searchedAll(from: number, to: number): boolean {
    for (let gap = from; gap <= to; gap++) if (!this.gapsSearched[gap]) return false;
    return this.walking === null;
  }

  /**
   * Links inside an editor are the editor's content, not ours to mark. One query lists the
   * editors (usually none) instead of one ancestor walk per link.
   */
  private inEditable(link: Element): boolean {
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
