import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { contentScriptReady, emulatorControl } from './emulator-control';
import { expectShortLinkReveal } from './reveal-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

/** Runs the "Check … with Linkwise" menu handler for the active tab, as a real click would. */
const checkFromMenu = (menuItemId: string, info: Record<string, string>) =>
  session.evaluateInWorker(`(async () => {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    await linkwiseTest.onMenuClick({ menuItemId: ${JSON.stringify(menuItemId)}, ...${JSON.stringify(info)} }, tab);
  })()`);

const cardKinds = (page: Page) =>
  page
    .waitForFunction(
      () => document.querySelector('linkwise-check-card')?.getAttribute('data-linkwise-check'),
      {
        polling: 100,
      },
    )
    .then((handle) => handle.jsonValue());

describe('Chromium: check anything', () => {
  it('the selection menu shows a card for a risky value, a no-record value and invalid text', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/plain.html?check`);
    await contentScriptReady(page);
    await page.bringToFront();

    await checkFromMenu('linkwise-check-selection', {
      selectionText: 'Call +1 (800) 555-0199 now!',
    });
    expect(await cardKinds(page)).toBe('risky:CRITICAL');
    expect(await emulator.lookups()).toEqual(['+18005550199']);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('linkwise-check-card'), {
      polling: 100,
    });
    await checkFromMenu('linkwise-check-selection', { selectionText: 'help@example.com' });
    expect(await cardKinds(page)).toBe('no-record');

    await checkFromMenu('linkwise-check-selection', { selectionText: 'Click here to win' });
    expect(await cardKinds(page)).toBe('refused');
    expect(await emulator.lookups()).toEqual(['+18005550199', 'help@example.com']);

    await checkFromMenu('linkwise-check-link', {
      linkUrl: 'mailto:refunds@paypa1-secure-login.com',
    });
    expect(await cardKinds(page)).toBe('risky:CRITICAL');
    await page.close();
  });

  it('where no content script runs, the popup opens with the result', async () => {
    const page = await session.browser.newPage();
    await page.bringToFront();
    const popupOpened = session.browser.waitForTarget(
      (t) => t.type() === 'page' && t.url().endsWith('/popup.html'),
    );
    await checkFromMenu('linkwise-check-selection', { selectionText: 'crypto-doubler.net' });
    const popup = (await (await popupOpened).asPage())!;
    await popup.waitForSelector('[data-testid="verdicts"] [data-kind="risky"]');
    expect(await popup.$eval('[data-testid="verdicts"]', (e) => e.textContent)).toContain(
      'Reported scam — risk level HIGH',
    );
    await page.close();
  });

  it('the popup field checks with the same words, and explains text it cannot check', async () => {
    const page = await session.browser.newPage();
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.click('nav button:nth-child(2)');
    await popup.type(
      '#check-input',
      'Contact prince.adebayo@mail-inheritance.org or wikipedia.org',
    );
    await popup.click('form button[type="submit"]');
    await popup.waitForSelector('[data-testid="verdicts"]');
    expect(
      await popup.$$eval('[data-testid="verdicts"] li', (lis) =>
        lis.map((li) => li.getAttribute('data-kind')),
      ),
    ).toEqual(['risky', 'no-record']);
    expect(await popup.$eval('[data-testid="verdicts"]', (e) => e.textContent)).toContain(
      'No public scam reports. That does not prove it is safe.',
    );
    await popup.$eval('#check-input', (input) => {
      (input as HTMLInputElement).value = '';
    });
    await popup.type('#check-input', 'hello there');
    await popup.click('form button[type="submit"]');
    await popup.waitForSelector('[data-testid="check-refused"]');
    expect(await popup.$eval('[data-testid="check-refused"]', (e) => e.textContent)).toContain(
      'Select a phone number in international form',
    );
    await page.close();
  });

  it('the popup field reveals where a short link leads, hop by hop, never opening the destination', async () => {
    const page = await session.browser.newPage();
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.click('nav button:nth-child(2)');
    await expectShortLinkReveal(popup, emulatorUrl);
    await page.close();
  });

  it('"Where does this link lead?" on a link shows the hops in the page\'s card', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/plain.html?reveal`);
    await contentScriptReady(page);
    await page.bringToFront();
    await checkFromMenu('linkwise-reveal-link', { linkUrl: `${emulatorUrl}/s/moved-301` });
    expect(await cardKinds(page)).toBe('risky:HIGH');
    const requests = (await emulator.log()).filter((entry) => entry.path.startsWith('/s/'));
    expect(requests.map((entry) => entry.path)).toEqual(['/s/moved-301']);
    await page.close();
  });
});
