import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itGuardsInDetail } from './guard-detail-scenarios';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'), { clipboard: true });
});
afterAll(() => session?.close());

describe('Firefox ESR: the page guards, as a person meets them', () => {
  itGuardsInDetail({
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
