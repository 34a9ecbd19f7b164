import type { CDPSession, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { findBrowser } from '../e2e/browsers';
import { CHROMIUM_FLAGS } from '../e2e/chromium';
import {
  followFeed,
  BENCH_PAGE as PAGE,
  RISKY_ITEMS,
  skimToEnd,
  startBenchBrowser,
} from './bench-browser';
import { median, round } from './stats';

interface Timing {
  totalMs: number;
  longestMs: number;
  pieces: number;
  byLabel?: Record<string, number>;
  longestByLabel?: Record<string, number>;
  boxReads?: number;
  boxReadMs?: number;
  sent?: Record<string, number>;
}

/** Values the page sent as `what` between two timings (a priority, or `forget`). */
export const sentBetween = (before: Timing, after: Timing, what: string) =>
  (after.sent?.[what] ?? 0) - (before.sent?.[what] ?? 0);

/** Waits (up to 2 minutes) until `count` elements match `selector`. */
export const waitForMarks = (page: Page, selector: string, count: number) =>
  page.waitForFunction(
    (sel, n) => document.querySelectorAll(sel).length >= n,
    { polling: 100, timeout: 120_000 },
    selector,
    count,
  );

const timing = async (page: Page): Promise<Timing> =>
  JSON.parse(
    (await page.evaluate(() => {
      document.dispatchEvent(new Event('linkwise-bench-timing'));
      return document.documentElement.dataset.linkwiseBench;
    })) ?? '{}',
  );

/** The comparison pass: every link and every text node read once, as plainly as possible. */
const barePass = (page: Page) =>
  page.evaluate(() => {
    const started = performance.now();
    let total = document.querySelectorAll('a[href]').length;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) total += walker.currentNode.nodeValue?.length ?? 0;
    return total >= 0 ? performance.now() - started : 0;
  });

/** The bare pass repeated on one page: the browser has already met every node (median of 7). */
async function repeatedBarePassMs(page: Page): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) runs.push(await barePass(page));
  return median(runs);
}

/**
 * The bare pass as the first script to touch a freshly loaded page, which is where a content
 * script always starts: every node it reads needs a new JS wrapper and every string a copy.
 * Median over 5 fresh loads in a browser without Linkwise.
 */
async function firstTouchBarePassMs(page: Page, url: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    runs.push(await barePass(page));
  }
  return median(runs);
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  const { JSHeapUsedSize } = await page.metrics();
  await cdp.detach();
  return JSHeapUsedSize ?? 0;
}

/** Waits until the emulator has had no new lookup for a second (the page's asks are answered). */
async function lookupsSettled(log: ReadonlyArray<{ path: string }>): Promise<number> {
  const count = () => log.filter((entry) => entry.path === '/api/v1/check').length;
  let last = -1;
  while (count() !== last) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return last;
}

/** Distinct other-site hosts of the links within two screens of the top (the most asked for). */
const valuesWithinTwoScreens = (page: Page) =>
  page.evaluate(() => {
    const hosts = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
      if (link.getBoundingClientRect().top >= 2 * innerHeight) break;
      if (link.hostname !== location.hostname) hosts.add(link.hostname);
    }
    return hosts.size;
  });

/**
 * The content script on a generated page of 10 000 links, 500 e-mail addresses and 500 phone
 * numbers in real headless Chromium: a visit that does not scroll, then scrolling to the end,
 * a warm visit, a mutation workload, and its heap.
 */
export async function benchPageProtection() {
  const { emulator, session, page } = await startBenchBrowser('.output/bench-build');
  await page.bringToFront();
  await page.goto(`${emulator.url}${PAGE}`);
  // A visit that does not scroll: what is near the top is read and asked about; nothing else.
  const lookupsNoScroll = await lookupsSettled(emulator.log);
  const initial = await timing(page);
  const withinTwoScreens = await valuesWithinTwoScreens(page);
  const bare = await repeatedBarePassMs(page);

  // Then to the end, two screens at a time with a moment at each, as a reader skimming.
  await skimToEnd(page);
  await waitForMarks(page, '[data-linkwise-risk]', RISKY_ITEMS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const scrolled = await timing(page);
  const marked = await page.evaluate(
    () => document.querySelectorAll('[data-linkwise-risk]').length,
  );
  const badges = await page.evaluate(() => document.querySelectorAll('linkwise-badge').length);
  const lookups = emulator.log.filter((entry) => entry.path === '/api/v1/check').length;

  // Four more visits, not scrolled: every answer they need is cached, so no HTTP runs
  // alongside and the content script's own cost shows with less noise. With the first, five
  // loads of one browser: measured as the first-touch bare pass is (its median of five).
  const warmVisits: Timing[] = [];
  for (let i = 0; i < 4; i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    warmVisits.push(await timing(page));
  }
  const warm = warmVisits.at(-1)!;
  const warmBare = await repeatedBarePassMs(page);
  const visitMedian = median([initial, ...warmVisits].map((visit) => visit.totalMs));

  // Mutation workload: 100 links (1 risky) appended every 100 ms for 10 s, at the end of the
  // list; the reader follows the feed (each batch scrolled to), as on an infinite-scroll page.
  const { before, after, renderer, appendedRisky } = await measureFeed(page);
  const heapWith = await heapAfterGc(page);
  await session.close();

  // The same page in a browser without Linkwise, for the heap comparison.
  const plain = await puppeteer.launch({
    executablePath: findBrowser('chromium'),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const plainPage = await plain.newPage();
  const firstTouchBare = await firstTouchBarePassMs(plainPage, `${emulator.url}${PAGE}`);
  const heapWithout = await heapAfterGc(plainPage);
  await plain.close();
  await emulator.close();

  const loadTime = initial.byLabel?.near ?? 0;
  return {
    page: '10 000 links over 2 000 hosts, 500 e-mails, 500 phones (1 % risky)',
    // At load: reading what is near the viewport (the links of the first screens).
    loadTimeScanMs: round(loadTime, 1),
    loadTimeRatioToFirstTouchBarePass: round(loadTime / firstTouchBare, 2),
    loadTimeRatioToRepeatedBarePass: round(loadTime / bare, 2),
    // Everything Linkwise did for a visit that does not scroll, marking included.
    firstVisitTotalMs: round(initial.totalMs, 1),
    ...Object.fromEntries(
      Object.entries(initial.byLabel ?? {}).map(([label, ms]) => [
        `  of which ${label} ms`,
        round(ms, 1),
      ]),
    ),
    firstTouchBarePassMs: round(firstTouchBare, 1),
    totalRatioToFirstTouchBarePass: round(initial.totalMs / firstTouchBare, 2),
    // Five loads (the first, then four), as the bare pass's five: the target's measure.
    visitTotalMedianOf5Ms: round(visitMedian, 1),
    visitMedianRatioToFirstTouchBarePass: round(visitMedian / firstTouchBare, 2),
    repeatedBarePassMs: round(bare, 1),
    totalRatioToRepeatedBarePass: round(initial.totalMs / bare, 2),
    longestTaskMs: round(initial.longestMs, 1),
    longestTaskIn: Object.entries(initial.longestByLabel ?? {}).sort((a, b) => b[1] - a[1])[0]?.[0],
    slicesAndCallbacks: initial.pieces,
    warmVisitMs: round(warm.totalMs, 1),
    warmRatioToFirstTouchBarePass: round(warm.totalMs / firstTouchBare, 2),
    warmRatioToRepeatedBarePass: round(warm.totalMs / warmBare, 2),
    warmLongestTaskMs: round(warm.longestMs, 1),
    lookupsNoScroll,
    valuesWithinTwoScreens: withinTwoScreens,
    scrollToTheEndMs: round(scrolled.totalMs - initial.totalMs, 1),
    ...Object.fromEntries(
      Object.entries(scrolled.byLabel ?? {}).map(([label, ms]) => [
        `  scrolling: ${label} ms`,
        round(ms - (initial.byLabel?.[label] ?? 0), 1),
      ]),
    ),
    // Element boxes Linkwise read (a count, steadier than times on a busy machine).
    scrollBoxReads: (scrolled.boxReads ?? 0) - (initial.boxReads ?? 0),
    scrollAskedVisible: sentBetween(initial, scrolled, 'visible'),
    scrollAskedAhead: sentBetween(initial, scrolled, 'page'),
    scrollWithdrawn: sentBetween(initial, scrolled, 'forget'),
    lookupsAfterScrollingToTheEnd: lookups,
    elementsMarked: marked,
    badgeHosts: badges,
    expectedRiskyItems: RISKY_ITEMS,
    mutationWorkloadMs: round(after.totalMs - before.totalMs, 1),
    mutationShareOf10s: `${round(((after.totalMs - before.totalMs) / 10_000) * 100, 2)} %`,
    ...Object.fromEntries(
      Object.entries(after.byLabel ?? {}).map(([label, ms]) => [
        `  mutations: ${label} ms`,
        round(ms - (before.byLabel?.[label] ?? 0), 1),
      ]),
    ),
    mutationLongestTaskMs: round(after.longestMs, 1),
    // Questions the page sent over the feed (on screen, about to be) and withdrew: counts.
    feedAskedVisible: sentBetween(before, after, 'visible'),
    feedAskedAhead: sentBetween(before, after, 'page'),
    feedWithdrawn: sentBetween(before, after, 'forget'),
    feedBoxReads: (after.boxReads ?? 0) - (before.boxReads ?? 0),
    feedBoxReadMs: round((after.boxReadMs ?? 0) - (before.boxReadMs ?? 0), 1),
    // The page's renderer over the feed, everything on its main thread (the feed's own script and
    // layout too): what the content script costs outside its own timed pieces shows here.
    feedRendererScriptMs: round(renderer.scriptMs, 0),
    feedRendererLayoutMs: round(renderer.layoutMs, 0),
    appendedRiskyMarked: `${appendedRisky}/${appendedRisky}`,
    heapWithLinkwiseMB: round(heapWith / 2 ** 20, 1),
    heapWithoutMB: round(heapWithout / 2 ** 20, 1),
  };
}

/**
 * The feed (followFeed) until its risky links are marked: Linkwise's figures before and after,
 * and the page renderer's main-thread script and layout over it (Chrome's own counters).
 */
export async function measureFeed(page: Page) {
  const before = await timing(page);
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  const rendererBefore = await rendererTime(cdp);
  const appendedRisky = await followFeed(page);
  await waitForMarks(page, 'a[data-linkwise-risk][href*="/more/"]', appendedRisky);
  const after = await timing(page);
  const rendererAfter = await rendererTime(cdp);
  await cdp.detach();
  const renderer = {
    scriptMs: rendererAfter.scriptMs - rendererBefore.scriptMs,
    layoutMs: rendererAfter.layoutMs - rendererBefore.layoutMs,
  };
  return { before, after, renderer, appendedRisky };
}

/** The page renderer's main-thread script and layout time so far (Chrome's own counters). */
async function rendererTime(cdp: CDPSession): Promise<{ scriptMs: number; layoutMs: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { scriptMs: seconds('ScriptDuration') * 1000, layoutMs: seconds('LayoutDuration') * 1000 };
}
