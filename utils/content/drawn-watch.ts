import { DRAWN_CODES, REDRAWN } from '../qr/drawn-codes';

/** How often the drawn pictures asked about are looked at for a change. */
export const WATCH_EVERY_MS = 1_000;
/**
 * After its first redraw a picture is read again no sooner than this, and each time after that
 * twice as long as the time before, up to REREAD_AT_MOST_MS: a code that refreshes is followed,
 * a chart or an animation redrawn every frame costs a handful of reads, not one a second.
 */
export const REREAD_AFTER_MS = 5_000;
export const REREAD_AT_MOST_MS = 5 * 60_000;
/** At most this many pictures are watched, the first asked about (a page of charts is bounded). */
const MAX_WATCHED = 100;
/** A canvas is compared as this many pixels a side: a repaint changes them, an unchanged one not. */
const SAMPLE_SIDE = 16;

/** What a picture looked like when it was last handed over for reading. */
const handed = new WeakMap<Element, string | null>();
/** When a picture was last sent to be read again, and how long until it may be again. */
const rereads = new WeakMap<Element, { at: number; wait: number }>();

type World = Record<string, unknown>;

/**
 * Notes what a drawn picture looks like as it is handed over for reading (drawn-pictures.ts):
 * the watch compares with this, so a repaint after the read is seen however soon it came.
 * Returns the look (a blank canvas's is null), so it is taken once.
 */
export function noteHandedOver(element: Element): string | null {
  const look = lookOf(element);
  handed.set(element, look);
  return look;
}

/**
 * Watches the pictures a page drew that Linkwise asked about (`DRAWN_CODES`): one painted,
 * redrawn or replaced since it was read — a canvas painted once its image loads, a payment code
 * that refreshes, an SVG whose content is swapped — is handed to the content script to be read
 * again (`REDRAWN`) — the first change at once, the next ones further and further apart (5 s,
 * 10 s, 20 s… up to 5 minutes), so a page redrawing every frame costs 4 reads in its first
 * minute and one every 5 minutes in the end, not sixty a second. A blank picture is no change. Runs only
 * while the page is shown; reads nothing from a picture but a 16-pixel thumbnail or its markup.
 */
export function watchDrawnCodes(world: World = globalThis as World, now = Date.now): () => void {
  const look = () => {
    if (document.hidden) return;
    const drawn = (world[DRAWN_CODES] as Element[] | undefined) ?? [];
    for (const element of new Set(drawn.slice(0, MAX_WATCHED * 4))) {
      // Only what was handed over (its look then is known), and each at its own pace.
      if (!handed.has(element) || !element.isConnected) continue;
      const last = rereads.get(element);
      if (last && now() - last.at < last.wait) continue;
      const current = lookOf(element);
      if (current === null || current === handed.get(element)) continue;
      handed.set(element, current);
      const wait = last ? Math.min(last.wait * 2, REREAD_AT_MOST_MS) : REREAD_AFTER_MS;
      rereads.set(element, { at: now(), wait });
      (world[REDRAWN] as ((element: Element) => void) | undefined)?.(element);
    }
  };
  const timer = setInterval(look, WATCH_EVERY_MS);
  return () => clearInterval(timer);
}

let sample: CanvasRenderingContext2D | null | undefined;

/**
 * A picture's look, to compare: a canvas's 16-pixel thumbnail (null when blank: one colour
 * throughout), an SVG's markup, an element's background image. A canvas that drew another
 * site's image cannot be read (tainted): it keeps one look.
 */
export function lookOf(element: Element): string | null {
  if (element instanceof HTMLCanvasElement) return canvasLook(element);
  if (element.localName === 'svg') return `${element.getAttribute('viewBox')}|${element.innerHTML}`;
  return getComputedStyle(element).backgroundImage;
}

function canvasLook(canvas: HTMLCanvasElement): string | null {
  if (sample === undefined) {
    const thumbnail = document.createElement('canvas');
    thumbnail.width = thumbnail.height = SAMPLE_SIDE;
    sample = thumbnail.getContext('2d', { willReadFrequently: true });
  }
  if (!sample || canvas.width === 0 || canvas.height === 0) return null;
  try {
    sample.clearRect(0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
    sample.drawImage(canvas, 0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
    const pixels = new Uint32Array(sample.getImageData(0, 0, SAMPLE_SIDE, SAMPLE_SIDE).data.buffer);
    if (pixels.every((pixel) => pixel === pixels[0])) return null;
    return String.fromCharCode(...new Uint16Array(pixels.buffer));
  } catch {
    return 'unreadable';
  }
}
