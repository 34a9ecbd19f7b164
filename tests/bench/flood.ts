import { emulatorControl } from '../e2e/emulator-control';
import type { LoggedRequest } from '../emulator/server';
import { REAL_BUDGET, startBenchBrowser } from './bench-browser';
import { busiestWindow } from './stats';

/** Issue 21's flood at real time: how long it runs, when the second tab opens, when a person checks. */
const FLOOD_SECONDS = 180;
const READER_AT_MS = 40_000;
const PERSON_AT_MS = 50_000;
const LOOKUP_LATENCY_MS = 150;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page prepends 100 links to new hosts every 200 ms for 180 s and scrolls itself; 40 s in, a
 * second tab is shown with 20 other-site links and a known scam; 50 s in, a person checks a
 * value in the popup. The store build's real budget (60 a minute), 150 ms answers.
 */
export async function benchFlood() {
  const {
    emulator,
    session,
    page: flood,
  } = await startBenchBrowser('.output/bench-flood', REAL_BUDGET);
  await emulatorControl(emulator.url).setFault({
    mode: 'slow',
    target: 'lookup',
    delayMs: LOOKUP_LATENCY_MS,
  });
  const startedAt = Date.now();
  const heapBefore = await session.workerHeapUsed();
  // Lost if the service worker is restarted during the run (read back at the end).
  await session.evaluateInWorker('globalThis.linkwiseBench.sameWorker = true');
  // The service worker's heap and queue, sampled every 10 s while the flood runs.
  const samples: { heap: number; queued: number }[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await pause(10_000);
      if (!sampling) break;
      const queued = Number(
        await session.evaluateInWorker('globalThis.linkwiseBench.queuedValues()'),
      );
      samples.push({ heap: await session.workerHeapUsed(), queued });
    }
  })().catch(() => undefined); // the browser closed under it (a failed run)
  try {
    await flood.bringToFront();
    await flood.goto(
      `${emulator.url}/pages/flood.html?prefix=fl&seconds=${FLOOD_SECONDS}&scroll=1`,
    );
    await pause(READER_AT_MS - (Date.now() - startedAt));
    const reader = await session.browser.newPage();
    await reader.bringToFront();
    const openedAt = Date.now();
    await reader.goto(
      `${emulator.url}/generated/links.html?links=21&hosts=21&emails=0&phones=0&prefix=rd`,
    );
    await reader.waitForFunction(
      () => document.querySelector('#l0')?.hasAttribute('data-linkwise-risk'),
      { polling: 50, timeout: 120_000 },
    );
    const scamMarkedMs = Date.now() - openedAt;
    await pause(PERSON_AT_MS - (Date.now() - startedAt));
    const popup = await session.openPopup();
    await popup.click('nav button:nth-child(2)');
    await popup.type('#check-input', 'person-check.example.org');
    const askedAt = Date.now();
    await popup.click('form button[type="submit"]');
    await popup.waitForSelector('[data-testid="verdicts"] li', { timeout: 60_000 });
    const popupAnsweredMs = Date.now() - askedAt;
    await popup.close();
    await flood.waitForFunction(() => document.documentElement.dataset.flooded === 'true', {
      polling: 500,
      timeout: (FLOOD_SECONDS + 60) * 1_000,
    });
    const hostsAdded = await flood.evaluate(() => document.querySelectorAll('a').length);
    sampling = false;
    await sampler;
    // Read before the quiet minute below, in which Chrome may stop the idle worker.
    const workerRestarted =
      (await session.evaluateInWorker('globalThis.linkwiseBench.sameWorker')) !== true;
    await pause(60_000);
    const lookups = emulator.log.filter((entry) => entry.path === '/api/v1/check');
    return {
      floodSeconds: FLOOD_SECONDS,
      hostsAdded,
      scamMarkedMs,
      popupAnsweredMs,
      readerHostsLookedUp: countPrefix(lookups, 'rd-'),
      floodLookups: countPrefix(lookups, 'fl-'),
      busiestMinuteByArrival: busiestWindow(lookups.map((entry) => entry.time)),
      workerHeapBeforeMb: toMb(heapBefore),
      workerHeapPeakMb: toMb(Math.max(...samples.map((sample) => sample.heap))),
      queuedValuesPeak: Math.max(...samples.map((sample) => sample.queued)),
      workerRestarted,
    };
  } finally {
    sampling = false;
    await session.close();
    await emulator.close();
  }
}

const countPrefix = (log: readonly LoggedRequest[], prefix: string) =>
  log.filter((entry) => (entry.query.q ?? '').startsWith(prefix)).length;

const toMb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
