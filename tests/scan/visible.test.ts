import { describe, expect, it } from 'vitest';
import { visibleRange } from '@/utils/scan/visible';

/** Items 20 px tall stacked top to bottom, scrolled by `scrollY`; `hidden` ones have no box. */
function column(count: number, scrollY: number, hidden: ReadonlySet<number> = new Set()) {
  let reads = 0;
  const items = Array.from({ length: count }, (_, i) => ({
    getBoundingClientRect: () => {
      reads++;
      const top = hidden.has(i) ? 0 : i * 20 - scrollY;
      const height = hidden.has(i) ? 0 : 20;
      return { top, bottom: top + height, width: hidden.has(i) ? 0 : 100, height } as DOMRect;
    },
  }));
  return { at: (i: number) => items[i] as unknown as Element, reads: () => reads };
}

describe('visibleRange', () => {
  it('finds the items on screen with a few box reads, not one per item', () => {
    const { at, reads } = column(10_000, 20 * 5_000);
    expect(visibleRange(10_000, at, 600)).toEqual([5_000, 5_030]);
    expect(reads()).toBeLessThan(40);
  });

  it('handles the top and the bottom of the page', () => {
    expect(visibleRange(100, column(100, 0).at, 600)).toEqual([0, 30]);
    expect(visibleRange(100, column(100, 1_900).at, 600)).toEqual([95, 100]);
    expect(visibleRange(0, column(0, 0).at, 600)).toEqual([0, 0]);
  });

  it('steps past hidden items instead of reading them as the top of the page', () => {
    const hidden = new Set([40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(visibleRange(100, column(100, 20 * 45, hidden).at, 600)).toEqual([51, 75]);
  });
});

/** Items of the given heights (0: hidden) stacked top to bottom, scrolled by `scrollY`. */
function stack(heights: readonly number[], scrollY: number) {
  let reads = 0;
  const tops: number[] = [];
  let y = 0;
  for (const height of heights) {
    tops.push(y);
    y += height;
  }
  const boxAt = (i: number) => {
    const top = tops[i]! - scrollY;
    const height = heights[i]!;
    return { top, bottom: top + height, width: height > 0 ? 100 : 0, height } as DOMRect;
  };
  const items = heights.map((_, i) => ({
    getBoundingClientRect: () => {
      reads++;
      return boxAt(i);
    },
  }));
  return { at: (i: number) => items[i] as unknown as Element, reads: () => reads, boxAt };
}

/**
 * The same range, one box at a time: the first item whose box (or, hidden, the next shown one's)
 * reaches below the top of the screen, past any hidden items, to the first one below its bottom.
 */
function rangeByEveryBox(count: number, boxAt: (i: number) => DOMRect, height: number) {
  const near = (i: number) => {
    for (let j = i; j < Math.min(count, i + 16); j++) if (boxAt(j).height > 0) return boxAt(j);
    return null;
  };
  const firstWhere = (test: (box: DOMRect) => boolean) => {
    let i = 0;
    while (i < count && near(i) && !test(near(i)!)) i++;
    return i;
  };
  let from = firstWhere((box) => box.bottom > 0);
  const to = firstWhere((box) => box.top >= height);
  while (from < to && boxAt(from).height === 0) from++;
  return [from, Math.max(from, to)];
}

describe('visibleRange on lists that are not evenly spaced', () => {
  it('guesses where the screen lies on an evenly spaced list: a few reads, not fourteen a side', () => {
    for (const scrollY of [0, 12_345, 20 * 5_000, 20 * 9_950]) {
      const page = stack(Array(10_000).fill(20), scrollY);
      const range = visibleRange(10_000, page.at, 600);
      expect(range).toEqual(rangeByEveryBox(10_000, page.boxAt, 600));
      expect(page.reads()).toBeLessThanOrEqual(12);
    }
  });

  it('finds the same items on uneven lists, in at most twice the reads of halving alone', () => {
    // Heights that grow, shrink, jump (a long article among short comments) and vanish (hidden).
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const shapes = [
      Array.from({ length: 2_000 }, (_, i) => 1 + i),
      Array.from({ length: 2_000 }, (_, i) => 2_001 - i),
      Array.from({ length: 3_000 }, (_, i) => (i % 500 === 0 ? 20_000 : 18)),
      Array.from({ length: 3_000 }, () => (random() < 0.2 ? 0 : Math.ceil(random() * 300))),
    ];
    for (const heights of shapes) {
      const total = heights.reduce((sum, height) => sum + height, 0);
      for (let k = 0; k < 40; k++) {
        const page = stack(heights, Math.floor(random() * total));
        const range = visibleRange(heights.length, page.at, 600);
        expect(range).toEqual(rangeByEveryBox(heights.length, page.boxAt, 600));
        // Halving alone: two searches of ⌈log2 n⌉ probes, each past up to 16 hidden items.
        const halving = 2 * Math.ceil(Math.log2(heights.length)) * 17;
        expect(page.reads()).toBeLessThanOrEqual(2 * halving + 2 * 17);
      }
    }
  });
});
