import { type Reveal, revealShortLink } from '../../links/reveal';
import { isShortener } from '../../links/shorteners';
import type { BuildDefaults } from '../../settings/resolve';
import type { HandlerDeps, HandlerMap } from '../wiring/deps';
import { type BackgroundState, endpointsOf } from '../wiring/state';

/**
 * "Where does this link lead?" — from the popup's Check field and the link's right-click menu
 * (both a person's request; a page cannot send it). Each hop's host is looked up as a person's
 * check before the hop is taken (reveal.ts); only known shorteners and the host of Linkwise's own
 * short links are ever contacted.
 */
export const revealHandlers: HandlerMap<'link:reveal'> = {
  async 'link:reveal'(message, _origin, deps) {
    return { ok: true, value: await revealFor(message.url, 'popup', deps) };
  },
};

/** Reveals `url` for a person (the popup, or the link's menu). */
export async function revealFor(
  url: string,
  feature: 'popup' | 'context-menu',
  deps: HandlerDeps,
  incognito?: boolean,
): Promise<Reveal> {
  const ownHost = ownShortLinkHost(await deps.state(), deps.buildDefaults);
  return revealShortLink(url, {
    isShortener: (host) => isShortener(host, ownHost),
    check: (host) => deps.engine.check(host, { priority: 'user', feature, incognito }),
    // Each request to a shortener goes in the "Sent" log, as a lookup does.
    fetchHop: async (hop) => {
      await deps.sentLog.add({
        value: hop,
        feature: 'reveal',
        time: Date.now(),
        private: Boolean(incognito),
      });
      return deps.fetchHop(hop);
    },
  });
}

/** The host of the short links Linkwise makes (a shortener like any other), or null. */
export function ownShortLinkHost(state: BackgroundState, defaults: BuildDefaults): string | null {
  const base = endpointsOf(state, defaults).shortLinkBase;
  return base ? new URL(base).hostname : null;
}
