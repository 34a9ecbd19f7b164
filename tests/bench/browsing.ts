import type { Page } from 'puppeteer-core';
import { emulatorControl } from '../e2e/emulator-control';
import { PAGE_KINDS } from '../emulator/realistic-page';
import type { LoggedRequest } from '../emulator/server';
import { REAL_BUDGET, startBenchBrowser } from './bench-browser';
import { percentile, round } from './stats';

/** Pages browsed, one every PACE_MS, in one tab, as when skimming or following links. */
const PAGES = 45;
const PACE_MS = 8_000;
/** A verdict counts when it is there this soon after the page's content is loaded. */
const WITHIN_MS = 3_000;
/** What each lookup takes (the emulator's delay): a real service is not on loopback. */
const LOOKUP_LATENCY_MS = 150;
/** Sites people come back to: the pages are spread over this many sites per kind. */
const SITES_PER_KIND = 5;

interface Visit {
  startedAt: number;
  loadedAt: number;
  firstScreenHosts: string[];
}

/** Hosts of other sites' links on the first screen (the page's own site is the site check's). */
const firstScreenHosts = (page: Page) =>
  page.evaluate(() => {
    const own = location.hostname;
    const hosts = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
      const box = link.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
      const host = link.hostname.replace(/^www\./, '');
      if (host !== own && !host.endsWith(`.${own}`)) hosts.add(host);
    }
    return [...hosts];
  });

/**
 * Browsing at a brisk pace with the real per-minute budget (60, a page's share 30): 45 pages
 * shaped like real news, reference and shop pages, one every 8 s. Measures whether what the
 * person sees first is checked in time, and what it costs the lookup service.
 */
export async function benchBrowsing() {
  const { emulator, session, page } = await startBenchBrowser('.output/bench-browse', REAL_BUDGET);
  await emulatorControl(emulator.url).setFault({
    mode: 'slow',
    target: 'lookup',
    delayMs: LOOKUP_LATENCY_MS,
  });
  await page.bringToFront();
  const visits: Visit[] = [];
  try {
    for (let i = 0; i < PAGES; i++) {
      const kind = PAGE_KINDS[i % PAGE_KINDS.length]!;
      const site = `${kind}-${Math.floor(i / PAGE_KINDS.length) % SITES_PER_KIND}.top`;
      const startedAt = Date.now();
      await page.goto(`http://${site}/browse/${kind}/${i}`, { waitUntil: 'domcontentloaded' });
      visits.push({
        startedAt,
        loadedAt: Date.now(),
        firstScreenHosts: await firstScreenHosts(page),
      });
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, startedAt + PACE_MS - Date.now())),
      );
    }
  } finally {
    await session.close();
  }
  const lookups = emulator.log.filter((entry) => entry.path === '/api/v1/check');
  await emulator.close();
  return summarise(visits, lookups);
}

function summarise(visits: Visit[], lookups: LoggedRequest[]) {
  const firstAsked = new Map<string, number>();
  for (const entry of lookups) {
    const q = entry.query.q ?? '';
    if (!firstAsked.has(q)) firstAsked.set(q, entry.time);
  }
  let seen = 0;
  let inTime = 0;
  for (const visit of visits) {
    for (const host of visit.firstScreenHosts) {
      seen++;
      const asked = firstAsked.get(host);
      // Known from an earlier page (cached), or answered within the time after this load.
      if (asked !== undefined && asked + LOOKUP_LATENCY_MS <= visit.loadedAt + WITHIN_MS) inTime++;
    }
  }
  const perView = visits.map(
    (visit, i) =>
      lookups.filter(
        (entry) =>
          entry.time >= visit.startedAt &&
          entry.time < (visits[i + 1]?.startedAt ?? Number.POSITIVE_INFINITY),
      ).length,
  );
  const sorted = [...perView].sort((a, b) => a - b);
  const times = lookups.map((entry) => entry.time);
  const busiestMinute = Math.max(
    0,
    ...times.map((start) => times.filter((t) => t >= start && t < start + 60_000).length),
  );
  const elapsed = (visits.at(-1)?.startedAt ?? 0) + PACE_MS - (visits[0]?.startedAt ?? 0);
  return {
    pages: visits.length,
    pace: `one every ${PACE_MS / 1000} s`,
    firstScreenOtherSiteHosts: seen,
    withVerdictWithin3s: `${round((inTime / Math.max(1, seen)) * 100, 1)} %`,
    lookupsPerPageViewMedian: percentile(sorted, 50),
    lookupsPerPageViewP90: percentile(sorted, 90),
    lookupsPerPageViewMax: sorted.at(-1) ?? 0,
    lookupsPerPageViewMean: round(lookups.length / Math.max(1, visits.length), 1),
    lookupsTotal: lookups.length,
    busiestMinute,
    lookupsPerHourAtThisPace: Math.round((lookups.length / elapsed) * 3_600_000),
  };
}
