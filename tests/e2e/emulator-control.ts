import type { Browser } from 'puppeteer-core';
import { expect } from 'vitest';
import type { FaultInput } from '../emulator/faults';
import type { HeldRequest } from '../emulator/held';
import type { LoggedRequest } from '../emulator/server';

/** The e2e emulator runs in vitest's global setup; tests steer it over its control routes. */
export function emulatorControl(baseUrl: string) {
  // `null` goes as `null` (no fault): `{}` is no fault the emulator accepts, and left it on.
  const post = (path: string, body?: unknown) =>
    fetch(`${baseUrl}/__emulator/${path}`, {
      method: 'POST',
      body: JSON.stringify(body === undefined ? {} : body),
    });
  const log = async (): Promise<LoggedRequest[]> =>
    (await fetch(`${baseUrl}/__emulator/log`)).json() as Promise<LoggedRequest[]>;
  return {
    reset: () => post('reset'),
    setFault: (fault: FaultInput | null) => post('fault', fault),
    /** The requests the `hold` fault keeps waiting. */
    held: async (): Promise<HeldRequest[]> =>
      (await fetch(`${baseUrl}/__emulator/held`)).json() as Promise<HeldRequest[]>,
    /** Lets every held request go on to its usual answer. */
    release: () => post('release'),
    log,
    lookups: async () =>
      (await log()).filter((entry) => entry.path === '/api/v1/check').map((entry) => entry.query.q),
  };
}

/** What the demo page asks about: other hosts, mailto: and tel: links, normalised. */
export const DEMO_LOOKUPS = [
  'paypa1-secure-login.com',
  'crypto-doubler.net',
  'cheap-rolex-outlet.shop',
  'survey-prize-winner.info',
  'wikipedia.org',
  'example.com',
  'help@example.com',
  'refunds@paypa1-secure-login.com',
  '+18005550199',
];

/** The demo page's risky items in document order: text and the level as the service sent it. */
export const DEMO_RISKY_ITEMS = [
  ['Verify your PayPal account', 'CRITICAL'],
  ['Double your Bitcoin in 24 hours', 'HIGH'],
  ['Rolex watches at 90% off', 'MEDIUM'],
  ['Claim your survey prize', 'LOW'],
  ['refunds@paypa1-secure-login.com', 'CRITICAL'],
  ['+1 800 555 0199', 'CRITICAL'],
];

/**
 * The round trip every browser must pass: the demo page's risky links get marked by the
 * content script through the background and the emulator, and the emulator saw exactly one
 * bare hostname per foreign host — no path, query or fragment.
 */
export async function expectDemoRoundTrip(browser: Browser, emulatorUrl: string): Promise<void> {
  const page = await browser.newPage();
  // In front: a tab loaded behind another is read only when it is first shown.
  await page.bringToFront();
  await page.goto(`${emulatorUrl}/pages/demo.html`);
  await page.waitForFunction(() => document.querySelectorAll('[data-linkwise-risk]').length === 6);
  const marked = await page.$$eval('[data-linkwise-risk]', (elements) =>
    elements.map((element) => [element.textContent, element.getAttribute('data-linkwise-risk')]),
  );
  expect(marked).toEqual(DEMO_RISKY_ITEMS);
  expect((await emulatorControl(emulatorUrl).lookups()).sort()).toEqual([...DEMO_LOOKUPS].sort());
  await page.close();
}

/**
 * Waits for Linkwise's content script (e2e builds mark the page when all its listeners are in
 * place). Content scripts start at document_idle, which can come after `load`.
 */
export function contentScriptReady(page: import('puppeteer-core').Page) {
  return page.waitForFunction(() => document.documentElement.dataset.linkwiseE2eReady === 'true', {
    polling: 100,
  });
}
