import { markDrawing } from '../scan/mark-drawing-parts';
import { showCheckCard } from './check-card';
import { showClickWarning } from './click-warning';
import { showSiteBanner, showSiteOverlay } from './site-surfaces';
import { showToast } from './toast';

/**
 * What Linkwise shows in a page — the site warning and banner, the click warning, the check
 * card, the toast, and the marks' drawing — which only a page with something risky (or a
 * person's check) needs. It ships in `page-ui.js`, which the background injects into a frame when its content script
 * first needs it (page-ui-loader.ts), so the script every page and frame runs stays small.
 * Injected files share the content script's isolated world, never the page's.
 */
export const pageUi = {
  showCheckCard,
  showClickWarning,
  showSiteBanner,
  showSiteOverlay,
  showToast,
  markDrawing,
};
export type PageUi = typeof pageUi;

/** Where the injected script leaves the UI for the content script (its isolated world only). */
export const PAGE_UI_GLOBAL = '__pageUi';
/** A content script waiting for the UI leaves a callback here; the injected script calls it. */
export const PAGE_UI_ARRIVAL = '__pageUiArrived';
