/**
 * Sign-in pages judged by the brand they show (utils/lookalike/page-claim.ts), on what real pages
 * show of whose they are (sources/draw-sign-in-claims.ts: Mozilla's Fathom samples, read by the
 * content script's own code): a brand's page on its own host and every other site's own sign-in
 * must draw no claim; a brand's page moved to hosts that are not the brand's (a Pages and a
 * Workers host, a shop's domain, a fresh `.top`) must be claimed, naming that brand. `read` may be
 * read to find misses; `sealed` is counted, never listed.
 */
import { readFileSync } from 'node:fs';
import { getDomain } from 'tldts';
import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import type { ClaimSignals } from '../../utils/lookalike/claim-signals';
import type { LookalikeJudge } from '../../utils/lookalike/judge';
import { bundledJudge } from './measure';

/** Hosts a kit is served from that name no brand: free pages, a shop's folder, a fresh name. */
export const FOREIGN_HOSTS = [
  'a8f3kq.pages.dev',
  'billowing-sun-42a1.k7x9m.workers.dev',
  'gardenshop-supplies.com',
  'x7q2mv.top',
];

/** `read` and `sign-ups` may be read; `sealed` is counted, never listed. */
export type ClaimSet = 'read' | 'sealed' | 'sign-ups';

interface Page {
  sample: string;
  host: string;
  signals: ClaimSignals;
}

const pagesOf = (set: ClaimSet): Page[] =>
  readFileSync(`tests/fixtures/lookalike/sign-in-claims-${set}.jsonl`, 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Page);

/** The bundled brand a host belongs to: its name and domains, or null. */
export function brandOf(host: string): { name: string; domains: string[] } | null {
  const site = getDomain(host, { allowPrivateDomains: true }) ?? host;
  for (const [name, category, domains] of BUNDLED_LISTS.brands.brands) {
    const own = domains.split(' ');
    if (category !== 'site' && (own.includes(site) || own.includes(host)))
      return { name, domains: own };
  }
  return null;
}

/**
 * The claim as the page and the background reach it (the fixtures keep the addresses a page gives
 * as its own whole; the background drops the host it is on): first without the page's links; with them
 * only when the judge asks (no claim yet, which they could make), as the content script sends
 * them then.
 */
export function claimAsAsked(judge: LookalikeJudge, host: string, signals: ClaimSignals) {
  const { linkHosts, homeHosts, sendsTo, ...rest } = signals;
  // The addresses the page gives as its own, but the host it is on (claim-page.ts drops it);
  // where its form sends the secret, but that host, or on a page whose head gives that host.
  const homes = homeHosts?.filter((home) => home !== host);
  const sent = sendsTo !== host && !homeHosts?.includes(host) ? sendsTo : undefined;
  const first = {
    ...rest,
    ...(homes?.length ? { homeHosts: homes } : {}),
    ...(sent ? { sendsTo: sent } : {}),
  };
  const asked = judge.claimOf(host, first);
  if (asked !== 'links') return asked;
  const claim = judge.claimOf(host, { ...first, linkHosts: linkHosts ?? [] });
  return claim === 'links' ? null : claim;
}

export function signInClaims(set: ClaimSet, judge: LookalikeJudge = bundledJudge()) {
  const brandPages = { pages: 0, moved: 0, named: 0, wrong: 0 };
  const ownHost = { pages: 0, claimed: 0 };
  const missed: string[] = [];
  const alarms: string[] = [];
  for (const page of pagesOf(set)) {
    ownHost.pages++;
    const atHome = claimAsAsked(judge, page.host, page.signals);
    if (atHome) {
      ownHost.claimed++;
      if (set !== 'sealed') alarms.push(`${page.host} → ${atHome.claim} (${page.sample})`);
    }
    const brand = brandOf(page.host);
    if (!brand) continue;
    brandPages.pages++;
    for (const host of FOREIGN_HOSTS) {
      brandPages.moved++;
      const claim = claimAsAsked(judge, host, page.signals);
      if (claim && brand.domains.includes(claim.imitates)) brandPages.named++;
      else if (claim) brandPages.wrong++;
      if (
        set !== 'sealed' &&
        !(claim && brand.domains.includes(claim.imitates)) &&
        host === FOREIGN_HOSTS[0]
      )
        missed.push(
          `${page.host} (${brand.name}) → ${claim?.claim ?? 'nothing'}: ${JSON.stringify(page.signals)}`,
        );
    }
  }
  return {
    brandPages,
    recall: brandPages.moved ? brandPages.named / brandPages.moved : 0,
    ownHost,
    falseAlarms: ownHost.pages ? ownHost.claimed / ownHost.pages : 0,
    missed,
    alarms,
  };
}
