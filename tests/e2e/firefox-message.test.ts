import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itChecksWholeMessages } from './message-scenarios';
import { open } from './site-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

// A browser of its own, so the minute's lookup budget starts full.
beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Firefox ESR: checking a whole message', () => {
  itChecksWholeMessages({
    emulatorUrl,
    // The popup's page, opened as a tab (BiDi cannot open the toolbar popup).
    openPopup: async () => {
      const popup = await session.browser.newPage();
      await open(popup, `moz-extension://${session.extensionUuid}/popup.html`, (href) =>
        href.startsWith('moz-extension://'),
      );
      return popup;
    },
  });
});
