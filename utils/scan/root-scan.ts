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
import { visibleRange } from './visible';

/** Where a scan reports what it finds. */
export interface ScanSink {
  /** A link, with its place among this scan's links (page order). */
  link(element: Element, candidate: string, order: number, priority: PagePriority): void;
  /** A text hit, with its place among this scan's text (page order). */
  text(hit: TextHit, order: number, priority: PagePriority): void;
  shadowRoot(root: ShadowRoot): void;
  /** Nodes Linkwise created: never scanned. */
  isOurs(node: Node): boolean;
}

/** Items handled between checks of the clock: small enough for 8 ms slices on slow machines. */
const ITEMS_PER_CHECK = 256;

type Phase = 'start' | 'on-screen' | 'links' | 'list-text' | 'text' | 'shadows' | 'done';

/**
 * A resumable scan of one subtree (the page, an added node, a shadow root), built to stay
 * close to a bare pass over the page:
 * - the browser's selector engine lists the links and a native text search lists only the text
 *   holding `@` or `+`, so script meets a fraction of the page's nodes;
 * - with a viewport height, what is on screen is read first, at `visible` priority, and the
 *   step returns right after it, so the caller can leave the rest to idle time;
 * - no per-node bookkeeping: what is found goes to the sink, which deduplicates by value.
 */
export class RootScan {
  /** The links of this subtree in page order (kept for the on-screen check on scroll). */
  links: ArrayLike<Element> = [];
  /** Text nodes that may hold values, in page order (likewise). */
  textNodes: Text[] = [];
  private phase: Phase = 'start';
  private next = 0;
  private linksOnScreen: [number, number] = [0, 0];
  /** Editable regions of the subtree, listed when the bulk of the links is read. */
  private editables: ArrayLike<Element> | null = null;
  /** Where to query: set by the first step (null for a text node, or nothing to scan). */
  private scope: Element | DocumentFragment | null = null;
  private readonly doc: Document;
  private elementWalker: TreeWalker | null = null;

  /**
   * `relativeIsThisPage`: relative links point at this page's own host (false when a <base>
   * element points elsewhere). `viewportHeight`: read what is on screen first (the page at
   * load); null for added content, whose boxes are not laid out yet.
   */
  constructor(
    private readonly root: Node,
    private readonly options: ScanOptions,
    private readonly sink: ScanSink,
    private readonly relativeIsThisPage: boolean,
    private readonly viewportHeight: number | null,
  ) {
    this.doc = root.ownerDocument ?? (root as Document);
  }

  /** Whether anything was found to ask about (only such scans matter on screen). */
  get foundAny(): boolean {
    return this.links.length > 0 || this.textNodes.length > 0;
  }

  /** True until the on-screen part is done: the caller runs that part at once. */
  get urgent(): boolean {
    return this.phase === 'start' || this.phase === 'on-screen';
  }

  /**
   * Works until done or `more()` says the slice is used up; also returns right after the
   * on-screen part. True while work remains.
   */
  step(more: () => boolean): boolean {
    while (!this.finished) {
      const wasUrgent = this.urgent;
      if (this.phase === 'start') this.start();
      else if (this.phase === 'on-screen') this.scanOnScreen();
      else if (this.phase === 'links') this.scanLinks(more);
      else if (this.phase === 'list-text') this.listText();
      else if (this.phase === 'text') this.scanText(more);
      else this.scanShadows(more);
      if (this.finished) break;
      const onScreenDone = wasUrgent && !this.urgent && this.viewportHeight !== null;
      if (onScreenDone || !more()) return true;
    }
    return false;
  }

  /** What the link at `index` points to (null: nothing to check). */
  candidateAt(index: number): string | null {
    const link = this.links[index];
    if (!link) return null;
    const candidate = candidateFromAttribute(
      link.getAttribute('href') ?? '',
      this.options,
      this.relativeIsThisPage,
    );
    if (candidate !== undefined) return candidate;
    return linkCandidate(link as HTMLAnchorElement, this.options);
  }

  /** The hits of the text node at `index` (none where the text is code, a link, an editor…). */
  hitsAt(index: number): TextHit[] {
    const node = this.textNodes[index];
    if (!node || this.sink.isOurs(node) || !mayHoldValues(node.data, this.options)) return [];
    if (node.parentElement?.closest(TEXT_SKIP_SELECTOR)) return [];
    return textHits(node, this.options);
  }

  /** A getter, so the compiler does not assume the phase is unchanged by the calls above. */
  private get finished(): boolean {
    return this.phase === 'done';
  }

  /** The first step, not the constructor, queries: queuing a scan costs nothing. */
  private start(): void {
    const { root, options } = this;
    const scope = scopeOf(root);
    const wantsText = options.emails || options.phones;
    this.phase = 'links';
    if (insideEditable(root)) this.phase = 'done';
    else if (!scope) {
      const text = root.nodeType === Node.TEXT_NODE && wantsText;
      if (text) this.textNodes = [root as Text];
      this.phase = text ? 'text' : 'done';
    } else {
      this.scope = scope;
      const links = scope.querySelectorAll('a[href], area[href]');
      this.links =
        scope instanceof Element && scope.matches('a[href], area[href]')
          ? [scope, ...links]
          : links;
      if (this.viewportHeight !== null) {
        const height = this.viewportHeight;
        this.linksOnScreen = visibleRange(this.links.length, (i) => this.links[i] ?? null, height);
        this.phase = 'on-screen';
      }
    }
  }

  /**
   * The links on screen, at once: a native query, a binary search over a few dozen boxes and
   * a few dozen links read. Text waits for the idle-time steps (its search covers the whole
   * page); `PageProtector.promoteVisible` moves its on-screen part up after the next frame.
   */
  private scanOnScreen(): void {
    const [linkFrom, linkTo] = this.linksOnScreen;
    for (let i = linkFrom; i < linkTo; i++) this.readLink(i, 'visible');
    this.phase = 'links';
  }

  /**
   * Lists the text that may hold values. No boxes are read here: by now Linkwise may have
   * marked items, and a box read would force a layout. The caller moves on-screen text up
   * after the next frame instead (`PageProtector.promoteVisible`).
   */
  private listText(): void {
    if (this.scope) {
      this.textNodes = textNodesWithValues(this.scope, this.options, this.viewportHeight !== null);
    }
    this.phase = 'text';
  }

  private scanLinks(more: () => boolean): void {
    const done = this.readRest(this.links.length, this.linksOnScreen, more, (i) =>
      this.readLink(i, 'page'),
    );
    if (done) this.phase = 'list-text';
  }

  /**
   * Reads items from `next` on, skipping the on-screen range already read, and checks the
   * clock every few hundred items. True when all are read (and `next` is reset).
   */
  private readRest(
    count: number,
    [skipFrom, skipTo]: [number, number],
    more: () => boolean,
    read: (index: number) => void,
  ): boolean {
    while (this.next < count) {
      const stop = Math.min(count, this.next + ITEMS_PER_CHECK);
      for (; this.next < stop; this.next++) {
        if (this.next < skipFrom || this.next >= skipTo) read(this.next);
      }
      if (!more()) return false;
    }
    this.next = 0;
    return true;
  }

  private readLink(index: number, priority: PagePriority): void {
    const candidate = this.candidateAt(index);
    const link = this.links[index]!;
    if (!candidate) return;
    const editable = this.urgent ? link.closest(EDITABLE_SELECTOR) !== null : this.inEditable(link);
    if (!editable) this.sink.link(link, candidate, index, priority);
  }

  private scanText(more: () => boolean): void {
    const done = this.readRest(this.textNodes.length, [0, 0], more, (i) =>
      this.readText(i, 'page'),
    );
    if (done) this.phase = this.scope ? 'shadows' : 'done';
  }

  private readText(index: number, priority: PagePriority): void {
    const node = this.textNodes[index]!;
    for (const hit of this.hitsAt(index)) {
      // Page order: the node's place, then the hit's place within the node.
      this.sink.text(hit, index + hit.start / (node.data.length + 1), priority);
    }
  }

  /** Open shadow roots: the one thing only a walk over every element can find. */
  private scanShadows(more: () => boolean): void {
    if (!this.scope) {
      this.phase = 'done';
      return;
    }
    this.elementWalker ??= this.doc.createTreeWalker(this.scope, NodeFilter.SHOW_ELEMENT);
    const walker = this.elementWalker;
    for (;;) {
      for (let i = 0; i < ITEMS_PER_CHECK * 4; i++) {
        const element = walker.nextNode() as Element | null;
        if (!element) {
          this.phase = 'done';
          return;
        }
        if (element.shadowRoot) this.sink.shadowRoot(element.shadowRoot);
      }
      if (!more()) return;
    }
  }

  /**
   * Links inside an editor are the editor's content, not ours to mark. For the bulk of the
   * links, one query lists the editors (usually none) instead of one ancestor walk per link.
   */
  private inEditable(link: Element): boolean {
    this.editables ??= this.scope ? this.scope.querySelectorAll(EDITABLE_SELECTOR) : [];
    for (let i = 0; i < this.editables.length; i++) {
      if (this.editables[i]!.contains(link)) return true;
    }
    return false;
  }
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

/** An added node inside (or being) an editor: none of it is scanned. */
function insideEditable(root: Node): boolean {
  const element = root.nodeType === Node.ELEMENT_NODE ? (root as Element) : root.parentElement;
  return Boolean(element?.closest(EDITABLE_SELECTOR));
}
