import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { DEMO_LINK_HOSTS, DEMO_RISKY_LINKS, emulatorControl } from './emulator-control';

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
      `chrome-extension://${session.extensionId}/options.html`,
    );
    await session.welcomePage.waitForSelector('label[for="apiKey"]');
  });

  it('marks risky links: page → content script → background → emulator → page', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/demo.html`);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-linkwise-risk]').length === 4,
    );
    const marked = await page.$$eval('[data-linkwise-risk]', (elements) =>
      elements.map((element) => [element.textContent, element.getAttribute('data-linkwise-risk')]),
    );
    expect(marked).toEqual(DEMO_RISKY_LINKS);
    // Exactly one request per foreign host, each a bare hostname: no path, query or fragment.
    expect((await emulator.lookups()).sort()).toEqual([...DEMO_LINK_HOSTS].sort());
    await page.close();
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
});
