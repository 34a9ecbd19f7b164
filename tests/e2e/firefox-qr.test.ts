import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { QR_SCREEN } from '../emulator/qr-pages';
import { contentScriptReady, emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import {
  closeCard,
  expectCardEmphasis,
  expectDrawnCodesMarked,
  expectLateCodesMarked,
  expectQrMarksOnPage,
  expectQrPrivacy,
  FRESH_MAIL_LOOKUPS,
  MAIL_CARD_KINDS,
  MAIL_LOOKUPS,
  mailImage,
  qrCardKinds,
} from './qr-scenarios';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Firefox: QR codes, read in the background page', () => {
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
    for (const [id, kinds] of Object.entries(MAIL_CARD_KINDS)) {
      const srcUrl = await mailImage(page, id);
      await page.evaluate((linkwiseE2E) => window.postMessage({ linkwiseE2E }, '*'), {
        action: 'check-image',
        srcUrl,
      });
      expect(await qrCardKinds(page), id).toBe(kinds);
      await expectCardEmphasis(page, id);
      await closeCard(page);
    }
    await expectQrPrivacy(emulatorUrl, MAIL_LOOKUPS);
    await page.close();
  });

  it('the tab scan reads every way of drawing a code from the tab capture', async () => {
    // The popup's page in a tab of its own window; the codes' page in front of another.
    const popup = await session.browser.newPage();
    await open(popup, `moz-extension://${session.extensionUuid}/popup.html`, (href) =>
      href.startsWith('moz-extension://'),
    );
    const page = await session.browser.newPage({ type: 'window' });
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${emulatorUrl}/qr/screen.html`);
    await page.bringToFront();
    const scan = (await popup.evaluate(async (url) => {
      const api = (globalThis as unknown as { browser: typeof chrome }).browser;
      const tab = (await api.tabs.query({})).find((item) => item.url === `${url}/qr/screen.html`);
      return api.runtime.sendMessage({ type: 'qr:scan-tab', tabId: tab?.id });
    }, emulatorUrl)) as { ok: boolean; value: { findings: Array<{ text: string }> } };
    expect(scan, JSON.stringify(scan)).toMatchObject({ ok: true });
    expect(scan.value.findings.map((finding) => finding.text).sort()).toEqual(
      QR_SCREEN.map((item) => item.text).sort(),
    );
    await page.close();
    await popup.close();
  });
});
