import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type Emulator, startEmulator } from '../emulator/server';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, GECKO_ID, launchFirefox } from './firefox';
import {
  CORP_KEY,
  corpPolicy,
  expectOnlyTheOrganisationsServices,
  expectOptionsShowPolicy,
  removePolicies,
  writeFirefoxPolicy,
} from './policy';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const poll = { polling: 100, timeout: 20_000 } as const;
let corp: Emulator;
let session: FirefoxSession;

declare const browser: { runtime: { sendMessage: (message: unknown) => Promise<unknown> } };

/** The organisation's own services (a second emulator); policies.json in the distribution folder. */
beforeAll(async () => {
  // The built-in emulator's log starts empty: it must see nothing from this browser.
  await emulatorControl(emulatorUrl).reset();
  corp = await startEmulator({ apiKeys: [CORP_KEY] });
  await writeFirefoxPolicy(GECKO_ID, corpPolicy(corp.url));
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(async () => {
  await removePolicies();
  await session?.close();
  await corp?.close();
});

async function openOptions(): Promise<Page> {
  const page = await session.browser.newPage();
  await open(page, `moz-extension://${session.extensionUuid}/options.html`, (href) =>
    href.startsWith('moz-extension://'),
  );
  return page;
}

// Firefox reads policies.json when it starts: a change applies at the next start (README).
describe('Firefox ESR: managed policy', () => {
  it('uses the organisation’s addresses and key with no setup', async () => {
    const page = await session.browser.newPage();
    // In front: a tab loaded behind another is read only when it is first shown.
    await page.bringToFront();
    await page.goto(`${emulatorUrl}/pages/demo.html`);
    await page.waitForFunction(() => document.querySelector('[data-linkwise-risk]'), poll);
    const options = await openOptions();
    await options.waitForFunction(() => document.readyState === 'complete', poll);
    const reply = await options.evaluate(() =>
      browser.runtime.sendMessage({ type: 'shorten:create', url: 'https://example.com/policy' }),
    );
    await expectOnlyTheOrganisationsServices(reply, corp, emulatorUrl);
    await options.close();
    await page.close();
  });

  it('shows locked settings as locked, never the key, and reports the invalid value', async () => {
    const options = await openOptions();
    await expectOptionsShowPolicy(options, corp.url);
    await options.close();
  });
});
