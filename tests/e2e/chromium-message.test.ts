import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itChecksWholeMessages } from './message-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

// A browser of its own, so the minute's lookup budget starts full.
beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Chromium: checking a whole message', () => {
  itChecksWholeMessages({
    emulatorUrl,
    openPopup: () => session.openPopup(),
    screenshots: true,
  });
});
