import { mkdir } from 'node:fs/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { contentScriptReady, emulatorControl } from './emulator-control';
import { expectOptionsIn, I18N_SCREENSHOTS, LANGUAGES } from './i18n-languages';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
const poll = { polling: 100, timeout: 20_000 } as const;
let session: ChromiumSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('Chromium: the interface in the browser’s language', () => {
  it.each(LANGUAGES)('$lang: options, popup and the in-page card', async (language) => {
    await emulator.reset();
    session = await launchChromium(inject('chromeExtensionDir'), { lang: language.lang });
    await mkdir(I18N_SCREENSHOTS, { recursive: true });

    // Options: its own words, laid out in the language's direction.
    const options = await session.browser.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    await expectOptionsIn(options, language, `chromium-options-${language.lang}.png`);
    await options.close();

    // A page with a scam link and a card from the check menu, in the same language.
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/demo.html?${language.lang}`);
    await contentScriptReady(page);
    await page.bringToFront();
    await page.waitForFunction(() => document.querySelector('[data-linkwise-risk]'), poll);
    await session.evaluateInWorker(`(async () => {
      const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
      await linkwiseTest.onMenuClick({ menuItemId: 'linkwise-check-selection', selectionText: 'paypa1-secure-login.com' }, tab);
    })()`);
    await page.waitForFunction(() => document.querySelector('linkwise-check-card'), poll);
    // The card lives in a closed shadow root; what a screen reader is told is what it says.
    const names = JSON.stringify(await page.accessibility.snapshot({ interestingOnly: true }));
    expect(names).toContain(language.cardTitle);
    expect(names).toContain(language.riskyHeadline);
    await page.screenshot({ path: `${I18N_SCREENSHOTS}/chromium-card-${language.lang}.png` });

    // The popup over that page: its tabs and the page's risky items in the language.
    const popup = await session.openPopup();
    await popup.waitForFunction(
      (tab) => document.body.innerText.includes(tab),
      poll,
      language.shortenTab,
    );
    expect(await popup.evaluate(() => document.documentElement.dir)).toBe(language.dir);
    await popup.screenshot({ path: `${I18N_SCREENSHOTS}/chromium-popup-${language.lang}.png` });
    await popup.close();
  });
});
