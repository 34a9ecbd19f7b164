import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import {
  expectBadgesSurviveResets,
  expectReplayIgnored,
  expectServiceWordsClean,
  expectWarningCannotBeHidden,
  expectWarningFirst,
  HIDDEN,
} from './hostile-scenarios';
import {
  expectBannerOnly,
  expectFirstVisitCovered,
  expectGoBack,
  expectKnownSiteNeverLoads,
  expectNotCheckedSite,
  expectScamFrame,
  expectTrustSite,
  siteSurface,
} from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: ChromiumSession;

/** Sends a message from one of the extension's own pages, as the options page would. */
async function fromOptionsPage(message: object): Promise<void> {
  const page = await session.browser.newPage();
  await page.goto(`chrome-extension://${session.extensionId}/options.html`);
  await page.evaluate((m) => chrome.runtime.sendMessage(m), message);
  await page.close();
}

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Chromium: site protection', () => {
  it('covers a reported site on the first visit; its form cannot be reached; removing the cover does not work', () =>
    expectFirstVisitCovered(session.browser, { screenshots: true }));

  it('sends a known site to the warning page before any request; "Continue" loads the exact address', () =>
    expectKnownSiteNeverLoads(session.browser, emulatorUrl, { screenshots: true }));

  it('"Go back" leaves the site, or opens a new tab when there is nothing to go back to', () =>
    expectGoBack(session.browser, emulatorUrl));

  it('"Trust this site" asks first, then never covers the site again', () =>
    expectTrustSite(session.browser));

  it('a MEDIUM site gets a banner only', () =>
    expectBannerOnly(session.browser, { screenshots: true }));

  it('a site the person does not check is never covered or looked up', () =>
    expectNotCheckedSite(session.browser, emulatorUrl, (host) =>
      fromOptionsPage({ type: 'site:ignore', host }),
    ));

  it('a scam frame is covered, and once known never loads', () =>
    expectScamFrame(session.browser, emulatorUrl));

  it('the popup leads with the reported site; the toolbar badge says "!"', async () => {
    const page = await session.browser.newPage();
    await page.goto('http://odd-level-site.top/');
    await siteSurface(page, 'block'); // an unknown level (SEVERE) blocks like HIGH
    await page.bringToFront();
    await vi.waitFor(
      async () => {
        const badge = await session.evaluateInWorker(`(async () => {
          const [tab] = await chrome.tabs.query({ url: 'http://odd-level-site.top/*' });
          return chrome.action.getBadgeText({ tabId: tab.id });
        })()`);
        expect(badge).toBe('!');
      },
      { timeout: 5_000, interval: 200 },
    );
    const popup = await session.openPopup();
    const alert = await popup.waitForSelector('[data-testid="site-alert"]');
    const text = await alert?.evaluate((element) => element.textContent);
    expect(text).toContain('This site is a reported scam');
    expect(text).toContain('odd-level-site.top: risk level SEVERE, 12 reports');
    // It comes before the shorten form.
    expect(
      await popup.evaluate(
        () =>
          document
            .querySelector('[data-testid="site-alert"]')!
            .compareDocumentPosition(document.querySelector('#url')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBeTruthy();
    await popup.close();
    await page.close();
  });
});

describe('Chromium: hostile pages', () => {
  it('replayed and forged start events and messages do not switch protection off', () =>
    expectReplayIgnored(session.browser, emulatorUrl, session.extensionId));

  it('the warning comes before a page’s own capture-phase click handler', () =>
    expectWarningFirst(session.browser, emulatorUrl));

  it('page CSS and scripts cannot hide or remove the click warning', () =>
    expectWarningCannotBeHidden(session.browser, emulatorUrl));

  it('page resets and rules against its badges cannot hide them', () =>
    expectBadgesSurviveResets(session.browser, emulatorUrl));

  it('bidi and zero-width characters in an answer reach no surface, nor the popup', async () => {
    const page = await expectServiceWordsClean(session.browser, emulatorUrl);
    await page.bringToFront();
    const popup = await session.openPopup();
    await popup.waitForSelector('[data-testid="page-items"] li');
    const text = await popup.evaluate(() => document.body.textContent ?? '');
    expect(text).toContain('bidi-trick.top · HIGH');
    expect(text).not.toMatch(HIDDEN);
    await popup.close();
    await page.close();
  });
});
