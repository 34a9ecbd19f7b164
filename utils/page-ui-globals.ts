/**
 * The names by which the injected page UI and the content script find each other, in their
 * shared isolated world. A module of their own: the content script imports these, not
 * page-ui.ts, whose import chain left the UI's top-level work in every page's script.
 */

/**
 * The injected parts: the page UI (page-ui.js), the site UI (site-ui.js), the clipboard judge
 * (clipboard-judge.js, utils/guards/: also what reads a person's copy for hidden commands), which
 * the page guard's relay loads the same way, the page guards' warning (guard-warning.js), which
 * the background injects into a tab's top frame, and the password kit (password-kit.js: a
 * password's fingerprint, the sign-in watch).
 */
export const UI_PARTS = ['page', 'site', 'judge', 'guard', 'passwords'] as const;
export type UiPart = (typeof UI_PARTS)[number];
/** Where an injected script leaves its UI for the content script (its isolated world only). */
export const uiGlobal = (part: UiPart) => `__${part}Ui`;
/** A content script waiting for a UI leaves a callback here; the injected script calls it. */
export const uiArrival = (part: UiPart) => `__${part}UiArrived`;

/**
 * Linkwise's own shadow hosts in this frame (registered as each is styled): events aimed at them
 * are the person using Linkwise, which the typing hold lets through. A global of the isolated
 * world, shared by the content script and the injected UI, and out of any page's reach.
 */
export function ownHosts(): WeakSet<Element> {
  const world = globalThis as { __ownHosts?: WeakSet<Element> };
  world.__ownHosts ??= new WeakSet();
  return world.__ownHosts;
}
