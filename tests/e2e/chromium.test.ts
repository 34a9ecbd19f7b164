import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_API_KEY } from '../emulator/server';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl, expectDemoRoundTrip } from './emulator-control';
import {
  expectBadgeCardAndTrust,
  expectClickWarning,
  expectProtectionFixture,
  expectReloadFromCache,
  expectWrappedLinks,
  itHandlesBigAndHostilePages,
} from './protection-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Chromium, built extension against the emulator', () => {
  it('opens the options page as a welcome on first install', async () => {
    expect(session.welcomePage.url()).toBe(
      `chrome-extension://${session.extensionId}/options.html?welcome=1`,
    );
    await session.welcomePage.waitForSelector('[data-testid="welcome"]');
    await session.welcomePage.waitForSelector('label[for="apiKey"]');
  });

  it('marks risky links: page → content script → background → emulator → page', async () => {
    await expectDemoRoundTrip(session.browser, emulatorUrl);
  });

  it('checks where wrapped links lead (Safe Links, Proofpoint, Google), never the wrapper', async () => {
    await expectWrappedLinks(session.browser, emulatorUrl);
  });

  it('shortens the current tab from the real toolbar popup', async () => {
    const page = await session.browser.newPage();
    const tabUrl = `${emulatorUrl}/pages/demo.html?utm=1#contacts`;
    await page.goto(tabUrl);
    await page.bringToFront();
    const popup = await session.openPopup();
    const shortLink = await popup.waitForSelector('[data-testid="short-link"]');
    const links = (await (await fetch(`${emulatorUrl}/__emulator/links`)).json()) as Array<{
      slug: string;
      destination: string;
    }>;
    expect(links).toHaveLength(1);
    expect(links[0]?.destination).toBe(tabUrl);
    expect(await shortLink?.evaluate((element) => element.textContent)).toBe(
      `${emulatorUrl}/${links[0]?.slug}`,
    );
    const [request] = (await emulator.log()).filter((e) => e.path === '/api/public/shorten');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toEqual({
      destination: tabUrl,
      fingerprint: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await page.close();
  });

  it('saves an API key in options; the popup then sends it as a Bearer header', async () => {
    const options = session.welcomePage;
    await options.bringToFront();
    await options.type('#apiKey', `  ${DEFAULT_API_KEY}  `);
    await options.click('button[type="submit"]');
    await options.waitForFunction(() => document.body.textContent?.includes('Saved.'));

    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/demo.html`);
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.waitForSelector('[data-testid="short-link"]');
    const [request] = (await emulator.log()).filter((e) => e.path === '/api/public/shorten');
    expect(request?.headers.authorization).toBe(`Bearer ${DEFAULT_API_KEY}`);
    // The shorten key never travels to the lookup service, even on the same host.
    const lookups = (await emulator.log()).filter((e) => e.path === '/api/v1/check');
    expect(lookups.every((e) => e.headers.authorization === undefined)).toBe(true);
    await page.close();
  });

  it('sends nothing when the user turns page protection off', async () => {
    const options = session.welcomePage;
    const switches = ['protectLinks', 'protectEmails', 'protectPhones'];
    const flip = async () => {
      // Background tabs get no animation frames, which puppeteer's click waits for.
      await options.bringToFront();
      for (const name of switches) await options.click(`input[name="${name}"]`);
    };
    await flip();
    await options.waitForFunction(
      (names: string[]) =>
        names.every(
          (n) => !(document.querySelector(`input[name="${n}"]`) as HTMLInputElement).checked,
        ),
      {},
      switches,
    );
    await emulator.reset();
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/demo.html?off`);
    // A page that does get checked would have been marked well within this time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await page.$$('[data-linkwise-risk]')).toHaveLength(0);
    expect(await emulator.lookups()).toEqual([]);
    await flip();
    await page.close();
  });

  it('keeps the lookup cache across a service-worker restart: no repeat requests', async () => {
    // Hosts that only this page links to, so the first visit must ask about each.
    const hosts = ['giftcard-refund-desk.com', 'restart-check-one.com', 'restart-check-two.org'];
    const visit = async (query: string) => {
      const page = await session.browser.newPage();
      await page.goto(`${emulatorUrl}/pages/cache-restart.html?${query}`);
      await page.waitForSelector('[data-linkwise-risk="HIGH"]');
      await page.close();
    };
    await visit('first');
    expect((await emulator.lookups()).sort()).toEqual(hosts);
    // Answers are written in batches a moment after they arrive: waited for as an event, the
    // three hosts in the stored cache shards (`lookupCache0`…; the sent log has them at once).
    await vi.waitFor(
      async () => {
        const stored = (await session.evaluateInWorker(`(async () => {
          const all = await chrome.storage.local.get(null);
          return JSON.stringify(Object.keys(all).filter((key) => key.startsWith('lookupCache')).map((key) => all[key]));
        })()`)) as string;
        for (const host of hosts) expect(stored).toContain(host);
      },
      { timeout: 20_000, interval: 200 },
    );
    await session.stopServiceWorker();
    await emulator.reset();
    await visit('after-restart');
    expect(await emulator.lookups()).toEqual([]);
  });

  it('lists exactly what was sent in the options page: bare hostnames, by feature', async () => {
    await emulator.reset();
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/sent-log.html`);
    await page.waitForSelector('[data-linkwise-risk]');
    await page.close();
    const options = session.welcomePage;
    await options.bringToFront();
    await options.reload();
    await options.waitForSelector('table.sent-log');
    const rows = await options.$$eval('table.sent-log tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent)),
    );
    expect(rows.slice(0, 2).sort()).toEqual([
      ['odd-level-deals.com', 'Page protection'],
      ['sent-log-check.net', 'Page protection'],
    ]);
  });
});

describe('page protection', () => {
  it('marks every risky link, e-mail and phone (frames, shadow roots, late content) and nothing else', async () => {
    const page = await expectProtectionFixture(session.browser, emulatorUrl);
    // The page reports its count a moment after the last mark; the toolbar badge shows it:
    // six items in the page plus one in its open shadow root (the frame counts for itself).
    await vi.waitFor(
      async () => {
        const badge = await session.evaluateInWorker(`(async () => {
          const [tab] = await chrome.tabs.query({ url: ${JSON.stringify(`${emulatorUrl}/pages/protection.html`)} });
          return chrome.action.getBadgeText({ tabId: tab.id });
        })()`);
        expect(badge).toBe('7');
      },
      { timeout: 5_000, interval: 200 },
    );
    // The popup lists them; choosing one scrolls the page to it and opens its card.
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.waitForSelector('[data-testid="page-items"] li');
    expect(await popup.$$eval('[data-testid="page-items"] li', (items) => items.length)).toBe(7);
    const level = await popup.$eval('[data-testid="page-items"] li:nth-child(4) .hint', (e) =>
      (e.textContent ?? '').split(' · ').pop(),
    );
    await popup.click('[data-testid="page-items"] li:nth-child(4) button');
    await page.waitForFunction(
      (expected) =>
        document.querySelector('linkwise-check-card')?.getAttribute('data-linkwise-check') ===
        expected,
      { polling: 100, timeout: 10_000 },
      `risky:${level}`,
    );
    await page.keyboard.press('Escape');
    await expectReloadFromCache(page, emulatorUrl);
    await expectBadgeCardAndTrust(page);
    await expectClickWarning(page);
    await page.close();
  });

  itHandlesBigAndHostilePages(() => session.browser, emulatorUrl);
});
