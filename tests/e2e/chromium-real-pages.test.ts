import { describe, expect, inject, it } from 'vitest';
import { type RealVisit, summariseRealBrowsing, visitRealPage } from '../bench/real-browsing';
import { realPageFlags, realPages, startRealPageServer } from '../emulator/real-pages';
import type { LoggedRequest } from '../emulator/server';
import { launchChromium } from './chromium';

/** Every fourteenth page of the corpus (tests/fixtures/real-pages): 13 real sites, no one's here. */
const SAMPLE = realPages().filter((_, i) => i % 14 === 0);
/** One page every 8 s, with the real budget (60 a minute): the benchmark's pace (issue 21). */
const PACE_MS = 8_000;
const emulatorUrl = inject('emulatorUrl');

describe('Chromium: real pages, each under its own name', () => {
  it(
    'every page whose first screen shows other sites’ links gets them looked up',
    async () => {
      const server = await startRealPageServer(SAMPLE);
      const session = await launchChromium(inject('chromeExtensionDir'), {
        args: realPageFlags(server.port),
      });
      const visits: RealVisit[] = [];
      const from = Date.now();
      try {
        const tab = await session.browser.newPage();
        await tab.bringToFront();
        for (const page of SAMPLE) {
          const visit = await visitRealPage(tab, page);
          visits.push(visit);
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, visit.startedAt + PACE_MS - Date.now())),
          );
        }
      } finally {
        await session.close();
        await server.close();
      }
      const log = (await (await fetch(`${emulatorUrl}/__emulator/log`)).json()) as LoggedRequest[];
      const summary = summariseRealBrowsing(
        visits,
        log.filter((entry) => entry.time >= from),
        0,
      );
      console.info(JSON.stringify(summary));
      // Pages with other sites on the first screen are most of a sample; none goes unchecked.
      expect(summary.pagesWithOtherSiteLinksOnFirstScreen).toBeGreaterThanOrEqual(5);
      expect(summary.pagesWithNoLookup).toEqual([]);
    },
    60_000 + SAMPLE.length * PACE_MS,
  );
});
