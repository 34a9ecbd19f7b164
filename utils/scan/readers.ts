import type { AddedContent } from './added-content';
import type { Band } from './band';
import type { TreeReader } from './tree-reader';
import { samePlan } from './visible';

/**
 * Flow: **what is near** (bookkeeping) — the readers of one page: the document, each open shadow
 * root and each batch of added content, oldest first. A feed adds readers all the time, so
 * they are bounded: finished ones are let go, and too many are gathered into one.
 */

/**
 * Readers kept at most. A feed scrolled past quickly leaves small readers with items never near
 * (or not answered yet); past this many, one reader takes over what they still want. The
 * document is not listed again: on a long page that cost more than the feed's own reading.
 */
const MAX_READERS = 16;

export class Readers {
  private list: TreeReader[] = [];
  private made = 0;
  /** Items of readers let go once finished (counted still: the popup's "N of M links"). */
  private linksOfFinished = 0;
  /**
   * The reader the last collapse made, what it was given to carry, and how much it may carry
   * before it is sifted again (see `collapse`).
   */
  private carrier: { reader: TreeReader; given: AddedContent; limit: number } | null = null;

  /**
   * `make` builds reader number `id` (ids are never reused: they order items across readers), of
   * `roots` or of content listed already; `answered`: whether a node's values have their answers.
   */
  constructor(
    private readonly make: (roots: Node[], id: number, given?: AddedContent) => TreeReader,
    private readonly answered: (node: Node) => boolean,
  ) {}

  /** Items in every subtree queued so far (read or not). */
  get linkCount(): number {
    let count = this.linksOfFinished;
    for (const reader of this.list) count += reader.links.length;
    return count;
  }

  add(roots: Node[]): void {
    if (this.list.length >= MAX_READERS) this.collapse();
    this.list.push(this.make(roots, this.made++));
  }

  /**
   * Reads what lies within `band` in every subtree. Every reader's boxes are read before anything
   * is marked: one layout serves all. Reading may find open shadow roots: their readers are
   * planned and read in the next round.
   */
  readNear(band: Band): void {
    const done = new Set<TreeReader>();
    for (let round = [...this.list]; round.length > 0; ) {
      const plans = samePlan(() => round.map((reader) => reader.planBand(band)));
      round.forEach((reader, i) => {
        reader.readPlanned(plans[i]!);
        done.add(reader);
      });
      round = this.list.filter((reader) => !done.has(reader));
    }
  }

  /** Reads what is not read yet until `more()` says the slice is used up; true while work remains. */
  readRest(more: () => boolean): boolean {
    // for…of over the live list: reading may queue readers of shadow roots, read in this turn.
    for (const reader of this.list) {
      if (reader.readRest(more)) return true;
    }
    return false;
  }

  /**
   * Readers of added content that have read all of it, and whose values all have their answers,
   * are let go: a feed that adds a card at a time near the viewport keeps few.
   */
  letFinishedGo(): void {
    const open: TreeReader[] = [];
    for (const reader of this.list) {
      if (!reader.isWholeTree && reader.finished && reader.everyNode(this.answered)) {
        this.linksOfFinished += reader.links.length;
        if (reader === this.carrier?.reader) this.carrier = null;
      } else {
        open.push(reader);
      }
    }
    this.list = open;
  }

  /**
   * Too many small readers (a long-lived feed): one takes over their items and text not read or
   * not answered yet, in their order; the rest is done and counted so. Readers of whole trees
   * (the document, shadow roots) stay as they are. What the last collapse carried is passed on
   * as it is, and sifted again only once it has doubled: a feed raced past carries most of
   * every batch, and sifting it all at every collapse (a box-free but per-item test of the page
   * and the answers) grew with everything the feed had ever added.
   */
  private collapse(): void {
    const gathered = this.list;
    const carrier = this.carrier;
    // A new list first: listing a reader for its leftovers may queue readers of shadow roots.
    this.list = gathered.filter((reader) => reader.isWholeTree);
    const more = this.leftoversOf(
      gathered.filter((reader) => !reader.isWholeTree && reader !== carrier?.reader),
    );
    // Passed on unsifted (what it had read is found read again, its answers kept) until doubled.
    const unsifted = carrier && sizeOf(carrier.given) + sizeOf(more) <= carrier.limit;
    const carried = !carrier
      ? more
      : join(unsifted ? carrier.given : this.leftoversOf([carrier.reader]), more);
    const reader = this.make([], this.made++, carried);
    this.list.push(reader);
    const limit = unsifted ? carrier.limit : 2 * sizeOf(carried);
    this.carrier = { reader, given: carried, limit };
  }

  /** What `readers` still want (see `TreeReader.leftovers`), joined; the rest counted done. */
  private leftoversOf(readers: readonly TreeReader[]): AddedContent {
    const items: Element[][] = [];
    const text: Text[][] = [];
    for (const reader of readers) {
      const [itemsLeft, textLeft] = reader.leftovers(this.answered);
      this.linksOfFinished += reader.links.length - itemsLeft.length;
      items.push(itemsLeft);
      text.push(textLeft);
    }
    // Joined once, not reader by reader (the carried list was copied again for each), and
    // never spread into a call (a flood's leftovers may be more than a call takes arguments).
    return { items: items.flat(), text: text.flat(), editables: [] };
  }
}

/** Two lists of added content, one after the other (concatenated: never spread into a call). */
function join(first: AddedContent, then: AddedContent): AddedContent {
  return {
    items: first.items.concat(then.items),
    text: first.text.concat(then.text),
    editables: [],
  };
}

function sizeOf(content: AddedContent): number {
  return content.items.length + content.text.length;
}
