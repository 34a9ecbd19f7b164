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
 * [from, to) indices. A binary search over element boxes (a few dozen `getBoundingClientRect`
 * reads, not one per item), so it assumes that page order is top-to-bottom order — true of
 * ordinary flow; where a layout reorders things, an item is read a little later or earlier,
 * when scrolling brings its neighbours near, never not at all (and "Check the whole page"
 * reads everything).
 */
export function rangeWithin(
  count: number,
  elementAt: (index: number) => Element | null,
  top: number,
  bottom: number,
): [number, number] {
  // A list wholly below or above (most of a feed's added batches, once scrolled past): two reads.
  const first = boxNear(0, count, elementAt);
  if (first && first.top >= bottom) return [0, 0];
  const last = boxOf(elementAt(count - 1));
  if (hasBox(last) && last.bottom <= top) return [count, count];
  let from = firstIndex(count, (rect) => rect.bottom > top, elementAt);
  const to = firstIndex(count, (rect) => rect.top >= bottom, elementAt);
  // The search lands on the first of a run of hidden items; the range starts after them.
  for (let step = 0; step < HIDDEN_STEPS && from < to; step++) {
    if (hasBox(boxOf(elementAt(from)))) break;
    from++;
  }
  return [from, Math.max(from, to)];
}

/** The first index whose box passes `test`, assuming the test flips once along the list. */
function firstIndex(
  count: number,
  test: (rect: DOMRect) => boolean,
  elementAt: (index: number) => Element | null,
): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const rect = boxNear(middle, high, elementAt);
    if (!rect || test(rect)) high = middle;
    else low = middle + 1;
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
