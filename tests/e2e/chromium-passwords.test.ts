import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { BUNDLED_LISTS } from '@/utils/lookalike/bundled';
import { createLookalikeJudge } from '@/utils/lookalike/judge';
import { signInPageFlags, signInPages, startSignInPageServer } from '../emulator/sign-in-pages';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itKeepsPasswordsWithTheirSites, itLeavesRealSignInsAlone } from './password-scenarios';

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

describe('Chromium: real sites’ sign-in pages under their own names, on the store build', () => {
  let real: ChromiumSession;
  let server: Awaited<ReturnType<typeof startSignInPageServer>>;
  const judge = createLookalikeJudge(BUNDLED_LISTS);
  beforeAll(async () => {
    server = await startSignInPageServer();
    real = await launchChromium(inject('chromeStoreExtensionDir'), {
      args: signInPageFlags(server.port),
    });
  });
  afterAll(async () => {
    await real?.close();
    await server?.close();
  });
  itLeavesRealSignInsAlone({
    name: 'Chromium',
    browser: () => real.browser,
    emulatorUrl,
    keptSites: () => keptSites(real),
    copy: async () => {},
    trusts: (host) => judge.trusts(host),
    pages: signInPages(),
  });
});
