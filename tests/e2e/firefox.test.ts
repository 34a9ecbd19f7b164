import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { contentScriptReady, emulatorControl, expectDemoRoundTrip } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import {
  expectBadgeCardAndTrust,
  expectClickWarning,
  expectProtectionFixture,
  expectReloadFromCache,
  expectWrappedLinks,
  itHandlesBigAndHostilePages,
} from './protection-scenarios';
import { expectAutoRevealFromOptions, expectShortLinkReveal } from './reveal-scenarios';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Firefox ESR, built extension against the emulator', () => {
  it('marks risky links: page → content script → background → emulator → page', async () => {
    await expectDemoRoundTrip(session.browser, emulatorUrl);
  });

  it('checks where wrapped links lead (Safe Links, Proofpoint, Google), never the wrapper', async () => {
    await expectWrappedLinks(session.browser, emulatorUrl);
  });

  it('context menu and shortcut handlers shorten and confirm with a toast in the page', async () => {
    const pageUrl = `${emulatorUrl}/pages/demo.html?firefox-quick`;
    const page = await session.browser.newPage();
    await page.goto(pageUrl);
    await contentScriptReady(page);
    const ask = (request: object) =>
      page.evaluate((linkwiseE2E) => window.postMessage({ linkwiseE2E }, '*'), request);
    const links = async () =>
      (await (await fetch(`${emulatorUrl}/__emulator/links`)).json()) as Array<{
        destination: string;
      }>;

    await ask({ action: 'menu-link', linkUrl: 'https://wikipedia.org/wiki/Firefox' });
    // Interval polling: a tab in the background gets no animation frames to poll on.
    await page.waitForFunction(
      () =>
        document.querySelector('linkwise-toast')?.getAttribute('data-linkwise-toast') === 'success',
      { polling: 100 },
    );
    expect((await links()).map((link) => link.destination)).toEqual([
      'https://wikipedia.org/wiki/Firefox',
    ]);

    await ask({ action: 'command' });
    await vi.waitFor(async () => expect(await links()).toHaveLength(2), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await links()).map((link) => link.destination)).toContain(pageUrl);
    await page.close();
  });

  it('the popup field reveals where a short link leads, hop by hop, never opening the destination', async () => {
    // The popup's page, opened as a tab (BiDi cannot open the toolbar popup).
    const popup = await session.browser.newPage();
    await open(popup, `moz-extension://${session.extensionUuid}/popup.html`, (href) =>
      href.startsWith('moz-extension://'),
    );
    await popup.waitForSelector('nav button:nth-child(2)');
    await popup.click('nav button:nth-child(2)');
    await expectShortLinkReveal(popup, emulatorUrl);
    await popup.close();
  });

  it('with "reveal short links" switched on in options, a short link is marked by where it leads', async () => {
    await expectAutoRevealFromOptions(session.browser, emulatorUrl, async () => {
      const options = await session.browser.newPage();
      await open(options, `moz-extension://${session.extensionUuid}/options.html`, (href) =>
        href.startsWith('moz-extension://'),
      );
      return options;
    });
  });

  it('the check menu shows a card for a risky value, a no-record value and invalid text', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/plain.html?firefox-check`);
    await contentScriptReady(page);
    const check = async (text: string) => {
      // Closed the way a person does (a page removing it would only see it come back).
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('linkwise-check-card'), {
        polling: 100,
      });
      await page.evaluate((linkwiseE2E) => window.postMessage({ linkwiseE2E }, '*'), {
        action: 'check-selection',
        text,
      });
      const handle = await page.waitForFunction(
        () => document.querySelector('linkwise-check-card')?.getAttribute('data-linkwise-check'),
        { polling: 100 },
      );
      return handle.jsonValue();
    };
    expect(await check('Call +44 7700 900123')).toBe('risky:HIGH');
    expect(await check('wikipedia.org')).toBe('no-record');
    expect(await check('nothing to see here')).toBe('refused');
    await page.close();
  });
});

describe('page protection', () => {
  it('marks every risky link, e-mail and phone (frames, shadow roots, late content) and nothing else', async () => {
    const page = await expectProtectionFixture(session.browser, emulatorUrl);
    await expectReloadFromCache(page, emulatorUrl);
    await expectBadgeCardAndTrust(page);
    await expectClickWarning(page);
    await page.close();
  });

  itHandlesBigAndHostilePages(() => session.browser, emulatorUrl);
});
