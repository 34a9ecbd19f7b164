import type { PagePriority } from '../page-port';
import { type AddedContent, listAdded } from './added-content';
import { type Band, runTolerance } from './band';
import { ELEMENT_SELECTOR, type Reading, textValues, valueOfElement } from './kinds';
import { LayoutRuns, RECUT_AT_MOST_EVERY_MS, type Span, screenWithin } from './layout-runs';
import { EDITABLE_SELECTOR, type TextHit } from './targets';
import { type FoundText, TextFinder, textOrder } from './text-finder';

/**
 * Flow: **what is near → which items** — one subtree (the document, a shadow root) or the
 * nodes one batch of changes added, read where it matters. Items are listed once, natively
 * (boxes untouched); `planBand` finds, run by run (layout-runs.ts), the items within a screen of
 * the viewport, walks the stretches of the tree between them for text (text-finder.ts) and
 * finds which of that text is near; `readPlanned` reads it. The caller plans every reader before
 * reading any, so no box is read after Linkwise has marked something. `readRest` reads the rest,
 * in slices, when the person asks to check the whole page. Nothing is read twice: the sink
 * keeps what has been read.
 */

/** Where a reader reports what it reads. */
export interface ScanSink {
  /** An item read for the first time, with its place among this reader's items (page order). */
  link(element: Element, candidate: string, order: number, priority: PagePriority): void;
  /** A text hit read for the first time, with its place among this reader's text. */
  text(hit: TextHit, order: number, priority: PagePriority): void;
  shadowRoot(root: ShadowRoot): void;
  /** Nodes Linkwise created: never read. */
  isOurs(node: Node): boolean;
  /** Marks a node read; false when it was read before (by any reader, or by a person's intent). */
  firstRead(node: Node): boolean;
  /**
   * A node read before is near again (on screen or not): values of it not answered yet are
   * wanted again, at the priority where it is now. True when none waits: its reader then
   * passes over it (an answer is kept; one dropped to bound memory was nothing to mark).
   */
  seen(node: Node, onScreen: boolean): boolean;
}

/** A span of a list near the viewport, and the part of it on screen. */
interface PlannedSpan {
  near: Span;
  screen: Span;
}

/** What of a reader's lists lies within a band. */
export interface BandPlan {
  items: PlannedSpan[];
  text: PlannedSpan[];
}

/** Items handled between checks of the clock when reading the rest: small enough for 8 ms. */
const ITEMS_PER_CHECK = 256;

type RestPhase = 'items' | 'gaps' | 'text' | 'done';

export class TreeReader {
  /** This subtree's items (links) in page order. */
  links: ArrayLike<Element> = [];
  private listed = false;
  /** A tree's text, found gap by gap; null for added nodes (listed whole at once). */
  private finder: TextFinder | null = null;
  private addedText: FoundText[] = [];
  /** Editors: a tree's are listed when first needed (inEditable), added content's at once. */
  private editables: ArrayLike<Element> | null = null;
  private scope: Element | DocumentFragment | null = null;
  private readonly linkRuns = new LayoutRuns(
    () => this.links.length,
    (i) => this.links[i] ?? null,
    RECUT_AT_MOST_EVERY_MS,
  );
  private readonly textRuns = new LayoutRuns(
    () => this.text.length,
    (i) => this.text[i]?.node.parentElement ?? null,
    RECUT_AT_MOST_EVERY_MS,
  );
  private restPhase: RestPhase = 'items';
  private restNext = 0;
  /**
   * Which items this reader has visited (read now, or found read before: 1; found with every
   * value answered: 2, never wanted again), and how many.
   */
  private linksVisited = new Uint8Array(0);
  private linksVisitedCount = 0;
  private textVisitedCount = 0;
  /** Items before this one passed `everyNode`'s test. */
  private held = 0;

  /**
   * `roots`: the document's root element, a shadow root, or the nodes one batch of changes
   * added; `given`: added content listed already (what a collapse carries on).
   */
  constructor(
    private readonly roots: readonly Node[],
    private readonly reading: Reading,
    private readonly sink: ScanSink,
    private readonly given?: AddedContent,
  ) {}

  /** Text that may hold values, found so far, in page order. */
  private get text(): FoundText[] {
    return this.finder?.text ?? this.addedText;
  }

  /** The document's or a shadow root's reader (one tree, read by bands), or added content's. */
  get isWholeTree(): boolean {
    // Alone in its batch whenever it is one: a change adds no fragment, and a document has one
    // root element. A collapse's reader has no roots.
    const root = this.roots[0];
    return root?.nodeType === Node.DOCUMENT_FRAGMENT_NODE || root === document.documentElement;
  }

  /**
   * Nothing is left to do: every item and text node visited, every gap walked. Added content
   * near the viewport is done at its first read, and its reader can go.
   */
  get finished(): boolean {
    if (this.restPhase === 'done') return true;
    return (
      this.listed &&
      (this.finder?.done ?? true) &&
      this.linksVisitedCount === this.links.length &&
      this.textVisitedCount === this.text.length
    );
  }

  /**
   * Whether `test` holds for every item and text node this reader has listed or found. An item
   * that passed is not tested again (`test` is whether its values are answered; an answer is
   * kept, and one dropped to bound memory was nothing to mark): a feed's readers wait for their
   * last items' answers, and every read tested their first items again.
   */
  everyNode(test: (node: Node) => boolean): boolean {
    for (; this.held < this.links.length; this.held++) {
      // Met again with every value answered: known, not asked.
      if (this.linksVisited[this.held] !== 2 && !test(this.links[this.held]!)) return false;
    }
    return this.text.every((found) => test(found.node));
  }

  /**
   * What of this added content is still in the page and wants reading or an answer (`answered`),
   * items then text, for a collapse to carry on; the rest is done (an item inside an editor is
   * never read).
   */
  leftovers(answered: (node: Node) => boolean): [Element[], Text[]] {
    this.list();
    // What the page took out is dropped: a feed that removes what scrolled away leaks nothing.
    // An item met again with every value answered (visited 2) is known done: not asked again.
    const wanted = (node: Node, visited: unknown) =>
      visited !== 2 && node.isConnected && !(visited && answered(node));
    return [
      (this.links as Element[]).filter(
        (item, i) => wanted(item, this.linksVisited[i]) && !this.inEditable(item),
      ),
      this.text.filter((found) => wanted(found.node, found.visited)).map((found) => found.node),
    ];
  }

  /**
   * Where `band` lies in this reader's lists, run by run. Reads boxes and walks the band's
   * stretches of the tree for text and shadow roots; writes nothing.
   */
  planBand(band: Band): BandPlan {
    this.list();
    const tolerance = runTolerance(band);
    const nearItems = this.linkRuns.within(band.top, band.bottom, tolerance, band.stamp);
    // The text between near items (and, where a run has none near, at its place); a tree with
    // no items at all (a mail in plain text) is one stretch, walked whole.
    for (const [from, to] of this.links.length > 0 ? nearItems : ([[0, 0]] as Span[]))
      this.finder?.walk(from, to);
    const nearText = this.textRuns.within(band.top, band.bottom, tolerance, band.stamp);
    const itemAt = (i: number) => this.links[i] ?? null;
    const textAt = (i: number) => this.text[i]?.node.parentElement ?? null;
    return {
      items: nearItems.map((near) => ({ near, screen: screenWithin(near, itemAt, band) })),
      text: nearText.map((near) => ({ near, screen: screenWithin(near, textAt, band) })),
    };
  }

  /** Reads what the plan found and was not read yet (no box reads: marking may follow). */
  readPlanned({ items, text }: BandPlan): void {
    const within = (i: number, [from, to]: Span) => i >= from && i < to;
    for (const { near, screen } of items) {
      for (let i = near[0]; i < near[1]; i++) this.readItem(i, within(i, screen));
    }
    for (const { near, screen } of text) {
      for (let i = near[0]; i < near[1]; i++) this.readText(i, within(i, screen));
    }
  }

  /**
   * Reads everything not read yet — the items, then a walk of every gap not walked, then the
   * text it found — until `more()` says the slice is used up. True while work remains.
   */
  readRest(more: () => boolean): boolean {
    this.list();
    for (;;) {
      const phase = this.restPhase;
      if (phase === 'done') return false;
      if (phase === 'gaps') {
        if (this.finder && !this.finder.walk(0, this.links.length, more)) return true;
        this.restPhase = 'text';
        continue;
      }
      const count = phase === 'items' ? this.links.length : this.text.length;
      const stop = Math.min(count, this.restNext + ITEMS_PER_CHECK);
      for (; this.restNext < stop; this.restNext++) {
        if (phase === 'items') this.readItem(this.restNext, false);
        else this.readText(this.restNext, false);
      }
      if (this.restNext >= count) {
        this.restPhase = phase === 'items' ? 'gaps' : 'done';
        this.restNext = 0;
      }
      if (!more()) return this.restPhase !== 'done';
    }
  }

  /** The first plan lists (native queries, no boxes), so queuing a reader costs nothing. */
  private list(): void {
    if (this.listed) return;
    this.listed = true;
    if (this.isWholeTree) {
      // The document is read from its body (its head names nothing to check).
      const root = this.roots[0] as Element | DocumentFragment;
      const scope = (root === document.documentElement && document.body) || root;
      this.links = scope.querySelectorAll(ELEMENT_SELECTOR);
      this.finder = new TextFinder(scope, this.links, this.reading.options, (shadow) =>
        this.sink.shadowRoot(shadow),
      );
      this.scope = scope;
    } else {
      const added =
        this.given ??
        listAdded(
          this.roots,
          this.reading,
          (node) => this.sink.isOurs(node),
          (shadow) => this.sink.shadowRoot(shadow),
        );
      this.links = added.items;
      this.editables = added.editables;
      this.addedText = added.text.map((node, rank) => ({ node, gap: 0, rank, visited: false }));
    }
    this.linksVisited = new Uint8Array(this.links.length);
  }

  private readItem(index: number, onScreen: boolean): void {
    const item = this.links[index]!;
    const visited = this.linksVisited[index];
    // Met before with every value answered: scrolling over a page's answered links costs nothing.
    if (visited === 2) return;
    if (!visited) this.linksVisitedCount++;
    this.linksVisited[index] = 1;
    if (!this.sink.firstRead(item)) {
      if (this.sink.seen(item, onScreen)) this.linksVisited[index] = 2;
      return;
    }
    const value = valueOfElement(item, this.reading);
    if (value && !this.inEditable(item)) {
      this.sink.link(item, value, index, onScreen ? 'visible' : 'page');
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
      this.sink.seen(node, onScreen);
      return;
    }
    if (this.sink.isOurs(node)) return;
    for (const hit of textValues(node, this.reading.options)) {
      // Page order: the node's place, then the hit's place within the node.
      const order = textOrder(found, hit.start / (node.data.length + 1));
      this.sink.text(hit, order, onScreen ? 'visible' : 'page');
    }
  }

  /**
   * Items inside an editor are the editor's content, not ours to mark. One query lists the
   * editors (usually none) instead of one ancestor walk per item.
   */
  private inEditable(item: Element): boolean {
    this.editables ??= this.scope?.querySelectorAll(EDITABLE_SELECTOR) ?? [];
    for (let i = 0; i < this.editables.length; i++) {
      if (this.editables[i]!.contains(item)) return true;
    }
    return false;
  }
}
