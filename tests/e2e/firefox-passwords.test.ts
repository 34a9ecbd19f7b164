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
 * What `read` finds on Linkwise's options page, once it is there. The page loads as it does for a
 * person; BiDi's navigation wait does not end for moz-extension:// pages, so it is read once `read`
 * finds something (asked again while the document is still being replaced).
 */
async function fromOptionsPage<T>(on: FirefoxSession, read: () => T | null | Promise<T | null>) {
  const page = await on.browser.newPage();
  void page.goto(`moz-extension://${on.extensionUuid}/options.html`).catch(() => {});
  let found: T | null = null;
  for (let tries = 0; tries < 100 && found === null; tries++) {
    found = ((await page.evaluate(read).catch(() => null)) as T | null) ?? null;
    if (found === null) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.close();
  if (found === null) throw new Error('Linkwise’s options page never answered.');
  return found;
}

/** The sites options lists kept passwords for, once it has drawn its list. */
const keptSites = (on: FirefoxSession) =>
  fromOptionsPage(on, () => {
    const section = document.querySelector('[data-section="passwords"]');
    if (section?.getAttribute('data-loaded') !== 'true') return null;
    return [...section.querySelectorAll('li[data-site]')].map(
      (item) => item.getAttribute('data-site') ?? '',
    );
  });

/** What Linkwise stored, local and synced (its options page reads its own storage). */
const storedValues = (on: FirefoxSession) =>
  fromOptionsPage(on, async () =>
    typeof browser === 'undefined'
      ? null
      : JSON.stringify([await browser.storage.local.get(), await browser.storage.sync.get()]),
  );

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
    storedValues: () => storedValues(session),
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
