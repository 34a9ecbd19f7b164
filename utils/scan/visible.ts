/** How far to step past hidden items (no box) when probing. */
const HIDDEN_STEPS = 16;

/** Boxes read while planning one round of reads (nothing is written meanwhile), by element. */
let boxes: Map<Element, DOMRect> | undefined;

/**
 * An element's box, read once while `samePlan` runs: a batch's cut into runs, its searches and
 * the screen's search probe many of the same items.
 */
export function boxOf(element: Element | null | undefined): DOMRect | undefined {
  if (!element) return undefined;
  let box = boxes?.get(element);
  if (!box) {
    box = element.getBoundingClientRect();
    boxes?.set(element, box);
  }
  return box;
}

/** Runs `plan` with each element's box read at most once (the layout cannot change in it). */
export function samePlan<T>(plan: () => T): T {
  boxes = new Map();
  try {
    return plan();
  } finally {
    boxes = undefined;
  }
}

/**
 * The items between `top` and `bottom` (viewport coordinates), from a list in page order:
 * [from, to) indices. A search over element boxes (a few `getBoundingClientRect` reads, not one
 * per item), so it assumes that page order is top-to-bottom order — true of ordinary flow; where
 * a layout reorders things, an item is read a little later or earlier, when scrolling brings its
 * neighbours near, never not at all (and "Check the whole page" reads everything).
 */
export function rangeWithin(
  count: number,
  elementAt: (index: number) => Element | null,
  top: number,
  bottom: number,
): [number, number] {
  // A list wholly below or above (most of a feed's added batches, once scrolled past): its ends
  // say so, two reads.
  const ends = [boxNear(0, count, elementAt), boxNear(count - 1, count, elementAt)] as const;
  let from = firstIndex(count, elementAt, ends, (rect) => rect.bottom - top, false);
  const to = firstIndex(count, elementAt, ends, (rect) => rect.top - bottom, true);
  // The search lands on the first of a run of hidden items; the range starts after them.
  for (let step = 0; step < HIDDEN_STEPS && from < to; step++) {
    if (hasBox(boxOf(elementAt(from)))) break;
    from++;
  }
  return [from, Math.max(from, to)];
}

/**
 * The first index whose box is past the line `past` measures from (`orAt`: or on it), assuming
 * the test flips once along the list. Items of a run are about evenly spaced on most pages, so a
 * probe goes where the boxes read so far put the line (a handful of reads on a 10 000-item list,
 * not fourteen); every other probe halves the interval instead, so an uneven list costs at most
 * twice a binary search's reads. On a list in order the answer is a binary search's: only the
 * probes differ. `first` and `last`: the list's first shown box and its last box, read already.
 */
function firstIndex(
  count: number,
  elementAt: (index: number) => Element | null,
  [first, last]: readonly [DOMRect | null, DOMRect | null],
  past: (rect: DOMRect) => number,
  orAt: boolean,
): number {
  // How far a box is past the line; NaN for none within reach (a hidden stretch), which counts
  // as past, as it did when halving alone.
  const distance = (rect: DOMRect | null) => (rect ? past(rect) : Number.NaN);
  const passes = (far: number) => !(far < 0) && (orAt || far !== 0);
  let low = 0;
  let high = count;
  // The nearest failing and passing boxes read, by how far past the line they are (NaN: not
  // known): the guess lies between them.
  let [belowAt, below, aboveAt, above] = [0, distance(first), count - 1, distance(last)];
  // The list's ends say it at once when the answer is an end (the top or the bottom of a page).
  if (first && passes(below)) return 0;
  if (!passes(above)) return count;
  for (let guess = true; low < high; guess = !guess) {
    const at = Math.floor(belowAt - (below / (above - below)) * (aboveAt - belowAt)) + 1;
    const middle =
      guess && above > below ? Math.min(high - 1, Math.max(low, at)) : (low + high) >>> 1;
    const gone = distance(boxNear(middle, high, elementAt));
    if (passes(gone)) [high, aboveAt, above] = [middle, middle, gone];
    else [low, belowAt, below] = [middle + 1, middle, gone];
  }
  return low;
}

/** The box at `index`, or the next item's when that one is hidden (display: none has none). */
function boxNear(
  index: number,
  limit: number,
  elementAt: (index: number) => Element | null,
): DOMRect | null {
  for (let i = index; i < Math.min(limit, index + HIDDEN_STEPS); i++) {
    const rect = boxOf(elementAt(i));
    if (hasBox(rect)) return rect;
  }
  return null;
}

/** Whether an item has a box at all (`display: none` and detached items have none). */
export function hasBox(rect: DOMRect | undefined): rect is DOMRect {
  return rect !== undefined && (rect.width > 0 || rect.height > 0);
}

/** The items on screen (a viewport `viewportHeight` tall): [from, to) indices. */
export function visibleRange(
  count: number,
  elementAt: (index: number) => Element | null,
  viewportHeight: number,
): [number, number] {
  return rangeWithin(count, elementAt, 0, viewportHeight);
}
