import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { contentScriptReady, emulatorControl } from './emulator-control';
import {
  closeCard,
  expectCardEmphasis,
  expectDrawnCodesMarked,
  expectEveryScreenCode,
  expectLateCodesMarked,
  expectQrMarksOnPage,
  expectQrPrivacy,
  FRESH_MAIL_LOOKUPS,
  MAIL_CARD_KINDS,
  MAIL_LOOKUPS,
  mailImage,
  qrCardKinds,
  scanTabInPopup,
} from './qr-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

/** "Check the QR code with Linkwise" on an image, as a real right-click would hand it. */
const checkImage = (srcUrl: string) =>
  session.evaluateInWorker(`(async () => {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    await linkwiseTest.onMenuClick({ menuItemId: 'linkwise-check-qr', srcUrl: ${JSON.stringify(srcUrl)} }, tab);
  })()`);

describe('Chromium: QR codes', () => {
  // First, in the browser just started: its decoder's first reads are the ones that once failed.
  it('codes drawn late, redrawn and replaced are marked once drawn; redrawing every frame costs a few reads', async () => {
    const page = await session.browser.newPage();
    await expectLateCodesMarked(page, emulatorUrl);
    await page.close();
  });

  it('codes on a page are read unasked: the reported ones marked like links, a click held', async () => {
    const page = await session.browser.newPage();
    await expectQrMarksOnPage(page, emulatorUrl);
    await expectQrPrivacy(emulatorUrl, FRESH_MAIL_LOOKUPS);
    await page.close();
  });

  it('codes the page draws itself (canvas, inline SVG, a background) are read and marked', async () => {
    const page = await session.browser.newPage();
    await expectDrawnCodesMarked(page, emulatorUrl);
    await page.close();
  });

  it('right-click on a code in a mail: reported host and phone flagged, clean and text not', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/qr/mail.html`);
    await contentScriptReady(page);
    await page.bringToFront();

    for (const [id, kinds] of Object.entries(MAIL_CARD_KINDS)) {
      await checkImage(await mailImage(page, id));
      expect(await qrCardKinds(page), id).toBe(kinds);
      await expectCardEmphasis(page, id);
      await closeCard(page);
    }
    await expectQrPrivacy(emulatorUrl, MAIL_LOOKUPS);

    await checkImage(`${emulatorUrl}/qr/code.gif?text=&cell=0`);
    expect(await qrCardKinds(page)).toBe('refused');
    await page.close();
  });

  it('the popup scans the tab: every way of drawing a code is read', async () => {
    const page = await session.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${emulatorUrl}/qr/screen.html`);
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.click('nav button:nth-child(2)');
    const findings = await scanTabInPopup(popup);
    expectEveryScreenCode(findings);
    await page.close();
  });

  it('a picture of a code pasted into Check is read, and what it holds is checked', async () => {
    const page = await session.browser.newPage();
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.click('nav button:nth-child(2)');
    const picture = `${emulatorUrl}/qr/code.gif?text=${encodeURIComponent('tel:+18005550199')}&cell=6`;
    // A paste as the person's clipboard would carry it: an image file, no text.
    await popup.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'photo.gif', { type: 'image/gif' }));
      const input = document.querySelector('#check-input')!;
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    }, picture);
    await popup.waitForSelector('[data-testid="qr-finding"]', { timeout: 20_000 });
    const finding = await popup.$eval('[data-testid="qr-finding"]', (item) => ({
      kind: item.getAttribute('data-kind'),
      words: item.querySelector('.qr-holds')?.textContent,
      verdict: item
        .querySelector('[data-testid="verdicts"] [data-kind]')
        ?.getAttribute('data-kind'),
    }));
    expect(finding).toEqual({
      kind: 'phone',
      words: 'This QR code holds a phone number: tel:+18005550199',
      verdict: 'risky',
    });
    await page.close();
  });
});
