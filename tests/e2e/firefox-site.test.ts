import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, GECKO_ID, launchFirefox } from './firefox';
import { itResistsHostilePages } from './hostile-scenarios';
import { itProtectsSites, open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: FirefoxSession;

declare const browser: { runtime: { sendMessage: (message: unknown) => Promise<unknown> } };

/** Sends a message from one of the extension's own pages, as the options page would. */
async function fromOptionsPage(message: object): Promise<void> {
  const page = await session.browser.newPage();
  await open(page, `moz-extension://${session.extensionUuid}/options.html`, (href) =>
    href.startsWith('moz-extension://'),
  );
  await page.waitForFunction(() => document.readyState === 'complete', { polling: 100 });
  await page.evaluate((m) => browser.runtime.sendMessage(m), message);
  await page.close();
}

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Firefox ESR: site protection', () => {
  itProtectsSites({
    browser: () => session.browser,
    emulatorUrl,
    ignoreSite: (host) => fromOptionsPage({ type: 'site:ignore', host }),
  });
});

describe('Firefox ESR: hostile pages', () => {
  // Firefox names the extension by its add-on id: that is what a page would forge events with.
  itResistsHostilePages({
    browser: () => session.browser,
    emulatorUrl,
    extensionId: () => GECKO_ID,
  });
});
