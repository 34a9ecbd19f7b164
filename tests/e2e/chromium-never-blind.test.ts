import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { busiestWindow } from '../bench/stats';
import type { LoggedRequest } from '../emulator/server';
import { OUTAGE_TIME_SCALE } from './build';
import { type ChromiumSession, launchChromium } from './chromium';

/**
 * Issue 21's flood, on the time-scaled build (a minute of the budget lasts 2.4 s): a page that
 * prepends 100 links to new hosts every 200 ms and scrolls itself must not blind the tab the
 * person looks at, nor the person's own check, nor push the service past its budget.
 */
const emulatorUrl = inject('emulatorUrl');
const MINUTE_MS = 60_000 * OUTAGE_TIME_SCALE;
const FLOOD_SECONDS = 16;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let session: ChromiumSession;

async function lookups(): Promise<LoggedRequest[]> {
  const log = (await (await fetch(`${emulatorUrl}/__emulator/log`)).json()) as LoggedRequest[];
  return log.filter((entry) => entry.path === '/api/v1/check');
}

/** The most requests that arrived within any one (scaled) minute. */
const busiestMinute = (times: number[]) => busiestWindow(times, MINUTE_MS);

beforeAll(async () => {
  session = await launchChromium(inject('chromeScaledExtensionDir'));
});
afterAll(() => session?.close());

describe('Chromium: a flooding tab blinds nothing (time-scaled build)', () => {
  it('the shown tab’s scam is marked, a person’s check answered, the budget kept, the backlog dropped', async () => {
    const run = `blind${Date.now() % 100_000}`;
    const startedAt = Date.now();
    const flood = await session.browser.newPage();
    await flood.bringToFront();
    await flood.goto(
      `${emulatorUrl}/pages/flood.html?prefix=${run}f&seconds=${FLOOD_SECONDS}&scroll=1`,
    );
    await pause(4_000);

    // A second tab, shown in front: 20 other-site links and a known scam (#l0).
    const reader = await session.browser.newPage();
    await reader.bringToFront();
    const openedAt = Date.now();
    await reader.goto(
      `${emulatorUrl}/generated/links.html?links=21&hosts=21&emails=0&phones=0&prefix=${run}r`,
    );
    await reader.waitForFunction(
      () => document.querySelector('#l0')?.hasAttribute('data-linkwise-risk'),
      {
        polling: 50,
        timeout: 10_000,
      },
    );
    const markedIn = Date.now() - openedAt;

    // The person's own check from the popup, while the flood goes on.
    const value = `${run}person.example.org`;
    const popup = await session.openPopup();
    await popup.click('nav button:nth-child(2)');
    await popup.type('#check-input', value);
    const askedAt = Date.now();
    await popup.click('form button[type="submit"]');
    await popup.waitForSelector('[data-testid="verdicts"] li', { timeout: 10_000 });
    const answeredIn = Date.now() - askedAt;
    await popup.close();

    await flood.waitForFunction(() => document.documentElement.dataset.flooded === 'true', {
      polling: 200,
      timeout: 60_000,
    });
    const floodEndedAt = Date.now();
    // Eight (scaled) minutes more with the flood tab open: room for 240 page lookups.
    await pause(8 * MINUTE_MS);
    const sent = (await lookups()).filter((entry) => entry.time >= startedAt);
    const floodSent = sent.filter((entry) => (entry.query.q ?? '').startsWith(`${run}f-`));
    const readerHosts = sent.filter((entry) => (entry.query.q ?? '').startsWith(`${run}r-`));
    const afterFlood = floodSent.filter((entry) => entry.time > floodEndedAt);
    console.info(
      `flood: ${floodSent.length} flood lookups, ${afterFlood.length} after it stopped; reader: ${readerHosts.length} of 20 hosts, scam marked in ${markedIn} ms; popup check answered in ${answeredIn} ms; busiest minute ${busiestMinute(sent.map((e) => e.time))}`,
    );
    // Both happened while the flood went on (waited for above as events); how long each took is
    // printed for BENCHMARKS.md, not asserted: machines of one kind differ 2–3× in speed.
    expect(readerHosts.length).toBe(20);
    expect(sent.some((entry) => entry.query.q === value)).toBe(true);
    expect(busiestMinute(sent.map((entry) => entry.time))).toBeLessThanOrEqual(60);
    // What left the screen is dropped, not sent later: after the flood, only what is near its
    // last screens (the page's window of 100 questions at most), never the 8 000 hosts it added.
    expect(afterFlood.length).toBeLessThanOrEqual(100);
    await reader.close();
    await flood.close();
  });
});

describe('Chromium: racing past a page (time-scaled build)', () => {
  it('once the page rests, what is on screen and a screen either side is checked', async () => {
    const run = `race${Date.now() % 100_000}`;
    const page = await session.browser.newPage();
    await page.bringToFront();
    await page.goto(
      `${emulatorUrl}/generated/links.html?links=3000&hosts=3000&emails=0&phones=0&prefix=${run}`,
    );
    await page.waitForFunction(() => document.readyState === 'complete');
    await pause(500);
    // Three screens, and three more 100 ms later, as a fling does: the first jump is read
    // racing (the screen alone), the second comes before the next read may (300 ms), and then
    // the page rests: the read once scrolling settles (150 ms) must take in the whole band,
    // though the page is three screens from where it was last read.
    await page.evaluate(async () => {
      window.scrollBy(0, 3 * innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      window.scrollBy(0, 3 * innerHeight);
    });
    const near = await page.evaluate(() =>
      [...document.querySelectorAll('a')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.bottom > -innerHeight && box.top < 2 * innerHeight;
        })
        .map((link) => link.hostname),
    );
    const wanted = near.filter((host) => host.startsWith(`${run}-`));
    let looked = new Set<string>();
    for (let attempt = 0; attempt < 200; attempt++) {
      looked = new Set((await lookups()).map((entry) => entry.query.q ?? ''));
      if (wanted.every((host) => looked.has(host))) break;
      await pause(100);
    }
    console.info(`racing: ${wanted.length} hosts within a screen of the resting viewport`);
    expect(wanted.length).toBeGreaterThan(80);
    expect(wanted.filter((host) => !looked.has(host))).toEqual([]);
    await page.close();
  });
});
