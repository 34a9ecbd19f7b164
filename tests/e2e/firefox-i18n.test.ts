import { mkdir } from 'node:fs/promises';
import type { Page } from 'puppeteer-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { contentScriptReady, emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import { expectOptionsIn, I18N_SCREENSHOTS, LANGUAGES } from './i18n-languages';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
const poll = { polling: 100, timeout: 20_000 } as const;
let session: FirefoxSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function openExtensionPage(name: string): Promise<Page> {
  const page = await session!.browser.newPage();
  await open(page, `moz-extension://${session!.extensionUuid}/${name}`, (href) =>
    href.startsWith('moz-extension://'),
  );
  return page;
}

// Firefox's interface language comes from a language pack (Debian's firefox-esr-l10n-*).
describe('Firefox ESR: the interface in the browser’s language', () => {
  it.each(LANGUAGES)('$lang: options, popup and the in-page card', async (language) => {
    await emulator.reset();
    session = await launchFirefox(inject('firefoxExtensionDir'), { lang: language.lang });
    await mkdir(I18N_SCREENSHOTS, { recursive: true });

    const options = await openExtensionPage('options.html');
    await expectOptionsIn(options, language, `firefox-options-${language.lang}.png`);

    // The popup's page, opened as a tab (BiDi cannot open the toolbar popup).
    const popup = await openExtensionPage('popup.html');
    await popup.waitForFunction(
      (tab) => document.body.innerText.includes(tab),
      poll,
      language.shortenTab,
    );
    expect(await popup.evaluate(() => document.documentElement.dir)).toBe(language.dir);
    await popup.close();

    // The check card in a page, through the e2e build's bridge to the menu handler.
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/plain.html?${language.lang}`);
    await contentScriptReady(page);
    await page.evaluate((linkwiseE2E) => window.postMessage({ linkwiseE2E }, '*'), {
      action: 'check-selection',
      text: 'paypa1-secure-login.com',
    });
    await page.waitForFunction(
      () => document.querySelector('linkwise-check-card')?.getAttribute('data-linkwise-check'),
      poll,
    );
    await page.screenshot({ path: `${I18N_SCREENSHOTS}/firefox-card-${language.lang}.png` });
  });
});
