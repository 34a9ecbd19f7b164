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

  it('with "reveal short links" on, a short link on screen is marked by where it leads', async () => {
    const shortLinks = (page: Page) =>
      page.evaluate((base) => {
        document.body.insertAdjacentHTML(
          'afterbegin',
          `<p><a id="to-scam" href="${base}/s/moved-301">a short link</a>
           <a id="to-clean" href="${base}/s/found-302">another</a></p>`,
        );
      }, emulatorUrl);
    const requests = async () =>
      (await emulator.log()).filter((entry) => entry.path.startsWith('/s/')).map((e) => e.path);

    // Off (the default): nobody asks a shortener anything.
    const before = await session.browser.newPage();
    await before.goto(`${emulatorUrl}/pages/plain.html?reveal-off`);
    await contentScriptReady(before);
    await before.bringToFront();
    await shortLinks(before);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await requests()).toEqual([]);
    await before.close();

    await session.evaluateInWorker(`(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({ settings: { ...settings, revealShortLinks: true } });
    })()`);
    try {
      const page = await session.browser.newPage();
      await page.goto(`${emulatorUrl}/pages/plain.html?reveal-on`);
      await contentScriptReady(page);
      await page.bringToFront();
      await shortLinks(page);
      await page.waitForFunction(
        () => document.querySelector('#to-scam')?.getAttribute('data-linkwise-risk'),
        { polling: 100, timeout: 15_000 },
      );
      // The clean chain's last hop taken (its destination's answer may come from the cache).
      await page.waitForFunction(
        async (base) =>
          (await (await fetch(`${base}/__emulator/log`)).json()).some(
            (entry: { path: string }) => entry.path === '/s/perm-308',
          ),
        { polling: 200, timeout: 15_000 },
        emulatorUrl,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.$eval('#to-clean', (a) => a.hasAttribute('data-linkwise-risk'))).toBe(
        false,
      );
      expect((await requests()).sort()).toEqual(
        ['/s/moved-301', '/s/found-302', '/s/see-303', '/s/see-307-target', '/s/perm-308'].sort(),
      );
      expect((await emulator.lookups()).filter((q) => q?.includes('/'))).toEqual([]);
      await page.close();
    } finally {
      await session.evaluateInWorker(`(async () => {
        const { settings } = await chrome.storage.local.get('settings');
        await chrome.storage.local.set({ settings: { ...settings, revealShortLinks: false } });
      })()`);
    }
  });
});
