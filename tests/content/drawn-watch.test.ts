import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lookOf,
  noteHandedOver,
  REREAD_AT_MOST_MS,
  WATCH_EVERY_MS,
  watchDrawnCodes,
} from '@/utils/content/drawn-watch';
import { DRAWN_CODES, REDRAWN } from '@/utils/qr/drawn-codes';

let world: Record<string, unknown>;
let redrawn: Element[];
let stop: () => void;

function svg(id: string, content = '<path d="M0 0h1"/>'): Element {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<svg id="${id}" viewBox="0 0 33 33">${content}</svg>`,
  );
  return document.getElementById(id)!;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  redrawn = [];
  world = { [REDRAWN]: (element: Element) => redrawn.push(element) };
  stop = watchDrawnCodes(world, () => Date.now());
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('watching drawn codes for a redraw', () => {
  it('a picture changed after it was handed over is read again at the next look', () => {
    const code = svg('code');
    world[DRAWN_CODES] = [code];
    noteHandedOver(code);
    vi.advanceTimersByTime(WATCH_EVERY_MS * 3);
    expect(redrawn).toEqual([]);
    code.innerHTML = '<path d="M4 4.5h7m1 0h5"/>';
    vi.advanceTimersByTime(WATCH_EVERY_MS);
    expect(redrawn).toEqual([code]);
  });

  it('a page redrawing every frame: the first change at once, then 5, 10, 20 s… apart', () => {
    const code = svg('animated');
    world[DRAWN_CODES] = [code, code, code]; // read again, it is listed again: watched once
    noteHandedOver(code);
    let frame = 0;
    const painting = setInterval(() => {
      code.innerHTML = `<path d="M${frame++ % 20} 4.5h7"/>`;
    }, 16);
    vi.advanceTimersByTime(60_000);
    // Read again at about 1, 6, 16 and 36 s: four in the first minute.
    expect(redrawn).toHaveLength(4);
    vi.advanceTimersByTime(60 * 60_000);
    clearInterval(painting);
    // Then 76, 156 and 316 s, and every 5 minutes after: 18 in 61 minutes of every-frame paint.
    expect(redrawn).toHaveLength(4 + 3 + Math.floor((3_660_000 - 316_000) / REREAD_AT_MOST_MS));
  });

  it('nothing for a picture never handed over, one removed, or while the page is hidden', () => {
    const never = svg('never');
    const removed = svg('removed');
    const hidden = svg('hidden');
    world[DRAWN_CODES] = [never, removed, hidden];
    noteHandedOver(removed);
    noteHandedOver(hidden);
    removed.remove();
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    for (const element of [never, removed, hidden]) element.innerHTML = '<rect/>';
    vi.advanceTimersByTime(WATCH_EVERY_MS * 5);
    expect(redrawn).toEqual([]);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    vi.advanceTimersByTime(WATCH_EVERY_MS);
    expect(redrawn).toEqual([hidden]);
  });

  it("an SVG's look is its markup and box; a background picture's its address", () => {
    const code = svg('look');
    expect(lookOf(code)).toBe('0 0 33 33|<path d="M0 0h1"></path>');
    const tile = document.createElement('div');
    tile.style.backgroundImage = 'url("https://example.com/code.png")';
    document.body.append(tile);
    expect(lookOf(tile)).toContain('code.png');
  });
});
