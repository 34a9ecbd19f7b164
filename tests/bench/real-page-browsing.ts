import { emulatorControl } from '../e2e/emulator-control';
import { realPageFlags, realPages, startRealPageServer } from '../emulator/real-pages';
import { REAL_BUDGET, startBenchBrowser } from './bench-browser';
import { type RealVisit, summariseRealBrowsing, visitRealPage } from './real-browsing';

/** One page every PACE_MS in one tab, as when reading and moving on. */
const PACE_MS = 8_000;
/** What each lookup takes (the emulator's delay): a real service is not on loopback. */
const LOOKUP_LATENCY_MS = 150;

/**
 * Browsing the real-page corpus (tests/fixtures/real-pages) with the store build's real budget
 * (60 a minute): each page under its own name, one every 8 s, 150 ms lookups. Measures whether
 * what the person sees first is checked in time, on pages no one here wrote.
 */
export async function benchRealPageBrowsing({
  limit,
  paceMs,
}: {
  limit?: number;
  paceMs?: number;
} = {}) {
  const pages = realPages().slice(0, limit);
  const server = await startRealPageServer(pages);
  const { emulator, session, page } = await startBenchBrowser(
    '.output/bench-real',
    REAL_BUDGET,
    realPageFlags(server.port),
  );
  await emulatorControl(emulator.url).setFault({
    mode: 'slow',
    target: 'lookup',
    delayMs: LOOKUP_LATENCY_MS,
  });
  await page.bringToFront();
  const pace = paceMs ?? PACE_MS;
  const visits: RealVisit[] = [];
  try {
    for (const realPage of pages) {
      const visit = await visitRealPage(page, realPage);
      visits.push(visit);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, visit.startedAt + pace - Date.now())),
      );
    }
  } finally {
    await session.close();
    await server.close();
  }
  const log = [...emulator.log];
  await emulator.close();
  return summariseRealBrowsing(visits, log, LOOKUP_LATENCY_MS);
}
