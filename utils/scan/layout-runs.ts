import type { Band } from './band';
import { boxOf, hasBox, rangeWithin } from './visible';

/**
 * Flow: **what is near** — where an ordered list of items (a subtree's links, or its text that
 * may hold values) lies on screen, without one box read per item.
 *
 * Page order is screen order only within runs: a sidebar written before the article but drawn
 * below it (a table layout, `order`, a grid area), a header written last and positioned at the
 * top, two panes side by side (a mail list and the message), columns of a front page. A binary
 * search over the whole list assumes one run and, on such a page, finds nothing near at all
 * (the LWN weekly edition: 19 sidebar links drawn 2 700 px down, then the article from the top:
 * 0 lookups). So the list is first cut into runs — stretches whose tops follow page order —
 * from a bounded number of box reads, and each run is searched on its own.
 */

/** A page that keeps changing has its runs cut again at most this often (see LayoutRuns). */
export const RECUT_AT_MOST_EVERY_MS = 500;

/** [from, to) indices of an ordered list. */
export type Span = [number, number];

/**
 * A stretch of at least this many items without a box (a closed menu, a hidden template) is
 * no run: the binary search steps past at most this many hidden items (visible.ts).
 */
const HIDDEN_STRETCH = 16;
/** Box reads when cutting a long list into runs, at most (plus where samples disagree). */
const SAMPLE_BUDGET = 128;
/** Box reads when cutting a short one (a feed's batch of 100 links): one per stretch. */
const SHORT_LIST_SAMPLES = 16;

/**
 * How many items apart the samples are. Up to 2 048 items no farther apart than a hidden
 * stretch, so every hidden stretch the search could not step past holds a sample; a longer
 * list spreads `SAMPLE_BUDGET` reads. What a stride can miss is a stretch out of page order
 * shorter than the stride itself, lying wholly between two samples that agree.
 */
export function sampleStride(count: number): number {
  const short = Math.min(Math.ceil(count / SHORT_LIST_SAMPLES), HIDDEN_STRETCH);
  return Math.max(1, short, Math.ceil(count / SAMPLE_BUDGET));
}

interface Run {
  start: number;
  end: number;
}

/** The top of an item's box, or NaN when it has none (`display: none`, detached). */
function topOf(element: Element | null): number {
  const box = boxOf(element);
  return hasBox(box) ? box.top : Number.NaN;
}

/**
 * Reads tops at a stride (`sampleStride`) and, where two neighbouring
 * samples disagree with page order (a drop, or a change between shown and hidden), every item
 * between them: cuts fall on exact items, and an ordered stretch costs one read per stride.
 */
function sampleTops(
  count: number,
  elementAt: (index: number) => Element | null,
  tolerance: number,
): Array<[number, number]> {
  const stride = sampleStride(count);
  const read: Array<[number, number]> = [[0, topOf(elementAt(0))]];
  for (let at = stride; read.at(-1)![0] < count - 1; at += stride) {
    const index = Math.min(at, count - 1);
    const top = topOf(elementAt(index));
    const [before, beforeTop] = read.at(-1)!;
    const disagree = Number.isNaN(top) !== Number.isNaN(beforeTop) || top < beforeTop - tolerance;
    if (stride > 1 && disagree) {
      for (let i = before + 1; i < index; i++) read.push([i, topOf(elementAt(i))]);
    }
    read.push([index, top]);
  }
  return read;
}

/**
 * Cuts the list into runs: a new run starts where a top falls more than `tolerance` above the
 * highest top of the current run, or after a hidden stretch. Items before the first shown one
 * and hidden stretches belong to no run (nothing near can be among them).
 */
function cutRuns(tops: ReadonlyArray<[number, number]>, count: number, tolerance: number): Run[] {
  const runs: Run[] = [];
  let start = -1;
  let highest = Number.NEGATIVE_INFINITY;
  let hiddenFrom = -1;
  for (const [index, top] of tops) {
    if (Number.isNaN(top)) {
      if (hiddenFrom === -1) hiddenFrom = index;
      continue;
    }
    const afterHidden = hiddenFrom !== -1 && index - hiddenFrom >= HIDDEN_STRETCH;
    if (start === -1) start = index;
    else if (afterHidden || top < highest - tolerance) {
      runs.push({ start, end: afterHidden ? hiddenFrom : index });
      start = index;
      highest = Number.NEGATIVE_INFINITY;
    }
    highest = Math.max(highest, top);
    hiddenFrom = -1;
  }
  if (start !== -1) {
    const hiddenTail = hiddenFrom !== -1 && count - hiddenFrom >= HIDDEN_STRETCH;
    runs.push({ start, end: hiddenTail ? hiddenFrom : count });
  }
  return runs;
}

/** Box reads that confirm a list that was one run still is (most pages, cut again). */
const CONFIRM_READS = 16;

/** Whether `CONFIRM_READS` items spread over the list are all shown, in page order. */
function inOrder(
  count: number,
  elementAt: (index: number) => Element | null,
  tolerance: number,
): boolean {
  let previous = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < CONFIRM_READS; k++) {
    const top = topOf(elementAt(Math.floor((k * (count - 1)) / (CONFIRM_READS - 1))));
    if (Number.isNaN(top) || top < previous - tolerance) return false;
    previous = Math.max(previous, top);
  }
  return true;
}

/** Whether the first and the last item both lie wholly above `top`, or both below `bottom`. */
function whollyBeyond(
  count: number,
  elementAt: (index: number) => Element | null,
  top: number,
  bottom: number,
): boolean {
  const first = boxOf(elementAt(0));
  const last = boxOf(elementAt(count - 1));
  if (!hasBox(first) || !hasBox(last)) return false;
  return (first.bottom <= top && last.bottom <= top) || (first.top >= bottom && last.top >= bottom);
}

/** Runs cut for `before` items, fitted to `after`: cut at the end, or the last run grown. */
function fitted(runs: readonly Run[], before: number, after: number): Run[] {
  const kept = runs
    .filter((run) => run.start < after)
    .map((run) => ({ start: run.start, end: Math.min(run.end, after) }));
  const last = kept.at(-1);
  if (last && after > before && last.end === before) last.end = after;
  return kept;
}

/**
 * The runs of one ordered list, cut once and again only when the layout may have changed
 * (another length, width, document height, or a pane scrolled on its own: the caller's stamp).
 * Scrolling the page moves every run alike, so it keeps them.
 */
export class LayoutRuns {
  private runs: Run[] = [];
  private cutFor = '';
  private cutAt = Number.NEGATIVE_INFINITY;
  private cutCount = 0;

  /**
   * `minRecutMs`: a page that changes all the time (a feed adding links every 100 ms) would be
   * cut again on every read, each cut a hundred box reads on a layout the page just dirtied;
   * within this long of the last cut the runs are kept, fitted to the new length (what was
   * added at the end joins the last run), and cut again at the first read after it.
   */
  constructor(
    private readonly count: () => number,
    private readonly elementAt: (index: number) => Element | null,
    private readonly minRecutMs = 0,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * For every run, the items whose boxes lie within [top, bottom): a span per run, empty where
   * the run has nothing there (then it stands at the run's place for that stretch of screen:
   * what lies in page order between its neighbours, such as text without links).
   * `tolerance` is how far a run may stray from page order (a fraction of the band's margin);
   * `stamp` names the layout the runs were cut for.
   */
  within(top: number, bottom: number, tolerance: number, stamp: string): Span[] {
    const count = this.count();
    // Most lists of added content hold no text that may name a value: nothing to cut or search
    // (and no clock to read, at every reader's every read of a feed).
    if (count === 0) return [];
    const key = `${count} ${tolerance} ${stamp}`;
    const now = key === this.cutFor ? 0 : this.now();
    if (key !== this.cutFor && !(this.runs.length > 0 && now - this.cutAt < this.minRecutMs)) {
      const stillOneRun = this.runs.length === 1 && this.runs[0]!.start === 0;
      if (
        stillOneRun &&
        count === this.cutCount &&
        whollyBeyond(count, this.elementAt, top, bottom)
      ) {
        // A list that was one run, its length unchanged and both ends beyond the same edge of
        // the band (a feed's earlier batch, scrolled past): nothing of it is near, and the
        // page changing elsewhere is no reason to read it again. It is confirmed when it nears.
        return [[count, count]];
      }
      this.cutFor = key;
      this.cutAt = now;
      this.cutCount = count;
      this.runs =
        stillOneRun && inOrder(count, this.elementAt, tolerance)
          ? [{ start: 0, end: count }]
          : cutRuns(sampleTops(count, this.elementAt, tolerance), count, tolerance);
    } else if (count !== this.cutCount) {
      // Cut within `minRecutMs`, or back at the length of the last cut after a fitted read.
      this.runs = fitted(this.runs, this.cutCount, count);
      this.cutCount = count;
    }
    return this.runs.map(({ start, end }) => {
      const [from, to] = rangeWithin(end - start, (i) => this.elementAt(start + i), top, bottom);
      return [start + from, start + to];
    });
  }
}

/** What of a near span is on screen: the screen lies within the band. */
export function screenWithin(
  [from, to]: Span,
  elementAt: (index: number) => Element | null,
  band: Band,
): Span {
  if (from >= to) return [from, from];
  const [start, end] = rangeWithin(to - from, (i) => elementAt(from + i), 0, band.screenBottom);
  return [from + start, from + end];
}
