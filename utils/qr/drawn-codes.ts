/**
 * Codes a page draws itself (inline SVG, canvas, a background image set in its own style) have
 * no address to ask about: the content script keeps each one it asks about in this list, in its
 * isolated world (never the page's), and asks about it as `qr:#<index>` (kinds.ts). A small
 * script the background injects into the same world hands over its pixels on request
 * (utils/content/drawn-pictures.ts).
 */
export const DRAWN_CODES = '__drawnCodes';

/** A drawn code's value: `qr:#` and its place in the list. */
export const DRAWN_VALUE = /^qr:#(\d{1,6})$/;

/**
 * Where the content script leaves its "read this again" for a drawn code that changed: the
 * injected watcher (utils/content/drawn-watch.ts) calls it with the element (isolated world only).
 */
export const REDRAWN = '__redrawn';
