import type { Browser } from 'puppeteer-core';
import { signInPageFlags, signInPages, startSignInPageServer } from '../emulator/sign-in-pages';
import { startBenchBrowser } from './bench-browser';
import { median, round } from './stats';

/**
 * Each page is loaded so many times, each load a fresh page and so the content scripts' code as
 * cold as a person's first visit; a page's figure is its loads' median. On a 2-core machine a
 * single load's wall-clock figure is now and then several milliseconds of another process's
 * turn (the same code measured 0.3 and 5 ms on one page); the median of three keeps the
 * code's own cost.
 */
const LOADS_PER_PAGE = 3;

interface BenchTiming {
  totalMs?: number;
  byLabel?: Record<string, number>;
}

/** Opens `url` in a new tab, waits for the claim's answer, and returns the bench build's figures. */
async function loadAndTime(browser: Browser, url: string): Promise<BenchTiming> {
  const page = await browser.newPage();
  try {
    await page.bringToFront();
    await page.goto(url, { waitUntil: 'load' });
    // The claim is read at `document_end`; its answer (nothing, on a site's own page) comes
    // within a round trip. A second is ample on any machine.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const figures = await page.evaluate(() => {
      document.dispatchEvent(new Event('linkwise-bench-timing'));
      return document.documentElement.dataset.linkwiseBench ?? '{}';
    });
    return JSON.parse(figures) as BenchTiming;
  } finally {
    await page.close();
  }
}

/**
 * What reading a sign-in page's claim costs the page (issue 75): the real sign-in and sign-up
 * pages of tests/fixtures/sign-in-pages, each over https under its own name, in a bench build
 * that times its own work; per page, the main-thread time of the claim's reading (finding the
 * secret field: `claim-find`, which every page pays; reading the title, headings and pictures
 * before it: `claim`) and the content scripts' total, each the median of LOADS_PER_PAGE loads.
 * The tree before read nothing (0 ms); its total is the other figure to set beside.
 */
export async function benchSignInClaims() {
  const server = await startSignInPageServer({ fineClock: true });
  const bench = await startBenchBrowser('.output/bench-claims', {}, signInPageFlags(server.port));
  const claim: number[] = [];
  const find: number[] = [];
  const total: number[] = [];
  try {
    for (const signIn of signInPages()) {
      const claimLoads: number[] = [];
      const findLoads: number[] = [];
      const totalLoads: number[] = [];
      for (let load = 0; load < LOADS_PER_PAGE; load++) {
        const timing = await loadAndTime(bench.session.browser, signIn.url);
        const found = timing.byLabel?.['claim-find'] ?? 0;
        // The page's links, read when the background asks for them (no claim yet), count too.
        const links = timing.byLabel?.['claim-links'] ?? 0;
        claimLoads.push((timing.byLabel?.claim ?? 0) + found + links);
        findLoads.push(found);
        totalLoads.push(timing.totalMs ?? 0);
      }
      claim.push(median(claimLoads));
      find.push(median(findLoads));
      total.push(median(totalLoads));
    }
  } finally {
    await bench.session.close();
    await bench.emulator.close();
    await server.close();
  }
  const rows = [
    {
      name: "Reading a sign-in page's claim (main thread, per page)",
      medianMs: round(median(claim), 2),
      worstMs: round(Math.max(...claim), 2),
      pages: claim.length,
    },
    {
      name: '… of which finding the secret field',
      medianMs: round(median(find), 2),
      worstMs: round(Math.max(...find), 2),
      pages: find.length,
    },
    {
      name: 'Content scripts in all, same pages',
      medianMs: round(median(total), 2),
      worstMs: round(Math.max(...total), 2),
      pages: total.length,
    },
  ];
  console.table(rows);
  return rows;
}
