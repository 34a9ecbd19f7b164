import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { signInPageFlags } from '../emulator/sign-in-pages';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itKeepsPasswordsWithTheirSites, itLeavesRealSignInsAloneIn } from './password-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

/** The sites options lists kept passwords for (the extension's own page). */
async function keptSites(on: ChromiumSession): Promise<string[]> {
  const page = await on.browser.newPage();
  await page.goto(`chrome-extension://${on.extensionId}/options.html`);
  await page.waitForSelector('[data-section="passwords"][data-loaded="true"]');
  const sites = await page.$$eval('[data-section="passwords"] li[data-site]', (items) =>
    items.map((item) => item.getAttribute('data-site') ?? ''),
  );
  await page.close();
  return sites;
}

/** What Linkwise stored, local and synced (its options page reads its own storage). */
async function storedValues(on: ChromiumSession): Promise<string> {
  const page = await on.browser.newPage();
  await page.goto(`chrome-extension://${on.extensionId}/options.html`);
  const values = await page.evaluate(async () =>
    JSON.stringify([await chrome.storage.local.get(null), await chrome.storage.sync.get(null)]),
  );
  await page.close();
  return values;
}

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
    keptSites: () => keptSites(session),
    storedValues: () => storedValues(session),
    // The accessibility tree reaches into Linkwise's closed shadow root, as a screen reader does.
    warningWords: async (page) => JSON.stringify(await page.accessibility.snapshot()),
    screenshots: true,
  });
});

describe('Chromium: real sites’ sign-in pages under their own names, on the store build', () => {
  itLeavesRealSignInsAloneIn('Chromium', async (server) => {
    const real = await launchChromium(inject('chromeStoreExtensionDir'), {
      args: signInPageFlags(server.port),
    });
    return { browser: real.browser, keptSites: () => keptSites(real), close: real.close };
  });
});
