import type { RiskyVerdict } from '../lookup/verdict';
import type { PagePriority } from '../page-port';
import type { PageAnswers } from './batch-checker';
import { markLink, markText, RISK_ATTRIBUTE, type TextSpan } from './mark';
import { insertInPageOrder, type OrderKey } from './page-order';
import { RootScan, type ScanSink } from './root-scan';
import type { ScanOptions } from './targets';
import { visibleRange } from './visible';

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

/** Scans kept for the on-screen check at most (a long-lived feed adds many small ones). */
const MAX_RETAINED_SCANS = 100;

/**
 * What is known about one value: while `verdict` is undefined it waits for its answer, with the
 * items that carry it; then it holds the risky verdict, or null for "nothing to mark".
 */
interface ValueState {
  verdict?: RiskyVerdict | null;
  links: Element[];
  /** Each link's place in page order (a parallel list: no object per link on the hot path). */
  linkKeys: OrderKey[];
  spans: PendingSpan[];
}

/** A text hit waiting for its answer, with its place in page order. */
interface PendingSpan extends TextSpan {
  order: OrderKey;
}

/**
 * Page protection for one document: scans subtrees, asks once per value, and marks only items
 * whose verdict is risky (at or above the user's minimum level). Never touches anything else.
 * Marked elements map to their verdict, for the click warning and the cards.
 */
export class PageProtector {
  /** Scans not finished yet, oldest first. */
  private readonly scans: RootScan[] = [];
  /** Scans whose values may still wait for an answer: the on-screen check looks at them. */
  private retained: RootScan[] = [];
  private scanCount = 0;
  /** One lookup per value: a page with 10 000 links to 2 000 hosts holds 2 000 entries. */
  private readonly values = new Map<string, ValueState>();
  private waitingCount = 0;
  private readonly spansByNode = new Map<Text, TextSpan[]>();
  private readonly shadowRoots = new WeakSet<ShadowRoot>();
  /** Nodes Linkwise created (badges, wrappers, split text): never scanned. */
  private readonly ours = new WeakSet<Node>();
  private readonly toAsk: Record<PagePriority, string[]> = { visible: [], page: [] };
  readonly verdicts: WeakMap<Element, RiskyVerdict>;
  /** The badge that belongs to each marked element, and the element of each badge. */
  private readonly badges = new WeakMap<Element, Element>();
  readonly itemOfBadge = new WeakMap<Element, Element>();
  private readonly orderKeys = new WeakMap<Element, OrderKey>();
  /** Marked items in page order (kept sorted as marks are added): the popup lists them so. */
  readonly marked: Element[] = [];
  /** DOM writes made, for tests: attributes set, nodes inserted, text nodes split. */
  writes = 0;

  /** Relative links point at this page's host unless a <base> element says otherwise. */
  private readonly relativeIsThisPage: boolean;

  constructor(private readonly deps: ProtectorDeps) {
    this.verdicts = deps.verdicts ?? new WeakMap();
    this.relativeIsThisPage = hostnameOf(document.baseURI) === deps.options.pageHost;
  }

  /**
   * Queues a subtree (a page, an added node, a shadow root) to be scanned. With a viewport
   * height, what is on screen is read first (the page at load); added content is laid out
   * later, so it is read in page order.
   */
  enqueue(root: Node, viewportHeight: number | null = null): void {
    if (this.ours.has(root)) return; // a badge, wrapper or split text of Linkwise's own
    const scan = new RootScan(
      root,
      this.deps.options,
      this.sinkFor(this.scanCount++),
      this.relativeIsThisPage,
      viewportHeight,
    );
    this.scans.push(scan);
    this.retained.push(scan);
    if (this.retained.length > MAX_RETAINED_SCANS) this.retained.shift();
  }

  /**
   * Scans queued subtrees until `more()` says the slice is used up (or the on-screen part of
   * a page is done). Returns true while work remains. New values are asked about, at visible
   * priority when read as on screen; values with a known answer are applied at once.
   */
  work(more: () => boolean): boolean {
    while (this.scans.length > 0) {
      if (this.scans[0]!.step(more)) break;
      this.scans.shift();
    }
    this.flushAsks();
    return this.scans.length > 0;
  }

  /** True when the next piece of work is reading what is on screen: it should not wait. */
  get urgent(): boolean {
    return this.scans[0]?.urgent ?? false;
  }

  /** Scans a subtree to the end at once (tests, small additions). */
  scan(root: Node): void {
    this.enqueue(root);
    while (this.work(() => true));
  }

  /** Applies answers from the background: risky ones are marked, the rest forgotten. */
  receive(answers: PageAnswers): void {
    let changed = false;
    for (const [value, verdict] of answers.risky) {
      const worth = verdict.severity >= this.deps.options.minSeverity ? verdict : null;
      changed = this.settle(value, worth) || changed;
    }
    for (const value of answers.settled) this.settle(value, null);
    if (this.waitingCount === 0) this.retained = [...this.scans];
    if (changed) this.deps.onMarked?.(this.marked);
  }

  /**
   * Asks again, at `visible` priority, about values still waiting whose items are on screen.
   * Called when scrolling stops.
   */
  promoteVisible(viewportHeight: number): void {
    if (this.waitingCount === 0) return;
    const onScreen = new Set<string>();
    const waits = (value: string | null) =>
      value !== null && this.values.get(value)?.verdict === undefined;
    for (const scan of this.retained) {
      if (!scan.foundAny) continue;
      const [from, to] = visibleRange(
        scan.links.length,
        (i) => scan.links[i] ?? null,
        viewportHeight,
      );
      for (let i = from; i < to; i++) {
        const candidate = scan.candidateAt(i);
        if (candidate && waits(candidate)) onScreen.add(candidate);
      }
      const [start, end] = visibleRange(
        scan.textNodes.length,
        (i) => scan.textNodes[i]?.parentElement ?? null,
        viewportHeight,
      );
      for (let i = start; i < end; i++) {
        for (const hit of scan.hitsAt(i)) if (waits(hit.candidate)) onScreen.add(hit.candidate);
      }
    }
    if (onScreen.size > 0) this.deps.ask([...onScreen], 'visible');
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
      else item.removeAttribute(RISK_ATTRIBUTE);
    }
    this.marked.splice(0, this.marked.length, ...keep);
    this.deps.onMarked?.(this.marked);
  }

  /** Where one scan reports: values are recorded with the item's place in page order. */
  private sinkFor(scan: number): ScanSink {
    return {
      link: (element, candidate, index, priority) => {
        const state = this.stateOf(candidate, priority);
        if (state.verdict === undefined) {
          state.links.push(element);
          state.linkKeys.push({ scan, kind: 'link', index });
        } else if (state.verdict) {
          this.orderKeys.set(element, { scan, kind: 'link', index });
          this.markNow({ links: [element], linkKeys: [], spans: [] }, state.verdict);
        }
      },
      text: (hit, index, priority) => {
        const known = this.spansByNode.get(hit.node);
        // A text node met again (moved by the page, or re-added): its hits are already in hand.
        if (known?.some((span) => span.start === hit.start && span.end === hit.end)) return;
        const order: OrderKey = { scan, kind: 'text', index };
        const span: PendingSpan = { node: hit.node, start: hit.start, end: hit.end, order };
        const state = this.stateOf(hit.candidate, priority);
        if (state.verdict === null) return;
        this.spansByNode.set(hit.node, [...(known ?? []), span]);
        if (state.verdict === undefined) state.spans.push(span);
        else this.markNow({ links: [], linkKeys: [], spans: [span] }, state.verdict);
      },
      shadowRoot: (root) => {
        if (this.shadowRoots.has(root)) return;
        this.shadowRoots.add(root);
        this.enqueue(root);
        this.deps.onShadowRoot?.(root);
      },
      isOurs: (node) => this.ours.has(node),
    };
  }

  /** The state of a value; a value met for the first time is queued to be asked. */
  private stateOf(value: string, priority: PagePriority): ValueState {
    let state = this.values.get(value);
    if (!state) {
      state = { links: [], linkKeys: [], spans: [] };
      this.values.set(value, state);
      this.waitingCount++;
      this.toAsk[priority].push(value);
    }
    return state;
  }

  private markNow(items: Omit<ValueState, 'verdict'>, verdict: RiskyVerdict): void {
    if (this.markAll(items, verdict)) this.deps.onMarked?.(this.marked);
  }

  /** Records the answer for a value and marks (or forgets) the items that waited for it. */
  private settle(value: string, verdict: RiskyVerdict | null): boolean {
    const state = this.values.get(value);
    if (!state || state.verdict !== undefined) return false;
    state.verdict = verdict;
    this.waitingCount--;
    const items = { links: state.links, linkKeys: state.linkKeys, spans: state.spans };
    state.links = [];
    state.linkKeys = [];
    state.spans = [];
    if (verdict) return this.markAll(items, verdict);
    for (const span of items.spans) this.forgetSpan(span);
    return false;
  }

  private flushAsks(): void {
    for (const priority of ['visible', 'page'] as const) {
      if (this.toAsk[priority].length === 0) continue;
      this.deps.ask(this.toAsk[priority], priority);
      this.toAsk[priority] = [];
    }
  }

  private forgetSpan(span: TextSpan): void {
    const rest = this.spansByNode.get(span.node)?.filter((other) => other !== span) ?? [];
    if (rest.length > 0) this.spansByNode.set(span.node, rest);
    else this.spansByNode.delete(span.node);
  }

  /** Marks every connected item; true when anything was marked. */
  private markAll(items: Omit<ValueState, 'verdict'>, verdict: RiskyVerdict): boolean {
    let changed = false;
    items.links.forEach((link, i) => {
      if (!link.isConnected || this.verdicts.has(link)) return;
      const key = items.linkKeys[i];
      if (key) this.orderKeys.set(link, key);
      const badge = markLink(link, verdict);
      this.adopt(link, badge, verdict);
      this.ours.add(badge);
      this.writes += 2;
      changed = true;
    });
    for (const span of items.spans) {
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
