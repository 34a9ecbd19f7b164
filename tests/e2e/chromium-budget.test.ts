import { afterAll, beforeAll, describe, inject } from 'vitest';
import { itSpendsTheBudgetWhereItProtects } from './budget-scenarios';
import { type ChromiumSession, launchChromium } from './chromium';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

/** A person's check in the real popup's Check field, waited for until it shows its answer. */
async function popupCheck(value: string): Promise<void> {
  const popup = await session.openPopup();
  await popup.click('nav button:nth-child(2)');
  await popup.type('#check-input', value);
  await popup.click('form button[type="submit"]');
  await popup.waitForSelector('[data-testid="verdicts"] li', { timeout: 10_000 });
  await popup.close();
}

// A browser of its own, so the minute's budget starts full.
beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
});
afterAll(() => session?.close());

describe('Chromium: the lookup budget', () => {
  itSpendsTheBudgetWhereItProtects({
    browser: () => session.browser,
    emulatorUrl,
    personChecks: popupCheck,
  });
});
