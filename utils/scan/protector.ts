import type { RiskyVerdict } from '../lookup/verdict';
import type { PagePriority } from '../page-port';
import { Asking } from './asking';
import type { Band } from './band';
import type { PageAnswers } from './batch-checker';
import { ItemRegistry, type Items, type PendingSpan } from './item-registry';
import { valueOfElement } from './kinds';
import type { DrawingSource } from './mark-drawing';
import { type MarkBatch, MarkWriter } from './mark-writer';
import type { OrderKey } from './page-order';
import { Readers } from './readers';
import { EDITABLE_SELECTOR, type ScanOptions } from './targets';
import { type ScanSink, TreeReader } from './tree-reader';

/**
 * Page protection for one document, wiring the flow (README.md in this folder): readers find
 * what is near and read its items; the registry keeps each value with its items; the asking
 * window decides what is asked; answers settle values; the mark writer marks risky items. It
 * never touches anything that is not risky.
 */

export interface ProtectorOptions extends ScanOptions {
  /** Items below this severity are not marked (1 = LOW … 4 = CRITICAL). */
  minSeverity: number;
}

export interface ProtectorDeps {
  options: ProtectorOptions;
  /** Sends values to the background; the answers come back through `receive`. */
  ask: (values: string[], priority: PagePriority) => void;
  /** Withdraws values asked and not answered (their items are no longer near). */
  forget?: (values: string[]) => void;
  /** Called after marks change, with every marked element in page order. */
  onMarked?: (marked: readonly Element[]) => void;
  /** Called for each open shadow root met, so the caller can watch it for changes. */
  onShadowRoot?: (root: ShadowRoot) => void;
  /** Where marked items' verdicts go; the click guard, set up before the page, reads it. */
  verdicts?: WeakMap<Element, RiskyVerdict>;
  /** What draws the marks (in the content script: loaded with the page UI when first needed). */
  drawing: DrawingSource;
}

export class PageProtector {
  /** Every subtree queued (the page, added content, shadow roots). */
  private readonly readers = new Readers(
    (roots, id, given) => new TreeReader(roots, this.reading(), this.sink(id), given),
    (node) => this.registry.valuesOf(node).every((value) => !this.registry.isWaiting(value)),
  );
  private readonly registry = new ItemRegistry();
  private readonly asking: Asking;
  private readonly writer: MarkWriter;
  private readonly shadowRoots = new WeakSet<ShadowRoot>();
  /** Reading for "Check the whole page" now: what is read is asked and stays asked. */
  private readingWholePage = false;
  /** Items read so far (checked, or known to need no check). */
  linksRead = 0;
  /** Relative links point at this page's host unless a <base> element says otherwise. */
  private readonly relativeIsThisPage: boolean;

  constructor(private readonly deps: ProtectorDeps) {
    this.asking = new Asking({
      ask: deps.ask,
      forget: deps.forget,
      isWaiting: (value) => this.registry.isWaiting(value),
    });
    this.writer = new MarkWriter(
      deps.verdicts ?? new WeakMap(),
      (marked) => deps.onMarked?.(marked),
      deps.drawing,
    );
    // A document's base URL is always a whole URL (about:blank at the least): it parses.
    this.relativeIsThisPage = new URL(document.baseURI).hostname === deps.options.pageHost;
  }

  get verdicts(): WeakMap<Element, RiskyVerdict> {
    return this.writer.verdicts;
  }
  get marked(): readonly Element[] {
    return this.writer.marked;
  }
  get itemOfBadge(): WeakMap<Element, Element> {
    return this.writer.itemOfBadge;
  }

  /** Items in every subtree queued so far (read or not). */
  get linkCount(): number {
    return this.readers.linkCount;
  }

  /**
   * Queues a subtree (the page, a shadow root) or the nodes one batch of changes added, as one
   * reader; it is read when it comes near. False when all of them were Linkwise's own.
   */
  enqueue(roots: readonly Node[]): boolean {
    const theirs = roots.filter((root) => !this.writer.isOurs(root));
    if (theirs.length === 0) return false;
    this.readers.add(theirs);
    return true;
  }

  /**
   * An element that shows something new (a picture redrawn, an image's `src` replaced): read
   * again when near, as a new item, so what it shows now is asked about.
   */
  reread(element: Element): void {
    this.registry.forgetRead(element);
    this.enqueue([element]);
  }

  /**
   * Reads, in every subtree, what lies within `band`, and asks about it: on screen at `visible`
   * priority, the rest of the band at `page`; questions about what is no longer near are
   * withdrawn. Every reader's boxes are read before anything is marked: one layout serves all.
   */
  readNear(band: Band): void {
    this.readers.readNear(band);
    this.readers.letFinishedGo();
    this.asking.endRead(true);
    this.asking.flush();
  }

  /**
   * Reads everything not read yet ("Check the whole page") until `more()` says the slice is used
   * up. True while work remains.
   */
  readRest(more: () => boolean): boolean {
    this.readingWholePage = true;
    let remains = false;
    try {
      remains = this.readers.readRest(more);
    } finally {
      this.readingWholePage = false;
    }
    this.asking.endRead(false);
    this.asking.flush();
    return remains;
  }

  /**
   * A person points at, focuses or presses a link: it is read now if it was not, and its value
   * asked about at `intent` priority, ahead of all page work. A known risky verdict marks it at
   * once, so a click that follows is warned.
   */
  intent(link: Element): void {
    if (this.writer.isOurs(link) || link.closest(EDITABLE_SELECTOR)) return;
    if (!this.registry.firstRead(link)) {
      for (const value of this.registry.valuesOf(link)) this.wantAgain(value, 'intent');
    } else {
      this.linksRead++;
      const value = valueOfElement(link, this.reading());
      if (value) this.addLink(link, value, undefined, 'intent');
    }
    this.asking.flush();
  }

  /** Applies answers from the background: risky ones are marked, the rest forgotten. */
  receive(answers: PageAnswers): void {
    const batch: MarkBatch = [];
    for (const [value, verdict] of answers.risky) {
      const worth = verdict.severity >= this.deps.options.minSeverity ? verdict : null;
      const items = this.settle(value, worth);
      if (items && worth) batch.push({ items, verdict: worth });
    }
    for (const value of answers.settled) this.settle(value, null);
    for (const value of answers.again ?? []) this.asking.answered(value);
    for (const value of answers.paused ?? []) this.asking.pause(value);
    this.writer.markAll(batch);
    this.asking.flush();
  }

  /** Lookups may go again after a pause: what was near and paused is asked again now. */
  ready(): void {
    this.asking.ready();
    this.asking.flush();
  }

  /**
   * Takes the marks off every item whose value is `value` (or every item when it is null), and
   * keeps them off: "Trust this" and "Don't check this site" apply at once, without a reload.
   */
  unmark(value: string | null): void {
    this.registry.clearRisky((verdict) => value === null || verdict.value === value);
    this.writer.unmark(value);
  }

  private reading() {
    return { options: this.deps.options, relativeIsThisPage: this.relativeIsThisPage };
  }

  /** Where one reader reports: values are recorded with the item's place in page order. */
  private sink(reader: number): ScanSink {
    return {
      link: (element, value, index, priority) =>
        this.addLink(element, value, { scan: reader, kind: 'link', index }, priority),
      text: (hit, index, priority) => {
        const order: OrderKey = { scan: reader, kind: 'text', index };
        const span: PendingSpan = { node: hit.node, start: hit.start, end: hit.end, order };
        // A text node met again (moved by the page, or re-added): its hits are already in hand.
        if (!this.writer.holdSpan(span)) return;
        this.registry.addValueOf(hit.node, hit.candidate);
        const state = this.want(hit.candidate, priority);
        if (state.verdict === null) this.writer.releaseSpan(span);
        else if (state.verdict === undefined) state.spans.push(span);
        else this.writer.markSoon({ links: [], linkKeys: [], spans: [span] }, state.verdict);
      },
      shadowRoot: (root) => {
        if (this.shadowRoots.has(root)) return;
        this.shadowRoots.add(root);
        this.enqueue([root]);
        this.deps.onShadowRoot?.(root);
      },
      isOurs: (node) => this.writer.isOurs(node),
      firstRead: (node) => {
        if (this.writer.isOurs(node) || !this.registry.firstRead(node)) return false;
        if (node.nodeType === Node.ELEMENT_NODE) this.linksRead++;
        return true;
      },
      seen: (node, onScreen) => {
        const priority = onScreen ? 'visible' : 'page';
        // Every value is wanted again (no stop at the first that waits).
        return this.registry
          .valuesOf(node)
          .reduce((none, value) => !this.wantAgain(value, priority) && none, true);
      },
    };
  }

  /** A link read, with its value: marked soon if the verdict is known, else it waits. */
  private addLink(
    element: Element,
    value: string,
    key: OrderKey | undefined,
    priority: PagePriority,
  ): void {
    this.registry.addValueOf(element, value);
    const state = this.want(value, priority);
    if (state.verdict === undefined) {
      state.links.push(element);
      state.linkKeys.push(key);
    } else if (state.verdict) {
      const items = { links: [element], linkKeys: [key], spans: [] };
      // A link a person points at is marked now; links read by a reader, together after it.
      if (priority === 'intent') this.writer.markAll([{ items, verdict: state.verdict }]);
      else this.writer.markSoon(items, state.verdict);
    }
  }

  /** The state of a value met now; a value with no answer yet is wanted at `priority`. */
  private want(value: string, priority: PagePriority) {
    const state = this.registry.stateOf(value);
    if (state.verdict === undefined) this.asking.want(value, priority, this.readingWholePage);
    return state;
  }

  /** A value read before, near again: wanted while it has no answer (true then). */
  private wantAgain(value: string, priority: PagePriority): boolean {
    const waiting = this.registry.isWaiting(value);
    if (waiting) this.asking.want(value, priority, this.readingWholePage);
    return waiting;
  }

  /** Records an answer; returns the items that waited for it when it is worth a mark. */
  private settle(value: string, verdict: RiskyVerdict | null): Items | undefined {
    this.asking.answered(value);
    const items = this.registry.settle(value, verdict);
    if (!items || verdict) return items;
    for (const span of items.spans) this.writer.releaseSpan(span);
    return undefined;
  }
}
