import type { RiskyVerdict } from '../lookup/verdict';
import type { Items, PendingSpan } from './item-registry';
import type { DrawingSource, MarkDrawing, TextSpan } from './mark-drawing';
import { insertInPageOrder, type OrderKey } from './page-order';

/**
 * Flow: **answers → marks** — the only part of page protection that writes to the page, and
 * only for items whose verdict is risky: the underline and badge, kept in page order for the
 * popup's list, with each item's verdict for the click warning and the cards. Items of a slice
 * are marked together, every style read before the first write (one restyle, not one per mark).
 * The drawing itself (mark-drawing.ts) arrives with the page UI: until it does, links' verdicts
 * are set (the click guard holds them) and the batch waits.
 */

/** Items to mark, each group with its verdict. */
export type MarkBatch = Array<{ items: Items; verdict: RiskyVerdict }>;

export class MarkWriter {
  /** Nodes Linkwise created (badges, wrappers, split text): never read. */
  private readonly ours = new WeakSet<Node>();
  /** Text hits in hand per text node (marking one splits the node: the others move). */
  private readonly spansByNode = new Map<Text, TextSpan[]>();
  private toMark: MarkBatch = [];
  /** The badge that belongs to each marked element, and the element of each badge. */
  private readonly badges = new WeakMap<Element, Element>();
  readonly itemOfBadge = new WeakMap<Element, Element>();
  private readonly orderKeys = new WeakMap<Element, OrderKey>();
  /** Marked items in page order (kept sorted as marks are added): the popup lists them so. */
  readonly marked: Element[] = [];
  /** Batches known risky while the drawing loads. */
  private waiting: MarkBatch = [];

  constructor(
    /** Marked items' verdicts: the click guard, set up before the page, reads them. */
    readonly verdicts: WeakMap<Element, RiskyVerdict>,
    private readonly onMarked: (marked: readonly Element[]) => void,
    private readonly drawing: DrawingSource,
  ) {}

  isOurs(node: Node): boolean {
    return this.ours.has(node);
  }

  /** A text hit is in hand; false when the same hit of the node was met before. */
  holdSpan(span: TextSpan): boolean {
    const known = this.spansByNode.get(span.node);
    if (known?.some((other) => other.start === span.start && other.end === span.end)) return false;
    this.spansByNode.set(span.node, [...(known ?? []), span]);
    return true;
  }

  /** A text hit whose value is safe is let go. */
  releaseSpan(span: TextSpan): void {
    const rest = this.spansByNode.get(span.node)?.filter((other) => other !== span) ?? [];
    if (rest.length > 0) this.spansByNode.set(span.node, rest);
    else this.spansByNode.delete(span.node);
  }

  /**
   * Items whose value is already known risky are marked together once this turn of reading is
   * done: the whole node's text hits are in hand (marking splits the node), and a slice's links
   * get their styles read in one pass before any of them is written.
   */
  markSoon(items: Items, verdict: RiskyVerdict): void {
    if (this.toMark.length === 0) {
      queueMicrotask(() => {
        const batch = this.toMark;
        this.toMark = [];
        this.markAll(batch);
      });
    }
    this.toMark.push({ items, verdict });
  }

  /** Marks every connected item of a batch now, and says so when anything was marked. */
  markAll(batch: MarkBatch): void {
    // Nothing to mark (most answers): the drawing is not wanted, and not loaded for it.
    if (batch.length === 0) return;
    const drawing = this.drawing.now();
    if (!drawing) {
      this.drawLater(batch);
      return;
    }
    const links = new Map<Element, { verdict: RiskyVerdict; key?: OrderKey }>();
    for (const { items, verdict } of batch) {
      items.links.forEach((link, i) => {
        if (link.isConnected && !this.badges.has(link) && !links.has(link)) {
          links.set(link, { verdict, key: items.linkKeys[i] });
        }
      });
    }
    const texts = new Map([...links.keys()].map((link) => [link, drawing.itemTextOf(link)]));
    let changed = false;
    for (const [link, { verdict, key }] of links) {
      if (key) this.orderKeys.set(link, key);
      const badge = drawing.markLink(link, verdict, texts.get(link));
      this.adopt(drawing, link, badge, verdict);
      this.ours.add(badge);
      changed = true;
    }
    for (const { items, verdict } of batch) {
      changed = this.markSpans(drawing, items.spans, verdict) || changed;
    }
    if (changed) this.onMarked(this.marked);
  }

  /**
   * The drawing is on its way (the first risky answer of the page): the batch waits for it.
   * Links' verdicts are set at once, so a click on one is held meanwhile.
   */
  private drawLater(batch: MarkBatch): void {
    for (const { items, verdict } of batch) {
      for (const link of items.links)
        if (!this.verdicts.has(link)) this.verdicts.set(link, verdict);
    }
    const first = this.waiting.length === 0;
    this.waiting.push(...batch);
    if (!first) return;
    void this.drawing.load().then((drawing) => {
      const waiting = this.waiting;
      this.waiting = [];
      if (drawing) this.markAll(waiting);
    });
  }

  /**
   * Takes the marks off every item whose value is `value` (or every item when it is null):
   * "Trust this" and "Don't check this site" apply at once, without a reload.
   */
  unmark(value: string | null): void {
    const dropped = this.waiting.filter((w) => value === null || w.verdict.value === value);
    this.waiting = this.waiting.filter((w) => !dropped.includes(w));
    for (const { items } of dropped) for (const link of items.links) this.verdicts.delete(link);
    // Kept in place, never spread into a call: a page may hold more marks than a call takes.
    let kept = 0;
    for (const item of this.marked) {
      if (value !== null && this.verdicts.get(item)?.value !== value) {
        this.marked[kept++] = item;
        continue;
      }
      this.badges.get(item)?.remove();
      this.badges.delete(item);
      this.verdicts.delete(item);
      if (item.tagName === 'SPAN') item.replaceWith(...item.childNodes);
      else this.drawing.now()?.unmarkItem(item);
    }
    this.marked.length = kept;
    this.onMarked(this.marked);
  }

  private markSpans(
    drawing: MarkDrawing,
    spans: readonly PendingSpan[],
    verdict: RiskyVerdict,
  ): boolean {
    let changed = false;
    for (const span of spans) {
      if (!span.node.isConnected) continue;
      const original = span.node;
      const siblings = this.spansByNode.get(original) ?? [];
      const wrapper = drawing.markText(span, siblings, verdict);
      // Hits further along the same text now live in the split-off tail.
      this.spansByNode.set(
        original,
        siblings.filter((other) => other !== span && other.node === original),
      );
      for (const moved of siblings.filter((other) => other.node !== original)) {
        this.spansByNode.set(moved.node, [...(this.spansByNode.get(moved.node) ?? []), moved]);
      }
      // The span, its text, the badge and the split-off tail are ours: never read again.
      const badge = wrapper.nextSibling;
      for (const node of [wrapper, wrapper.firstChild, badge, badge?.nextSibling]) {
        if (node) this.ours.add(node);
      }
      this.orderKeys.set(wrapper, span.order);
      if (badge instanceof Element) this.adopt(drawing, wrapper, badge, verdict);
      changed = true;
    }
    return changed;
  }

  private adopt(drawing: MarkDrawing, item: Element, badge: Element, verdict: RiskyVerdict): void {
    drawing.keepClear(badge);
    this.badges.set(item, badge);
    this.itemOfBadge.set(badge, item);
    this.verdicts.set(item, verdict);
    insertInPageOrder(this.marked, item, (element) => this.orderKeys.get(element));
  }
}
