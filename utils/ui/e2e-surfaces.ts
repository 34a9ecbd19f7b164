import { hostTag } from './page-names';

/**
 * e2e builds only: the closed shadow roots of Linkwise's surfaces, so a test can read what a
 * person sees in them (nothing outside the extension can, by design). Filled only behind
 * `WXT_E2E_HOOKS`, which store builds compile out.
 */
type Roots = Set<{ host: Element; root: ShadowRoot }>;

/**
 * The page UI is a bundle of its own, injected later into the same isolated world
 * (utils/ui/page-ui.ts): in e2e builds both bundles share the sets through that world's global.
 */
function shared(name: string): Roots {
  if (import.meta.env.WXT_E2E_HOOKS !== 'true') return new Set();
  const world = globalThis as unknown as Record<string, Roots | undefined>;
  world[name] ??= new Set();
  return world[name];
}

export const e2eSurfaces = shared('__e2eSurfaces');

/** e2e builds only: every badge's closed root, for the geometric tests of marks. */
export const e2eBadges = shared('__e2eBadges');

/**
 * Where each badge in the page is drawn, in the order of their hosts in the document, with the
 * name a screen reader reads for it.
 */
export function readBadges(): Array<{
  left: number;
  top: number;
  right: number;
  bottom: number;
  label: string;
}> {
  const hosts = [...document.querySelectorAll(hostTag('badge'))];
  const roots = new Map([...e2eBadges].map(({ host, root }) => [host, root]));
  return hosts.map((host) => {
    const badge = roots.get(host)?.querySelector('.badge');
    const box = badge?.getBoundingClientRect();
    return {
      left: box?.left ?? 0,
      top: box?.top ?? 0,
      right: box?.right ?? 0,
      bottom: box?.bottom ?? 0,
      label: badge?.getAttribute('aria-label') ?? '',
    };
  });
}

/** What each shown surface says, as plain text, and what of it is in bold. */
export function readSurfaces(): Array<{ tag: string; text: string; bold: string[] }> {
  return [...e2eSurfaces]
    .filter(({ host }) => host.isConnected)
    .map(({ host, root }) => ({
      tag: host.localName,
      text: root.textContent ?? '',
      bold: [...root.querySelectorAll('strong')].map((element) => element.textContent ?? ''),
    }));
}
