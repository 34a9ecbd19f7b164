import { type HopAnswer, revealShortLink } from '../../links/reveal';
import { isShortener } from '../../links/shorteners';
import type { LookupEngine } from '../../lookup/engine';
import type { Verdict } from '../../lookup/verdict';
import type { PagePriority } from '../../page-port';

/**
 * "Reveal short links on screen" (an option, off by default): a page with it on asks about a
 * short link by its address (kinds.ts), and the answer is the verdict where the link leads.
 * Revealing contacts the shortener, so it has a small budget of its own on top of the lookup
 * budget the hops' lookups spend; past it, or for an address that is no short link, the
 * shortener's own host is looked up as for any link. Each address is revealed once an hour.
 */

/** Shortener requests a minute, for all pages together (a person's own reveals are apart). */
export const AUTO_REVEAL_REQUESTS_PER_MINUTE = 10;
/** How long a revealed address's answer is kept. */
const REVEALED_FOR_MS = 60 * 60 * 1000;
/** Revealed addresses kept at most. */
const REVEALED_MAX = 500;

export interface AutoRevealDeps {
  engine: LookupEngine;
  fetchHop: (url: string) => Promise<HopAnswer>;
  ownShortLinkHost: () => Promise<string | null>;
  now?: () => number;
}

export function createAutoReveal(deps: AutoRevealDeps) {
  const now = deps.now ?? Date.now;
  /** When each shortener request of the last minute went. */
  let sent: number[] = [];
  const revealed = new Map<string, { verdict: Verdict; at: number }>();
  const hasBudget = () => {
    sent = sent.filter((at) => now() - at < 60_000);
    return sent.length < AUTO_REVEAL_REQUESTS_PER_MINUTE;
  };

  /** The verdict for a value a page asked about: where a short link leads, or the usual lookup. */
  async function verdictFor(
    value: string,
    context: { priority: PagePriority; tabId?: number; incognito?: boolean },
  ): Promise<Verdict> {
    const lookup = (asked: string) => deps.engine.check(asked, { ...context, feature: 'page' });
    const host = URL.canParse(value) ? new URL(value).hostname : '';
    if (!host || !isShortener(host, await deps.ownShortLinkHost())) return lookup(value);
    const known = revealed.get(value);
    if (known && now() - known.at < REVEALED_FOR_MS) return known.verdict;
    if (!hasBudget()) return lookup(host);
    const { hops, stop } = await revealShortLink(value, {
      isShortener: (next) => next === host || isShortener(next),
      check: lookup,
      fetchHop: async (url) => {
        // Past the budget the hop is not taken: the reveal ends where it stands.
        if (!hasBudget()) throw new Error('over the reveal budget');
        sent.push(now());
        return deps.fetchHop(url);
      },
    });
    const verdict = (stop === 'destination' || stop === 'reported' ? hops.at(-1) : hops[0])
      ?.verdict;
    if (!verdict) return lookup(host);
    // An unfinished reveal (unreachable, over the budget) is tried again later; the rest kept.
    if (stop !== 'unreachable') {
      revealed.set(value, { verdict, at: now() });
      if (revealed.size > REVEALED_MAX) revealed.delete(revealed.keys().next().value!);
    }
    return verdict;
  }

  return { verdictFor };
}
