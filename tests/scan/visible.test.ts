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
