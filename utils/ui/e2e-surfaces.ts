/**
 * e2e builds only: the closed shadow roots of Linkwise's surfaces, so a test can read what a
 * person sees in them (nothing outside the extension can, by design). Filled only behind
 * `WXT_E2E_HOOKS`, which store builds compile out.
 */
export const e2eSurfaces = new Set<{ host: Element; root: ShadowRoot }>();

/** e2e builds only: every badge's closed root, for the geometric tests of marks. */
export const e2eBadges = new Set<{ host: Element; root: ShadowRoot }>();

/** Where each badge in the page is drawn, in the order of their hosts in the document. */
export function readBadges(): Array<{ left: number; top: number; right: number; bottom: number }> {
  const hosts = [...document.querySelectorAll('linkwise-badge')];
  const roots = new Map([...e2eBadges].map(({ host, root }) => [host, root]));
  return hosts.map((host) => {
    const box = roots.get(host)?.querySelector('.badge')?.getBoundingClientRect();
    return {
      left: box?.left ?? 0,
      top: box?.top ?? 0,
      right: box?.right ?? 0,
      bottom: box?.bottom ?? 0,
    };
  });
}

/** What each shown surface says, as plain text. */
export function readSurfaces(): Array<{ tag: string; text: string }> {
  return [...e2eSurfaces]
    .filter(({ host }) => host.isConnected)
    .map(({ host, root }) => ({ tag: host.localName, text: root.textContent ?? '' }));
}
