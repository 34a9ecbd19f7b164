import type { Page } from 'puppeteer-core';
import { getDomain } from 'tldts';
import type { RealPage } from '../emulator/real-pages';
import type { LoggedRequest } from '../emulator/server';
import { busiestWindow, percentile, round } from './stats';

/** One page view: when it was opened and loaded, and what its first screen shows. */
export interface RealVisit {
  page: RealPage;
  startedAt: number;
  /** DOMContentLoaded, in this process's clock (the emulator logs in the same clock). */
  loadedAt: number;
  /** Other sites' hosts of links on the first screen, in the form Linkwise would send. */
  firstScreenHosts: string[];
}

/**
 * Hosts of links that a person sees on the first screen: a box inside the viewport and shown
 * (not `display: none`, `visibility: hidden` or transparent). The truth is the browser's
 * layout, never Linkwise's code.
 */
const linksOnFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const hosts: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href], area[href]')) {
      if (!/^https?:$/.test(link.protocol)) continue;
      const box = link.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
        continue;
      }
      if (box.width === 0 || box.height === 0) continue;
      if (!link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      hosts.push(link.hostname);
    }
    return hosts;
  });

/**
 * Another site's host, as the lookup service would be asked about it (the public suffix list
 * decides what a site is; leading `www.` is the same site), or null for the page's own site and
 * hosts that are not public names.
 */
export function otherSiteHost(host: string, pageHost: string): string | null {
  const site = getDomain(host, { allowPrivateDomains: true });
  if (!site || site === getDomain(pageHost, { allowPrivateDomains: true })) return null;
  let value = host.toLowerCase();
  while (value.startsWith('www.') && getDomain(value.slice(4)) !== null) value = value.slice(4);
  return value;
}

/** Opens `page` in `tab` and reads its first screen a moment after it loaded. */
export async function visitRealPage(
  tab: Page,
  page: RealPage,
  firstScreenAfterMs = 1_000,
): Promise<RealVisit> {
  const startedAt = Date.now();
  await tab.goto(page.url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  const loadedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, firstScreenAfterMs));
  const hosts = new Set<string>();
  for (const host of await linksOnFirstScreen(tab)) {
    const other = otherSiteHost(host, page.host);
    if (other) hosts.add(other);
  }
  return { page, startedAt, loadedAt, firstScreenHosts: [...hosts] };
}

export interface RealBrowsingSummary {
  pages: number;
  pagesWithOtherSiteLinksOnFirstScreen: number;
  /** Pages with other sites on the first screen of which not one was ever looked up. */
  pagesWithNoLookup: string[];
  firstScreenOtherSiteHosts: number;
  withVerdictWithin1s: number;
  withVerdictWithin3s: number;
  /** First lookup after the page loaded, for pages that sent one: median and 90th percentile. */
  firstLookupAfterLoadMsMedian: number;
  firstLookupAfterLoadMsP90: number;
  lookupsPerPageViewMedian: number;
  lookupsPerPageViewP90: number;
  lookupsPerPageViewMax: number;
  lookupsTotal: number;
  busiestMinute: number;
}

/**
 * What the visits got from the lookup service (its log, in arrival order): how many first-screen
 * hosts had a verdict in time (asked during an earlier page counts at once: cached), which pages
 * got none at all, and what it cost.
 */
export function summariseRealBrowsing(
  visits: readonly RealVisit[],
  log: readonly LoggedRequest[],
  lookupLatencyMs: number,
): RealBrowsingSummary {
  const lookups = log.filter((entry) => entry.path === '/api/v1/check');
  const firstAsked = new Map<string, number>();
  for (const entry of lookups) {
    const q = entry.query.q ?? '';
    if (!firstAsked.has(q)) firstAsked.set(q, entry.time);
  }
  let seen = 0;
  let within1 = 0;
  let within3 = 0;
  const noLookup: string[] = [];
  const firstAfterLoad: number[] = [];
  const perView: number[] = [];
  visits.forEach((visit, i) => {
    const end = visits[i + 1]?.startedAt ?? Number.POSITIVE_INFINITY;
    const during = lookups.filter((entry) => entry.time >= visit.startedAt && entry.time < end);
    perView.push(during.length);
    // The page's own site is the site check's (asked at navigation start), not page protection's.
    const first = during.find((entry) => otherSiteHost(entry.query.q ?? '', visit.page.host));
    if (first) firstAfterLoad.push(Math.max(0, first.time - visit.loadedAt));
    let anyAnswered = false;
    for (const host of visit.firstScreenHosts) {
      seen++;
      const asked = firstAsked.get(host);
      if (asked === undefined || asked >= end) continue;
      anyAnswered = true;
      const answered = asked + lookupLatencyMs - visit.loadedAt;
      if (answered <= 1_000) within1++;
      if (answered <= 3_000) within3++;
    }
    if (visit.firstScreenHosts.length > 0 && !anyAnswered) noLookup.push(visit.page.file);
  });
  const sortedViews = [...perView].sort((a, b) => a - b);
  const sortedFirst = [...firstAfterLoad].sort((a, b) => a - b);
  const times = lookups.map((entry) => entry.time);
  return {
    pages: visits.length,
    pagesWithOtherSiteLinksOnFirstScreen: visits.filter((v) => v.firstScreenHosts.length > 0)
      .length,
    pagesWithNoLookup: noLookup,
    firstScreenOtherSiteHosts: seen,
    withVerdictWithin1s: round(within1 / Math.max(1, seen), 3),
    withVerdictWithin3s: round(within3 / Math.max(1, seen), 3),
    firstLookupAfterLoadMsMedian: percentile(sortedFirst, 50),
    firstLookupAfterLoadMsP90: percentile(sortedFirst, 90),
    lookupsPerPageViewMedian: percentile(sortedViews, 50),
    lookupsPerPageViewP90: percentile(sortedViews, 90),
    lookupsPerPageViewMax: sortedViews.at(-1) ?? 0,
    lookupsTotal: lookups.length,
    busiestMinute: busiestWindow(times),
  };
}
