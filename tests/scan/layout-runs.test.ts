import { describe, expect, it } from 'vitest';
import { LayoutRuns, type Span, sampleStride, screenWithin } from '@/utils/scan/layout-runs';
import { samePlan } from '@/utils/scan/visible';

/** Items with given tops (NaN: no box), 20 px tall, scrolled by `scrollY`; reads are counted. */
function items(tops: readonly number[]) {
  let reads = 0;
  let scrollY = 0;
  const list = tops.map((top) => ({
    getBoundingClientRect: () => {
      reads++;
      if (Number.isNaN(top)) return { top: 0, bottom: 0, width: 0, height: 0 } as DOMRect;
      return { top: top - scrollY, bottom: top - scrollY + 20, width: 100, height: 20 } as DOMRect;
    },
  }));
  const runs = new LayoutRuns(
    () => list.length,
    (i) => (list[i] as unknown as Element) ?? null,
  );
  return {
    runs,
    reads: () => reads,
    scrollTo: (y: number) => {
      scrollY = y;
    },
    /** Indices within [top, bottom) of the viewport, from the runs' spans. */
    near: (top: number, bottom: number): number[] =>
      runs
        .within(top, bottom, 400, 'layout')
        .flatMap(([from, to]: Span) => Array.from({ length: to - from }, (_, k) => from + k)),
  };
}

const column = (count: number, from: number, step = 20) =>
  Array.from({ length: count }, (_, i) => from + i * step);

/** What a page shows within [top, bottom) after scrolling, by the truth of its boxes. */
const truth = (tops: readonly number[], scrollY: number, top: number, bottom: number) =>
  tops.flatMap((t, i) => (t - scrollY + 20 > top && t - scrollY < bottom ? [i] : []));

describe('LayoutRuns', () => {
  it('a sidebar written first but drawn below the article (the LWN weekly edition)', () => {
    // 19 sidebar links drawn 2 744 px down, then 76 article links from the top of the page.
    const tops = [...column(19, 2_744, 44), ...column(76, 17, 60)];
    const page = items(tops);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 0, -800, 1_600));
    expect(page.near(-800, 1_600).length).toBeGreaterThan(20);
    page.scrollTo(2_600);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 2_600, -800, 1_600));
  });

  it('a header written last and positioned at the top', () => {
    const tops = [...column(200, 300), ...column(12, 10, 0)];
    const page = items(tops);
    expect(page.near(0, 800)).toEqual(truth(tops, 0, 0, 800));
  });

  it('two panes side by side (a mail list, then the message), both from the top', () => {
    const tops = [...column(300, 60, 40), ...column(80, 60, 22)];
    const page = items(tops);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 0, -800, 1_600));
  });

  it('columns of a front page, each written after the other', () => {
    const tops = [...column(50, 100, 90), ...column(50, 100, 90), ...column(50, 100, 90)];
    const page = items(tops);
    page.scrollTo(3_000);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 3_000, -800, 1_600));
  });

  it('steps over a closed menu of 40 links that have no box', () => {
    const tops = [...column(30, 0), ...Array(40).fill(Number.NaN), ...column(60, 600)];
    const page = items(tops);
    page.scrollTo(1_000);
    expect(page.near(0, 800)).toEqual(truth(tops, 1_000, 0, 800));
  });

  it('a long page in order costs a sample of boxes, not one per item', () => {
    const tops = column(10_000, 0);
    const page = items(tops);
    page.scrollTo(100_000);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 100_000, -800, 1_600));
    expect(page.reads()).toBeLessThan(200);
    // Scrolling keeps the runs: only the searches read boxes again.
    const before = page.reads();
    page.scrollTo(150_000);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 150_000, -800, 1_600));
    expect(page.reads() - before).toBeLessThan(40);
  });

  it("a feed's batch of 100 links in order is cut from about 16 reads, not one per link", () => {
    const page = items(column(100, 0));
    expect(page.near(0, 800)).toEqual(truth(column(100, 0), 0, 0, 800));
    // 16 samples, then the binary search of the one run.
    expect(page.reads()).toBeLessThan(40);
  });

  it("a plan reads each box once: a feed's batch is cut, searched for the band and the screen", () => {
    const plan = () => {
      const reads = new Map<number, number>();
      const list = column(100, 0).map((top, i) => ({
        getBoundingClientRect: () => {
          reads.set(i, (reads.get(i) ?? 0) + 1);
          return { top, bottom: top + 20, width: 100, height: 20 } as DOMRect;
        },
      }));
      const elementAt = (i: number) => (list[i] as unknown as Element) ?? null;
      const runs = new LayoutRuns(() => list.length, elementAt);
      const band = { top: -800, bottom: 1_600, screenBottom: 800, stamp: '' };
      const screens = runs
        .within(band.top, band.bottom, 400, band.stamp)
        .map((near) => screenWithin(near, elementAt, band));
      return { screens, reads: [...reads.values()] };
    };
    const alone = plan();
    const planned = samePlan(plan);
    expect(planned.screens).toEqual([[0, 40]]);
    expect(planned.screens).toEqual(alone.screens);
    // The sample's ends and the searches' probes are shared: 25 boxes read once each, where
    // reading every probe afresh takes 32.
    expect(Math.max(...planned.reads)).toBe(1);
    expect(planned.reads.length).toBe(25);
    expect(alone.reads.reduce((sum, n) => sum + n, 0)).toBe(32);
  });

  it('every hidden stretch a search could not step past holds a sample, up to 2 048 items', () => {
    for (const count of [40, 100, 500, 2_000]) {
      expect(sampleStride(count)).toBeLessThanOrEqual(16);
      // 17 hidden links (a closed menu) anywhere in an ordered list: found, and stepped over.
      for (const at of [1, Math.floor(count / 3), count - 40]) {
        const tops = [
          ...column(at, 0),
          ...Array(17).fill(Number.NaN),
          ...column(count - at, at * 20 + 5),
        ];
        const page = items(tops);
        page.scrollTo(at * 20 - 200);
        expect(page.near(0, 800)).toEqual(truth(tops, at * 20 - 200, 0, 800));
      }
    }
    expect(sampleStride(10_000)).toBe(79);
  });

  it('a block drawn elsewhere inside a long page is found where it is drawn', () => {
    // 5 000 links in order, with 200 of them (a carousel, a "most read" box) drawn at the top.
    const tops = [...column(2_500, 1_000), ...column(200, 0, 2), ...column(2_300, 51_000)];
    const page = items(tops);
    expect(page.near(0, 800)).toEqual(truth(tops, 0, 0, 800));
  });

  it('cuts the runs again for another layout, and only then', () => {
    const page = items(column(100, 0));
    const { runs } = page;
    runs.within(0, 800, 400, 'a');
    const afterFirst = page.reads();
    runs.within(0, 800, 400, 'a');
    expect(page.reads() - afterFirst).toBeLessThan(20);
    // Another layout: a list that was one run is confirmed with a few reads spread over it.
    runs.within(0, 800, 400, 'b');
    expect(page.reads() - afterFirst).toBeGreaterThanOrEqual(16);
  });

  it('a one-run list scrolled past is not confirmed again while the page changes elsewhere', () => {
    const tops = column(100, 0);
    const page = items(tops);
    const { runs } = page;
    runs.within(0, 800, 400, 'a');
    page.scrollTo(5_000);
    const before = page.reads();
    // Another layout (a feed grew below), the list wholly above the band: its two ends only.
    expect(runs.within(-800, 1_600, 400, 'b')).toEqual([[100, 100]]);
    expect(page.reads() - before).toBe(2);
    // Back near: confirmed (16 reads spread over it) and searched.
    page.scrollTo(500);
    expect(page.near(-800, 1_600)).toEqual(truth(tops, 500, -800, 1_600));
    expect(page.reads() - before).toBeGreaterThan(2 + 16);
  });

  it('a list of several runs is cut whole again for another layout', () => {
    const tops = [...column(100, 2_000), ...column(100, 0)];
    const page = items(tops);
    const { runs } = page;
    runs.within(0, 800, 400, 'a');
    const afterFirst = page.reads();
    const cut = runs.within(0, 800, 400, 'b');
    expect(page.reads() - afterFirst).toBeGreaterThan(20);
    // A span per run.
    expect(cut).toHaveLength(2);
  });

  it('a list that keeps growing is cut again at most every 500 ms; what is added joins the last run', () => {
    const tops = column(100, 0);
    let reads = 0;
    const list = tops.map((top) => ({
      getBoundingClientRect: () => {
        reads++;
        return { top, bottom: top + 20, width: 100, height: 20 } as DOMRect;
      },
    }));
    let clock = 0;
    const runs = new LayoutRuns(
      () => list.length,
      (i) => (list[i] as unknown as Element) ?? null,
      500,
      () => clock,
    );
    runs.within(0, 800, 400, 'h0');
    // A feed adds 10 items every 100 ms: 4 reads within 500 ms keep the runs, fitted (the
    // search's few reads each; cutting reads at least one sample per stride, 16 here).
    for (let round = 1; round <= 4; round++) {
      clock += 100;
      for (let i = 0; i < 10; i++) {
        const top = list.length * 20;
        list.push({
          getBoundingClientRect: () => {
            reads++;
            return { top, bottom: top + 20, width: 100, height: 20 } as DOMRect;
          },
        });
      }
      const before = reads;
      const spans = runs.within(0, 1_000_000, 400, `h${round}`);
      expect(spans.at(-1)?.[1]).toBe(list.length);
      expect(reads - before).toBeLessThan(8);
    }
    clock += 100;
    const beforeCut = reads;
    runs.within(0, 2_000, 400, 'h5');
    expect(reads - beforeCut).toBeGreaterThanOrEqual(16 + 2);
  });

  it('an empty list (added content without text to read) costs no box read and no clock', () => {
    let ticks = 0;
    const runs = new LayoutRuns(
      () => 0,
      () => null,
      500,
      () => ticks++,
    );
    // A feed changes the layout at every read.
    for (let read = 0; read < 5; read++) expect(runs.within(0, 800, 400, `h${read}`)).toEqual([]);
    expect(ticks).toBe(0);
  });
});
