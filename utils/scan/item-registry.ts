import type { RiskyVerdict } from '../lookup/verdict';
import type { TextSpan } from './mark-drawing';
import type { OrderKey } from './page-order';

/**
 * Flow: **which values** — every value met on the page, with the items that carry it while it
 * waits for its answer, and what is known of it once answered. One entry per value: a page with
 * 10 000 links to 2 000 hosts holds 2 000.
 */

/** A text hit waiting for its answer, with its place in page order. */
export interface PendingSpan extends TextSpan {
  order: OrderKey;
}

/** Items that carry a value and wait for its answer. */
export interface Items {
  links: Element[];
  /** Each link's place in page order (a parallel list: none for a link read by intent). */
  linkKeys: Array<OrderKey | undefined>;
  spans: PendingSpan[];
}

/**
 * What is known about one value: while `verdict` is undefined it waits for its answer, with the
 * items that carry it; then it holds the risky verdict, or null for "nothing to mark".
 */
export interface ValueState extends Items {
  verdict?: RiskyVerdict | null;
}

/**
 * Answered values kept with nothing to mark, at most: a page that keeps adding new hosts (an
 * endless feed, or a page that wants Linkwise busy) must not grow the content script without
 * bound. One forgotten and met again is asked again, and answered from the background's cache.
 */
const MAX_SETTLED = 10_000;

export class ItemRegistry {
  private readonly values = new Map<string, ValueState>();
  /** Items and text nodes read, by any reader or by a person's intent: never read twice. */
  private readonly read = new WeakSet<Node>();
  /** The values a node read holds, so they can be wanted again when the node comes near. */
  private readonly valuesOfNode = new WeakMap<Node, string[]>();
  private settledEmpty = 0;

  /** Marks a node read; false when it was read before. */
  firstRead(node: Node): boolean {
    if (this.read.has(node)) return false;
    this.read.add(node);
    return true;
  }

  /** A node to read again as new (a picture the page redrew): it is asked about anew. */
  forgetRead(node: Node): void {
    this.read.delete(node);
  }

  valuesOf(node: Node): readonly string[] {
    return this.valuesOfNode.get(node) ?? [];
  }

  addValueOf(node: Node, value: string): void {
    const values = this.valuesOfNode.get(node);
    if (values) values.push(value);
    else this.valuesOfNode.set(node, [value]);
  }

  /** The state of a value (a new one, waiting, when it is met for the first time). */
  stateOf(value: string): ValueState {
    let state = this.values.get(value);
    if (!state) {
      state = { links: [], linkKeys: [], spans: [] };
      this.values.set(value, state);
    }
    return state;
  }

  /** Whether a value waits for its answer. */
  isWaiting(value: string): boolean {
    const state = this.values.get(value);
    return state !== undefined && state.verdict === undefined;
  }

  /**
   * Records the answer for a value; returns the items that waited for it (none when the value
   * was answered before or never met).
   */
  settle(value: string, verdict: RiskyVerdict | null): Items | undefined {
    const state = this.values.get(value);
    if (!state || state.verdict !== undefined) return undefined;
    state.verdict = verdict;
    const items = { links: state.links, linkKeys: state.linkKeys, spans: state.spans };
    state.links = [];
    state.linkKeys = [];
    state.spans = [];
    if (verdict === null && ++this.settledEmpty > MAX_SETTLED) this.forgetOldestEmpty();
    return items;
  }

  /** Every value whose verdict is risky and `matches` holds: its verdict becomes "nothing". */
  clearRisky(matches: (verdict: RiskyVerdict) => boolean): void {
    for (const state of this.values.values()) {
      if (state.verdict && matches(state.verdict)) {
        state.verdict = null;
        this.settledEmpty++;
      }
    }
  }

  /** Half of the answered values with nothing to mark, oldest first (insertion order). */
  private forgetOldestEmpty(): void {
    let drop = MAX_SETTLED / 2;
    for (const [value, state] of this.values) {
      if (drop === 0) break;
      if (state.verdict !== null) continue;
      this.values.delete(value);
      drop--;
    }
    this.settledEmpty = MAX_SETTLED / 2;
  }
}
