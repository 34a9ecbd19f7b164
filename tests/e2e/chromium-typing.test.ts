import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itHoldsTypingUntilTheVerdict } from './typing-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

/** The clipboard holds `text`, copied on a page of a secure origin (the emulator's own). */
async function copyToClipboard(text: string): Promise<void> {
  const page = await session.browser.newPage();
  await page.goto(`${emulatorUrl}/pages/plain.html`);
  await session.browser
    .defaultBrowserContext()
    .overridePermissions(new URL(emulatorUrl).origin, ['clipboard-sanitized-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.close();
}

/**
 * As a person does it: Ctrl+V into the password field, then an IME composition in the name
 * field (Chromium's DevTools protocol drives the IME as a real one).
 */
const pasteAndCompose = {
  copy: copyToClipboard,
  async act(page: Page, composed: string): Promise<void> {
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyV', { commands: ['paste'] });
    await page.keyboard.up('Control');
    await page.focus('#name');
    const cdp = await page.createCDPSession();
    for (const end of [1, composed.length]) {
      const text = composed.slice(0, end);
      await cdp.send('Input.imeSetComposition', { text, selectionStart: end, selectionEnd: end });
    }
    await cdp.send('Input.insertText', { text: composed });
    await cdp.detach();
  },
};

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Chromium: nothing typed reaches a page before its verdict', () => {
  itHoldsTypingUntilTheVerdict({ browser: () => session.browser, emulatorUrl, pasteAndCompose });
});
