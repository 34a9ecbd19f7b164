import { mayHoldValues, type ScanOptions } from './targets';

/**
 * Flow: **which items** (text) — finds the text of a tree that may hold e-mail addresses or
 * phone numbers, walking only the stretches of the tree between links that the reader asks
 * for (those near the screen), each stretch once. Open shadow roots met on the way are handed
 * on. What it finds is kept in page order.
 */

/** Nodes walked between checks of the clock (a walk step is cheaper than reading a link). */
const WALK_PER_CHECK = 1024;

/**
 * A text node that may hold values, with its place in page order: the gap between links it
 * lies in, and its rank among the text found in that gap.
 */
export interface FoundText {
  node: Text;
  gap: number;
  rank: number;
  visited: boolean;
}

/** A number that sorts as page order: by gap, then rank, then `within` (0 ≤ within < 1). */
export function textOrder({ gap, rank }: FoundText, within = 0): number {
  return gap + 1 - 1 / (rank + 2 + within);
}

/**
 * A walk over consecutive gaps not searched yet: it started after the link before gap `gap`
 * and stops on reaching link `last` (the end of the tree when `last` is the final gap). `rank`
 * counts the text found in the current gap so far.
 */
interface GapWalk {
  walker: TreeWalker;
  gap: number;
  last: number;
  rank: number;
  found: FoundText[];
}

/** Elements (for shadow roots), and text when e-mail addresses or phone numbers are wanted. */
export function walkWhat(options: ScanOptions): number {
  const wantText = options.emails || options.phones;
  return NodeFilter.SHOW_ELEMENT | (wantText ? NodeFilter.SHOW_TEXT : 0);
}

/**
 * The text of one tree (the document's body, a shadow root), found gap by gap. Gap `g` lies
 * between link `g - 1` and link `g`; gap 0 before the first link, the last gap after the last.
 */
export class TextFinder {
  /** Text that may hold values, found so far, in page order. */
  text: FoundText[] = [];
  private searched: Uint8Array;
  private left: number;
  /** A walk that a slice's end interrupted; it resumes where it stood. */
  private walking: GapWalk | null = null;

  constructor(
    private readonly scope: Element | DocumentFragment,
    private readonly links: ArrayLike<Element>,
    private readonly options: ScanOptions,
    private readonly onShadowRoot: (root: ShadowRoot) => void,
  ) {
    this.searched = new Uint8Array(links.length + 1);
    this.left = links.length + 1;
  }

  /** Every gap has been walked. */
  get done(): boolean {
    return this.left === 0;
  }

  /**
   * Walks the gaps `from` to `to` not walked yet. False when `more()` stopped it first; the
   * walk resumes where it stood.
   */
  walk(from: number, to: number, more: () => boolean = () => true): boolean {
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
        for (let gap = walk.gap; gap <= walk.last; gap++) this.markSearched(gap);
        break;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        if (mayHoldValues((node as Text).data, this.options)) {
          walk.found.push({ node: node as Text, gap: walk.gap, rank: walk.rank++, visited: false });
        }
      } else if (node === this.links[walk.gap]) {
        // A link ends its gap: the next one starts.
        this.markSearched(walk.gap);
        if (walk.gap === walk.last) break;
        walk.gap++;
        walk.rank = 0;
      } else if ((node as Element).shadowRoot) {
        this.onShadowRoot((node as Element).shadowRoot!);
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
    while (gap <= to && this.searched[gap]) gap++;
    if (gap > to) return null;
    let last = gap;
    while (last < to && !this.searched[last + 1]) last++;
    const doc = this.scope.ownerDocument ?? (this.scope as unknown as Document);
    const walker = doc.createTreeWalker(this.scope, walkWhat(this.options));
    if (gap > 0) walker.currentNode = this.links[gap - 1]!;
    return { walker, gap, last, rank: 0, found: [] };
  }

  private markSearched(gap: number): void {
    if (this.searched[gap]) return;
    this.searched[gap] = 1;
    this.left--;
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
}
