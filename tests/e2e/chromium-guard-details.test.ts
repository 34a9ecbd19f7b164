import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { itGuardsInDetail } from './guard-detail-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
  await session.browser
    .defaultBrowserContext()
    .overridePermissions(emulatorUrl, ['clipboard-read', 'clipboard-sanitized-write']);
});
afterAll(() => session?.close());

describe('Chromium: the page guards, as a person meets them', () => {
  itGuardsInDetail({
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
