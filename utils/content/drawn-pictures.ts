import type { DrawnCodeMessage } from '../page-messages';
import { DRAWN_CODES } from '../qr/drawn-codes';
import { browser } from './browser';
import { lookOf, noteHandedOver } from './drawn-watch';
import { isTabMessage } from './send';

/** Pictures larger than this (a data address's characters) are not handed over. */
const MAX_IMAGE_CHARS = 8_000_000;
/** An SVG is drawn at least this large for the decoder (a 100 px code is 3 px a cell). */
const SVG_MIN_SIDE = 400;

/**
 * Hands the background the picture of a code the page drew itself (kinds.ts asks about it as
 * `qr:#n`): a canvas's pixels, an inline SVG as a standalone SVG image, or the address of an
 * element's own background image. It runs in `drawn-pictures.js`, which the background injects
 * into the frame's isolated world when it first needs a picture (a few kB, not the page UI).
 * Only the background asks (this extension's messages only), and the answer goes to it alone;
 * nothing is written into the page.
 */
export function answerDrawnCodes(): void {
  browser.runtime.onMessage.addListener(
    (message: unknown, sender: { id?: string }, reply: (image: string | null) => void) => {
      if (sender.id !== browser.runtime.id) return;
      if (!isTabMessage<DrawnCodeMessage>(message, 'linkwise:drawn-code')) return;
      const drawn = (globalThis as unknown as Record<string, Element[] | undefined>)[DRAWN_CODES];
      const element = drawn?.[message.index];
      const look = element && noteHandedOver(element);
      const image = element?.isConnected ? pictureOf(element, look) : null;
      reply(image && image.length <= MAX_IMAGE_CHARS ? image : null);
    },
  );
}

/**
 * The picture an element shows, as an address the decoder reads; null when it has none. `look`:
 * its look already taken (drawn-watch.ts), so a canvas is not sampled twice.
 */
export function pictureOf(element: Element, look?: string | null): string | null {
  if (element instanceof HTMLCanvasElement) {
    // A blank canvas holds no code: nothing to read until it is painted (drawn-watch.ts).
    if ((look === undefined ? lookOf(element) : look) === null) return null;
    try {
      return element.toDataURL('image/png');
    } catch {
      // A canvas that drew another site's image is not readable (tainted): the tab scan reads it.
      return null;
    }
  }
  if (element.localName === 'svg') return svgPicture(element);
  return backgroundPicture(getComputedStyle(element).backgroundImage);
}

/**
 * The first image of a computed `background-image` (absolute addresses, as computed), when it is
 * on the web or an image's data; gradients and anything else are no picture.
 */
export function backgroundPicture(computed: string): string | null {
  const address = /url\(["']?([^"')]+)["']?\)/.exec(computed)?.[1];
  return address && /^(https?:|data:image\/)/.test(address) ? address : null;
}

/**
 * An inline SVG as an image of its own: a copy, sized as it is shown (at least SVG_MIN_SIDE),
 * serialised. Drawn as an image, an SVG loads nothing from anywhere and runs no script.
 */
function svgPicture(svg: Element): string | null {
  const { width, height } = svg.getBoundingClientRect();
  // Hidden since it was asked about: no code shown.
  if (width <= 0 || height <= 0) return null;
  const copy = svg.cloneNode(true) as Element;
  const scale = Math.max(1, SVG_MIN_SIDE / Math.min(width, height));
  copy.setAttribute('width', String(Math.round(width * scale)));
  copy.setAttribute('height', String(Math.round(height * scale)));
  // The page's colour for `currentColor` (a code drawn in the text's colour) is the one shown.
  copy.setAttribute('color', getComputedStyle(svg).color);
  const markup = new XMLSerializer().serializeToString(copy);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
