import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import {
  itKeepsPasswordsWithTheirSites,
  itLeavesRealSignInsAloneIn,
  itNamesWhosePasswordItIs,
} from './password-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

/**
 * The sites options lists kept passwords for (the extension's own page). It loads as it does for
 * a person; BiDi's navigation wait does not end for moz-extension:// pages, so the page is read
 * once it has drawn its list (asked again while the document is still being replaced).
 */
async function keptSites(on: FirefoxSession): Promise<string[]> {
  const page = await on.browser.newPage();
  void page.goto(`moz-extension://${on.extensionUuid}/options.html`).catch(() => {});
  let sites: string[] | null = null;
  for (let tries = 0; tries < 100 && !sites; tries++) {
    sites = await page
      .evaluate(() => {
        const section = document.querySelector('[data-section="passwords"]');
        if (section?.getAttribute('data-loaded') !== 'true') return null;
        return [...section.querySelectorAll('li[data-site]')].map(
          (item) => item.getAttribute('data-site') ?? '',
        );
      })
      .catch(() => null);
    if (!sites) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.close();
  if (!sites) throw new Error('The options page never listed the kept passwords’ sites.');
  return sites;
}

/** The store build: Linkwise's names drawn at random, no test hooks. */
beforeAll(async () => {
  session = await launchFirefox(inject('firefoxStoreExtensionDir'), {
    sitesAt: emulatorUrl,
    clipboard: true,
  });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Firefox ESR: passwords stay with their own sites, on the store build', () => {
  itKeepsPasswordsWithTheirSites({
    name: 'Firefox',
    browser: () => session.browser,
    emulatorUrl,
    keptSites: () => keptSites(session),
  });
});

describe('Firefox ESR: the password warning’s words (the e2e build, whose bridge reads them)', () => {
  let readable: FirefoxSession;
  beforeAll(async () => {
    readable = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
  });
  afterAll(() => readable?.close());
  itNamesWhosePasswordItIs({ name: 'Firefox', browser: () => readable.browser, emulatorUrl });
});

describe('Firefox ESR: real sites’ sign-in pages under their own names, on the store build', () => {
  itLeavesRealSignInsAloneIn('Firefox', async (server) => {
    const real = await launchFirefox(inject('firefoxStoreExtensionDir'), {
      proxyAll: server.proxyPort,
    });
    return { browser: real.browser, keptSites: () => keptSites(real), close: real.close };
  });
});
