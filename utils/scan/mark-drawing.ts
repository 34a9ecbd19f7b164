import type { itemTextOf } from '../ui/badge';
import type { keepClear } from '../ui/badge-turn';
import type { markLink, markText, unmarkItem } from './mark';

/**
 * Flow: **marks** (the drawing) — what writes a mark into the page: the underline and badge of
 * a link, the wrapper and badge of text. Only a page with something risky needs it, so the
 * content script gets it with the page UI (utils/ui/page-ui.ts), injected when first needed;
 * tests hand it in directly (mark-drawing-parts.ts). Types only here: nothing is bundled.
 */
export interface MarkDrawing {
  markLink: typeof markLink;
  markText: typeof markText;
  unmarkItem: typeof unmarkItem;
  itemTextOf: typeof itemTextOf;
  keepClear: typeof keepClear;
}

/** The drawing if it is here (null while it loads), and a promise of it. */
export interface DrawingSource {
  now(): MarkDrawing | null;
  load(): Promise<MarkDrawing | null>;
}
