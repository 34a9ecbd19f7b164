import type { Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { findBrowser } from '../e2e/browsers';
import { CHROMIUM_FLAGS } from '../e2e/chromium';
import { BENCH_PAGE as PAGE, RISKY_ITEMS, startBenchBrowser } from './bench-browser';
import { percentile, round } from './stats';

interface Timing {
  totalMs: number;
  longestMs: number;
  pieces: number;
  byLabel?: Record<string, number>;
  longestByLabel?: Record<string, number>;
}

/** Waits (up to 2 minutes) until `count` elements match `selector`. */
const waitForMarks = (page: Page, selector: string, count: number) =>
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

const median = (runs: number[]) =>
  percentile(
    runs.sort((a, b) => a - b),
    50,
  );

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

/**
 * The content script on a generated page of 10 000 links, 500 e-mail addresses and 500 phone
 * numbers in real headless Chromium; then a mutation workload; then its heap.
 */
export async function benchPageProtection() {
  const { emulator, session, page } = await startBenchBrowser('.output/bench-build');
  await page.goto(`${emulator.url}${PAGE}`);
  await waitForMarks(page, '[data-linkwise-risk]', RISKY_ITEMS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const initial = await timing(page);
  const bare = await repeatedBarePassMs(page);
  const marked = await page.evaluate(
    () => document.querySelectorAll('[data-linkwise-risk]').length,
  );
  const badges = await page.evaluate(() => document.querySelectorAll('linkwise-badge').length);
  const lookups = emulator.log.filter((entry) => entry.path === '/api/v1/check').length;

  // A second visit: every answer is cached, so no HTTP runs alongside and the content
  // script's own cost shows with less noise from the other processes on 2 cores.
  await page.reload();
  await waitForMarks(page, '[data-linkwise-risk]', RISKY_ITEMS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const warm = await timing(page);
  const warmBare = await repeatedBarePassMs(page);

  // Mutation workload: 100 links (1 risky) appended every 100 ms for 10 s.
  const before = await timing(page);
  const appendedRisky = await page.evaluate(async () => {
    const list = document.querySelector('ul')!;
    let risky = 0;
    for (let round = 0; round < 100; round++) {
      const fragment = document.createDocumentFragment();
      for (let i = 0; i < 100; i++) {
        const link = document.createElement('a');
        const bad = i === 0;
        if (bad) risky++;
        link.href = bad
          ? `https://crypto-doubler.net/more/${round}`
          : `https://more-${round}-${i}.example.com/`;
        link.textContent = `More ${round}-${i}`;
        const item = document.createElement('li');
        item.append(link);
        fragment.append(item);
      }
      list.append(fragment);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return risky;
  });
  await waitForMarks(page, 'a[data-linkwise-risk][href*="/more/"]', appendedRisky);
  const after = await timing(page);
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

  const loadTime = initial.byLabel?.scan ?? 0;
  return {
    page: '10 000 links over 2 000 hosts, 500 e-mails, 500 phones (1 % risky)',
    // At load: what runs before the page gets the main thread back (the links on screen).
    loadTimeScanMs: round(loadTime, 1),
    loadTimeRatioToFirstTouchBarePass: round(loadTime / firstTouchBare, 2),
    loadTimeRatioToRepeatedBarePass: round(loadTime / bare, 2),
    // Everything, idle-time slices and marking included, until the last mark.
    firstVisitTotalMs: round(initial.totalMs, 1),
    ...Object.fromEntries(
      Object.entries(initial.byLabel ?? {}).map(([label, ms]) => [
        `  of which ${label} ms`,
        round(ms, 1),
      ]),
    ),
    firstTouchBarePassMs: round(firstTouchBare, 1),
    totalRatioToFirstTouchBarePass: round(initial.totalMs / firstTouchBare, 2),
    repeatedBarePassMs: round(bare, 1),
    totalRatioToRepeatedBarePass: round(initial.totalMs / bare, 2),
    longestTaskMs: round(initial.longestMs, 1),
    longestTaskIn: Object.entries(initial.longestByLabel ?? {}).sort((a, b) => b[1] - a[1])[0]?.[0],
    slicesAndCallbacks: initial.pieces,
    warmVisitMs: round(warm.totalMs, 1),
    warmRatioToFirstTouchBarePass: round(warm.totalMs / firstTouchBare, 2),
    warmRatioToRepeatedBarePass: round(warm.totalMs / warmBare, 2),
    warmLongestTaskMs: round(warm.longestMs, 1),
    lookupsSent: lookups,
    elementsMarked: marked,
    badgeHosts: badges,
    expectedRiskyItems: RISKY_ITEMS,
    mutationWorkloadMs: round(after.totalMs - before.totalMs, 1),
    mutationShareOf10s: `${round(((after.totalMs - before.totalMs) / 10_000) * 100, 2)} %`,
    mutationLongestTaskMs: round(after.longestMs, 1),
    appendedRiskyMarked: `${appendedRisky}/${appendedRisky}`,
    heapWithLinkwiseMB: round(heapWith / 2 ** 20, 1),
    heapWithoutMB: round(heapWithout / 2 ** 20, 1),
  };
}
