import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, GECKO_ID, launchFirefox } from './firefox';
import {
  expectBadgesSurviveResets,
  expectReplayIgnored,
  expectServiceWordsClean,
  expectWarningCannotBeHidden,
  expectWarningFirst,
} from './hostile-scenarios';
import {
  expectBannerOnly,
  expectFirstVisitCovered,
  expectGoBack,
  expectKnownSiteNeverLoads,
  expectNotCheckedSite,
  expectScamFrame,
  expectTrustSite,
  open,
} from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: FirefoxSession;

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

declare const browser: { runtime: { sendMessage: (message: unknown) => Promise<unknown> } };

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Firefox ESR: site protection', () => {
  it('covers a reported site on the first visit; its form cannot be reached; removing the cover does not work', () =>
    expectFirstVisitCovered(session.browser));

  it('sends a known site to the warning page before any request; "Continue" loads the exact address', () =>
    expectKnownSiteNeverLoads(session.browser, emulatorUrl));

  it('"Go back" leaves the site, or opens a new tab when there is nothing to go back to', () =>
    expectGoBack(session.browser, emulatorUrl));

  it('"Trust this site" asks first, then never covers the site again', () =>
    expectTrustSite(session.browser));

  it('a MEDIUM site gets a banner only', () => expectBannerOnly(session.browser));

  it('a site the person does not check is never covered or looked up', () =>
    expectNotCheckedSite(session.browser, emulatorUrl, (host) =>
      fromOptionsPage({ type: 'site:ignore', host }),
    ));

  it('a scam frame is covered, and once known never loads', () =>
    expectScamFrame(session.browser, emulatorUrl));
});

describe('Firefox ESR: hostile pages', () => {
  // Firefox names the extension by its add-on id: that is what a page would forge events with.
  it('replayed and forged start events and messages do not switch protection off', () =>
    expectReplayIgnored(session.browser, emulatorUrl, GECKO_ID));

  it('the warning comes before a page’s own capture-phase click handler', () =>
    expectWarningFirst(session.browser, emulatorUrl));

  it('page CSS and scripts cannot hide or remove the click warning', () =>
    expectWarningCannotBeHidden(session.browser, emulatorUrl));

  it('page resets and rules against its badges cannot hide them', () =>
    expectBadgesSurviveResets(session.browser, emulatorUrl));

  it('bidi and zero-width characters in an answer reach no surface', async () => {
    const page = await expectServiceWordsClean(session.browser, emulatorUrl);
    await page.close();
  });
});
