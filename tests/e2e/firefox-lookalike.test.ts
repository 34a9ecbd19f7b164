import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, GECKO_ID, launchFirefox } from './firefox';
import { itJudgesLookalikes, ORGANISATION_DOMAIN } from './lookalike-scenarios';
import { removePolicies, writeFirefoxPolicy } from './policy';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

/** The organisation's own domain from policies.json, read when Firefox starts. */
beforeAll(async () => {
  await writeFirefoxPolicy(GECKO_ID, { ownDomains: [ORGANISATION_DOMAIN] });
  session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(async () => {
  await removePolicies();
  await session?.close();
});
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Firefox ESR: look-alike sites, judged on the device', () => {
  itJudgesLookalikes({
    browser: () => session.browser,
    emulatorUrl,
    openOptions: async () => {
      const page = await session.browser.newPage();
      await open(page, `moz-extension://${session.extensionUuid}/options.html`, (href) =>
        href.startsWith('moz-extension://'),
      );
      return page;
    },
  });
});
