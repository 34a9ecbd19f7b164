import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { HIDDEN, itResistsHostilePages } from './hostile-scenarios';
import { itProtectsSites, siteSurface } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: ChromiumSession;

/** Sends a message from one of the extension's own pages, as the options page would. */
async function fromOptionsPage(message: object): Promise<void> {
  const page = await session.browser.newPage();
  await page.goto(`chrome-extension://${session.extensionId}/options.html`);
  await page.evaluate((m) => chrome.runtime.sendMessage(m), message);
  await page.close();
}

/** The popup over a page with a lying answer's item: it lists the item, cleaned. */
async function popupShowsNoHiddenCharacters(page: Page): Promise<void> {
  await page.bringToFront();
  const popup = await session.openPopup();
  await popup.waitForSelector('[data-testid="page-items"] li');
  const text = await popup.evaluate(() => document.body.textContent ?? '');
  expect(text).toContain('bidi-trick.top · HIGH');
  expect(text).not.toMatch(HIDDEN);
  await popup.close();
}

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Chromium: site protection', () => {
  itProtectsSites({
    browser: () => session.browser,
    emulatorUrl,
    ignoreSite: (host) => fromOptionsPage({ type: 'site:ignore', host }),
    screenshots: true,
  });

  it('the popup leads with the reported site; the toolbar badge says "!"', async () => {
    const page = await session.browser.newPage();
    await page.goto('http://odd-level-site.top/');
    await siteSurface(page, 'block'); // an unknown level (SEVERE) blocks like HIGH
    await page.bringToFront();
    await vi.waitFor(
      async () => {
        const badge = await session.evaluateInWorker(`(async () => {
          const [tab] = await chrome.tabs.query({ url: 'http://odd-level-site.top/*' });
          return chrome.action.getBadgeText({ tabId: tab.id });
        })()`);
        expect(badge).toBe('!');
      },
      { timeout: 5_000, interval: 200 },
    );
    const popup = await session.openPopup();
    const alert = await popup.waitForSelector('[data-testid="site-alert"]');
    const text = await alert?.evaluate((element) => element.textContent);
    expect(text).toContain('This site is a reported scam');
    expect(text).toContain('odd-level-site.top: risk level SEVERE, 12 reports');
    // It comes before the shorten form.
    expect(
      await popup.evaluate(
        () =>
          document
            .querySelector('[data-testid="site-alert"]')!
            .compareDocumentPosition(document.querySelector('#url')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBeTruthy();
    await popup.close();
    await page.close();
  });
});

describe('Chromium: hostile pages', () => {
  itResistsHostilePages({
    browser: () => session.browser,
    emulatorUrl,
    extensionId: () => session.extensionId,
    thenWithPage: popupShowsNoHiddenCharacters,
  });
});
