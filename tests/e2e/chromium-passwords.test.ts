import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itKeepsPasswordsWithTheirSites } from './password-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

/** The store build: Linkwise's names drawn at random, no test hooks. */
beforeAll(async () => {
  session = await launchChromium(inject('chromeStoreExtensionDir'), { sitesAt: emulatorUrl });
  await session.browser
    .defaultBrowserContext()
    .overridePermissions(new URL(emulatorUrl).origin, ['clipboard-sanitized-write']);
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Chromium: passwords stay with their own sites, on the store build', () => {
  itKeepsPasswordsWithTheirSites({
    name: 'Chromium',
    browser: () => session.browser,
    emulatorUrl,
    keptSites: async () => {
      const page = await session.browser.newPage();
      await page.goto(`chrome-extension://${session.extensionId}/options.html`);
      const sites = await page
        .waitForSelector('[data-section="passwords"][data-loaded="true"]')
        .then(() =>
          page.$$eval('[data-section="passwords"] li[data-site]', (items) =>
            items.map((item) => item.getAttribute('data-site') ?? ''),
          ),
        );
      await page.close();
      return sites;
    },
    copy: async (text) => {
      const page = await session.browser.newPage();
      await page.goto(`${emulatorUrl}/pages/plain.html`);
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await page.close();
    },
    // The accessibility tree reaches into Linkwise's closed shadow root, as a screen reader does.
    warningWords: async (page) => JSON.stringify(await page.accessibility.snapshot()),
  });
});
