import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itJudgesLookalikes, ORGANISATION_DOMAIN } from './lookalike-scenarios';
import { removePolicies, unpackedExtensionId, writeChromiumPolicy } from './policy';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

/** The organisation's own domain comes from managed policy, as an administrator sets it. */
beforeAll(async () => {
  const extensionDir = inject('chromeExtensionDir');
  await writeChromiumPolicy(unpackedExtensionId(extensionDir), {
    ownDomains: [ORGANISATION_DOMAIN],
  });
  session = await launchChromium(extensionDir, { sitesAt: emulatorUrl });
  // Chromium hands an unpacked extension its policy seconds after it starts (managed.ts); one
  // deployed by policy waits for it. The options page names the organisation once it is in.
  await session.welcomePage.waitForSelector('#managed-heading', { timeout: 30_000 });
});
afterAll(async () => {
  await removePolicies();
  await session?.close();
});
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Chromium: look-alike sites, judged on the device', () => {
  itJudgesLookalikes({
    browser: () => session.browser,
    emulatorUrl,
    screenshots: true,
    openOptions: async () => {
      const page = await session.browser.newPage();
      await page.goto(`chrome-extension://${session.extensionId}/options.html`);
      return page;
    },
  });
});
