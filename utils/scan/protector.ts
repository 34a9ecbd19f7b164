import type { RiskyVerdict } from '../lookup/verdict';
import type { PagePriority } from '../page-port';
import { itemTextOf } from '../ui/badge';
import { keepClear } from '../ui/badge-turn';
import type { PageAnswers } from './batch-checker';
import { markLink, markText, type TextSpan, unmarkItem } from './mark';
import { insertInPageOrder, type OrderKey } from './page-order';
import { type Band, candidateOf, RootScan, type ScanSink } from './root-scan';
import { EDITABLE_SELECTOR, type ScanOptions } from './targets';

export interface ProtectorOptions extends ScanOptions {
  /** Items below this severity are not marked (1 = LOW … 4 = CRITICAL). */
  minSeverity: number;
}

export interface ProtectorDeps {
  options: ProtectorOptions;
  /** Sends values to the background; the answers come back through `receive`. */
  ask: (values: string[], priority: PagePriority) => void;
  /** Called after marks change, with every marked element in page order. */
  onMarked?: (marked: readonly Element[]) => void;
  /** Called for each open shadow root met, so the caller can watch it for changes. */
  onShadowRoot?: (root: ShadowRoot) => void;
  /** Where marked items' verdicts go; the click guard, set up before the page, reads it. */
  verdicts?: WeakMap<Element, RiskyVerdict>;
}

/**
 * Scans kept at most. A feed scrolled past quickly leaves small scans with items never near
 * (each costs a few box reads whenever the page is read); past this many, they give way to one
 * scan of the whole document, which lists everything again natively (a few ms on a 20 000-link
 * page) and reads only what none of them had read.
 */
const MAX_SCANS = 16;

/**
 * What is known about one value: while `verdict` is undefined it waits for its answer, with the
 * items that carry it; then it holds the risky verdict, or null for "nothing to mark".
 */
interface ValueState {
  verdict?: RiskyVerdict | null;
  links: Element[];
  /** Each link's place in page order (a parallel list: none for a link read by intent). */
  linkKeys: Array<OrderKey | undefined>;
  spans: PendingSpan[];
}

/** A text hit waiting for its answer, with its place in page order. */
interface PendingSpan extends TextSpan {
  order: OrderKey;
}

type Items = Omit<ValueState, 'verdict'>;

/** Items to mark, each group with its verdict: read all, then write all (one style pass). */
type MarkBatch = Array<{ items: Items; verdict: RiskyVerdict }>;

/**
 * Page protection for one document: reads what is near the viewport (and the rest only when
 * asked), asks once per value, and marks only items whose verdict is risky (at or above the
 * user's minimum level). Never touches anything else. Marked elements map to their verdict, for
 * the click warning and the cards.
 */
export class PageProtector {
  /** Every subtree queued (the page, added content, shadow roots), oldest first. */
  private scans: RootScan[] = [];
  private scanCount = 0;
  /** Links of scans let go once finished (counted still: the popup's "N of M links"). */
  private linksOfFinishedScans = 0;
  /** One lookup per value: a page with 10 000 links to 2 000 hosts holds 2 000 entries. */
  private readonly values = new Map<string, ValueState>();
  /** Links and text nodes read, by any scan or by a person's intent: never read twice. */
  private readonly read = new WeakSet<Node>();
  /** The values a node read holds, so they move up when the node comes on screen. */
  private readonly valuesOf = new WeakMap<Node, string[]>();
  private readonly spansByNode = new Map<Text, TextSpan[]>();
  /** Items of values known risky, marked together after the current turn (markSoon). */
  private toMark: MarkBatch = [];
  private readonly shadowRoots = new WeakSet<ShadowRoot>();
  /** Nodes Linkwise created (badges, wrappers, split text): never read. */
  private readonly ours = new WeakSet<Node>();
  private readonly toAsk: Record<PagePriority, Set<string>> = {
    intent: new Set(),
    visible: new Set(),
    page: new Set(),
  };
  readonly verdicts: WeakMap<Element, RiskyVerdict>;
  /** The badge that belongs to each marked element, and the element of each badge. */
  private readonly badges = new WeakMap<Element, Element>();
  readonly itemOfBadge = new WeakMap<Element, Element>();
  private readonly orderKeys = new WeakMap<Element, OrderKey>();
  /** Marked items in page order (kept sorted as marks are added): the popup lists them so. */
  readonly marked: Element[] = [];
  /** Links read so far (checked, or known to need no check). */
  linksRead = 0;
  /** DOM writes made, for tests: attributes set, nodes inserted, text nodes split. */
  writes = 0;

  /** Relative links point at this page's host unless a <base> element says otherwise. */
  private readonly relativeIsThisPage: boolean;

  constructor(private readonly deps: ProtectorDeps) {
    this.verdicts = deps.verdicts ?? new WeakMap();
    this.relativeIsThisPage = hostnameOf(document.baseURI) === deps.options.pageHost;
  }

  /** Links in every subtree queued so far (read or not). */
  get linkCount(): number {
    let count = this.linksOfFinishedScans;
    for (const scan of this.scans) count += scan.links.length;
    return count;
  }

  /**
   * Queues a subtree (the page, a shadow root) or the nodes one batch of changes added, as one
   * scan; it is read when it comes near. False when all of them were Linkwise's own.
   */
  enqueue(...roots: Node[]): boolean {
    // Badges, wrappers and split text of Linkwise's own are never read.
    const theirs = roots.filter((root) => !this.ours.has(root));
    if (theirs.length === 0) return false;
    if (this.scans.length >= MAX_SCANS) this.collapse();
    this.scans.push(
      new RootScan(theirs, this.deps.options, this.sink(this.scanCount++), this.relativeIsThisPage),
    );
    return true;
  }

  /**
   * Reads, in every subtree, what lies within `band` and was not read yet, and asks about it:
   * on screen at `visible` priority, the rest of the band at `page`. Values still waiting whose
   * items are on screen now move up. Every scan's boxes are read before anything is marked, so
   * one layout serves them all.
   */
  readNear(band: Band): void {
    const done = new Set<RootScan>();
    // Reading may find open shadow roots: their scans are planned and read in the next round.
    for (let round = this.scans.filter((scan) => !done.has(scan)); round.length > 0; ) {
      const plans = round.map((scan) => scan.planBand(band));
      round.forEach((scan, i) => {
        scan.readPlanned(plans[i]!);
        done.add(scan);
      });
      round = this.scans.filter((scan) => !done.has(scan));
    }
    this.letFinishedGo();
    this.flushAsks();
  }

  /**
   * Reads everything not read yet ("Check the whole page") until `more()` says the slice is used
   * up. True while work remains.
   */
  readRest(more: () => boolean): boolean {
    let remains = false;
    for (const scan of this.scans) {
      if (scan.readRest(more)) {
        remains = true;
        break;
      }
    }
    this.flushAsks();
    return remains;
  }

  /** Reads a subtree to the end at once (tests, small additions). */
  scan(root: Node): void {
    this.enqueue(root);
    while (this.readRest(() => true));
  }

  /**
   * A person points at, focuses or presses a link: it is read now if it was not, and its value
   * asked about at `intent` priority, ahead of all page work. A known risky verdict marks it at
   * once, so a click that follows is warned.
   */
  intent(link: Element): void {
    if (this.ours.has(link) || link.closest(EDITABLE_SELECTOR)) return;
    const candidate = candidateOf(link, this.deps.options, this.relativeIsThisPage);
    if (this.read.has(link)) {
      for (const value of this.valuesOf.get(link) ?? []) this.askAgain(value, 'intent');
    } else {
      this.read.add(link);
      this.linksRead++;
      if (candidate) this.addLink(link, candidate, undefined, 'intent');
    }
    this.flushAsks();
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
    if (this.markAll(batch)) this.deps.onMarked?.(this.marked);
  }

  /**
   * Takes the marks off every item whose value is `value` (or every item when it is null), and
   * keeps them off: "Trust this" and "Don't check this site" apply at once, without a reload.
   */
  unmark(value: string | null): void {
    for (const state of this.values.values()) {
      if (state.verdict && (value === null || state.verdict.value === value)) state.verdict = null;
    }
    const keep: Element[] = [];
    for (const item of this.marked) {
      const verdict = this.verdicts.get(item);
      if (value !== null && verdict?.value !== value) {
        keep.push(item);
        continue;
      }
      this.badges.get(item)?.remove();
      this.verdicts.delete(item);
      if (item.tagName === 'SPAN') item.replaceWith(...item.childNodes);
      else unmarkItem(item);
    }
    this.marked.splice(0, this.marked.length, ...keep);
    this.deps.onMarked?.(this.marked);
  }

  /** Where one scan reports: values are recorded with the item's place in page order. */
  private sink(scan: number): ScanSink {
    return {
      link: (element, candidate, index, priority) =>
        this.addLink(element, candidate, { scan, kind: 'link', index }, priority),
      text: (hit, index, priority) => {
        const known = this.spansByNode.get(hit.node);
        // A text node met again (moved by the page, or re-added): its hits are already in hand.
        if (known?.some((span) => span.start === hit.start && span.end === hit.end)) return;
        this.valuesOf.set(hit.node, [...(this.valuesOf.get(hit.node) ?? []), hit.candidate]);
        const order: OrderKey = { scan, kind: 'text', index };
        const span: PendingSpan = { node: hit.node, start: hit.start, end: hit.end, order };
        const state = this.stateOf(hit.candidate, priority);
        if (state.verdict === null) return;
        this.spansByNode.set(hit.node, [...(known ?? []), span]);
        if (state.verdict === undefined) state.spans.push(span);
        else this.markSoon({ links: [], linkKeys: [], spans: [span] }, state.verdict);
      },
      shadowRoot: (root) => {
        if (this.shadowRoots.has(root)) return;
        this.shadowRoots.add(root);
        this.enqueue(root);
        this.deps.onShadowRoot?.(root);
      },
      isOurs: (node) => this.ours.has(node),
      firstRead: (node) => {
        if (this.read.has(node) || this.ours.has(node)) return false;
        this.read.add(node);
        if (node.nodeType === Node.ELEMENT_NODE) this.linksRead++;
        return true;
      },
      onScreen: (node) => {
        for (const value of this.valuesOf.get(node) ?? []) this.askAgain(value, 'visible');
      },
    };
  }

  /** A link read, with its value: marked soon if the verdict is known, else it waits. */
  private addLink(
    element: Element,
    candidate: string,
    key: OrderKey | undefined,
    priority: PagePriority,
  ): void {
    this.valuesOf.set(element, [candidate]);
    const state = this.stateOf(candidate, priority);
    if (state.verdict === undefined) {
      state.links.push(element);
      state.linkKeys.push(key);
    } else if (state.verdict) {
      const items = { links: [element], linkKeys: [key], spans: [] };
      // A link a person points at is marked now; links read by a scan, together after it.
      if (priority !== 'intent') this.markSoon(items, state.verdict);
      else if (this.markAll([{ items, verdict: state.verdict }])) this.deps.onMarked?.(this.marked);
    }
  }

  /** A value still waiting is asked again at a more urgent priority (the batch moves it up). */
  private askAgain(value: string, priority: PagePriority): void {
    const state = this.values.get(value);
    if (state && state.verdict === undefined) this.toAsk[priority].add(value);
  }

  /**
   * Too many small scans (a long-lived feed): one scan of the whole document takes their place.
   * It lists everything again, natively, and reads only what none of them had read; scans of
   * shadow roots stay (the document's scan does not reach inside them).
   */
  private collapse(): void {
    const shadows = this.scans.filter((scan) => scan.isShadowRoot);
    this.scans = [...shadows];
    this.scans.push(
      new RootScan(
        [document.documentElement],
        this.deps.options,
        this.sink(this.scanCount++),
        this.relativeIsThisPage,
      ),
    );
  }

  /**
   * Scans of added content that have read all of it, and whose values all have their answers,
   * are let go: a feed that adds a card at a time near the viewport keeps few scans, instead of
   * reaching the limit and re-listing the whole document. (A scan whose values still wait stays:
   * it moves them up when its items come on screen.) Order keys stay valid: a scan's number is
   * never reused.
   */
  private letFinishedGo(): void {
    const answered = (node: Node) =>
      (this.valuesOf.get(node) ?? []).every(
        (value) => this.values.get(value)?.verdict !== undefined,
      );
    const open: RootScan[] = [];
    for (const scan of this.scans) {
      if (!scan.isWholeTree && scan.finished && scan.everyNode(answered)) {
        this.linksOfFinishedScans += scan.links.length;
      } else {
        open.push(scan);
      }
    }
    this.scans = open;
  }

  /** The state of a value; a value met for the first time is queued to be asked. */
  private stateOf(value: string, priority: PagePriority): ValueState {
    let state = this.values.get(value);
    if (!state) {
      state = { links: [], linkKeys: [], spans: [] };
      this.values.set(value, state);
      this.toAsk[priority].add(value);
    } else if (state.verdict === undefined && priority !== 'page') {
      // Met again nearer the person: the batch moves it up if it was asked less urgently.
      this.toAsk[priority].add(value);
    }
    return state;
  }

  /**
   * Items whose value is already known risky are marked together once this turn of reading is
   * done: the whole node's text hits are in hand (marking splits the node, and a later hit of
   * the same node must already be registered to move with its characters), and a slice's links
   * get their styles read in one pass before any of them is written (a read after each mark's
   * writes would restyle the page once per mark).
   */
  private markSoon(items: Items, verdict: RiskyVerdict): void {
    if (this.toMark.length === 0) {
      queueMicrotask(() => {
        const batch = this.toMark;
        this.toMark = [];
        if (this.markAll(batch)) this.deps.onMarked?.(this.marked);
      });
    }
    this.toMark.push({ items, verdict });
  }

  /**
   * Records the answer for a value; returns the items that waited for it, to be marked when it
   * is risky (text hits of a safe value are forgotten).
   */
  private settle(value: string, verdict: RiskyVerdict | null): Items | undefined {
    const state = this.values.get(value);
    if (!state || state.verdict !== undefined) return undefined;
    state.verdict = verdict;
    const items = { links: state.links, linkKeys: state.linkKeys, spans: state.spans };
    state.links = [];
    state.linkKeys = [];
    state.spans = [];
    if (verdict) return items;
    for (const span of items.spans) this.forgetSpan(span);
    return undefined;
  }

  private flushAsks(): void {
    for (const priority of ['intent', 'visible', 'page'] as const) {
      if (this.toAsk[priority].size === 0) continue;
      this.deps.ask([...this.toAsk[priority]], priority);
      this.toAsk[priority].clear();
    }
  }

  private forgetSpan(span: TextSpan): void {
    const rest = this.spansByNode.get(span.node)?.filter((other) => other !== span) ?? [];
    if (rest.length > 0) this.spansByNode.set(span.node, rest);
    else this.spansByNode.delete(span.node);
  }

  /**
   * Marks every connected item of a batch; true when anything was marked. The links' text
   * styles are all read before the first write, so the page is restyled once, not per mark.
   */
  private markAll(batch: MarkBatch): boolean {
    const links = new Map<Element, { verdict: RiskyVerdict; key?: OrderKey }>();
    for (const { items, verdict } of batch) {
      items.links.forEach((link, i) => {
        if (link.isConnected && !this.verdicts.has(link) && !links.has(link)) {
          links.set(link, { verdict, key: items.linkKeys[i] });
        }
      });
    }
    const texts = new Map([...links.keys()].map((link) => [link, itemTextOf(link)]));
    let changed = false;
    for (const [link, { verdict, key }] of links) {
      if (key) this.orderKeys.set(link, key);
      const badge = markLink(link, verdict, texts.get(link));
      this.adopt(link, badge, verdict);
      this.ours.add(badge);
      this.writes += 2;
      changed = true;
    }
    for (const { items, verdict } of batch)
      changed = this.markSpans(items.spans, verdict) || changed;
    return changed;
  }

  private markSpans(spans: readonly PendingSpan[], verdict: RiskyVerdict): boolean {
    let changed = false;
    for (const span of spans) {
      if (!span.node.isConnected) continue;
      const original = span.node;
      const siblings = this.spansByNode.get(original) ?? [];
      const wrapper = markText(span, siblings, verdict);
      // Hits further along the same text now live in the split-off tail.
      this.spansByNode.set(
        original,
        siblings.filter((other) => other !== span && other.node === original),
      );
      for (const moved of siblings.filter((other) => other.node !== original)) {
        this.spansByNode.set(moved.node, [...(this.spansByNode.get(moved.node) ?? []), moved]);
      }
      // The span, its text, the badge and the split-off tail are ours: never scanned again.
      const badge = wrapper.nextSibling;
      for (const node of [wrapper, wrapper.firstChild, badge, badge?.nextSibling]) {
        if (node) this.ours.add(node);
      }
      this.orderKeys.set(wrapper, span.order);
      if (badge instanceof Element) this.adopt(wrapper, badge, verdict);
      this.writes += 4;
      changed = true;
    }
    return changed;
  }

  private adopt(item: Element, badge: Element, verdict: RiskyVerdict): void {
    keepClear(badge);
    this.badges.set(item, badge);
    this.itemOfBadge.set(badge, item);
    this.verdicts.set(item, verdict);
    insertInPageOrder(this.marked, item, (element) => this.orderKeys.get(element));
  }
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
