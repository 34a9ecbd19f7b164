import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { itSpendsTheBudgetWhereItProtects } from './budget-scenarios';
import { contentScriptReady } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

/**
 * A person's check from the context menu (the e2e bridge runs the real menu handler: Firefox's
 * BiDi cannot open the popup), waited for until its card shows the answer.
 */
async function menuCheck(value: string): Promise<void> {
  const [page] = (await session.browser.pages()).filter((p) =>
    p.url().includes('/pages/flood.html'),
  );
  const target = page as Page;
  await contentScriptReady(target);
  await target.evaluate((linkwiseE2E) => window.postMessage({ linkwiseE2E }, '*'), {
    action: 'check-selection',
    text: value,
  });
  await target.waitForFunction(() => document.querySelector('linkwise-check-card'), {
    polling: 100,
    timeout: 10_000,
  });
}

// A browser of its own, so the minute's budget starts full.
beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());

describe('Firefox ESR: the lookup budget', () => {
  itSpendsTheBudgetWhereItProtects({
    browser: () => session.browser,
    emulatorUrl,
    personChecks: menuCheck,
  });
});
