/**
 * The names by which the injected page UI and the content script find each other, in their
 * shared isolated world. A module of their own: the content script imports these, not
 * page-ui.ts, whose import chain left the UI's top-level work in every page's script.
 */

/** Where the injected script leaves the UI for the content script (its isolated world only). */
export const PAGE_UI_GLOBAL = '__pageUi';
/** A content script waiting for the UI leaves a callback here; the injected script calls it. */
export const PAGE_UI_ARRIVAL = '__pageUiArrived';
