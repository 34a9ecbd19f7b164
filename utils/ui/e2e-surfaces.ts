/**
 * e2e builds only: the closed shadow roots of Linkwise's surfaces, so a test can read what a
 * person sees in them (nothing outside the extension can, by design). Filled only behind
 * `WXT_E2E_HOOKS`, which store builds compile out.
 */
export const e2eSurfaces = new Set<{ host: Element; root: ShadowRoot }>();

/** What each shown surface says, as plain text. */
export function readSurfaces(): Array<{ tag: string; text: string }> {
  return [...e2eSurfaces]
    .filter(({ host }) => host.isConnected)
    .map(({ host, root }) => ({ tag: host.localName, text: root.textContent ?? '' }));
}
