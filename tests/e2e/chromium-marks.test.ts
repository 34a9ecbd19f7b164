import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import {
  itCoversNoLetterOnRealPages,
  itPlacesMarks,
  itReportsLayoutShift,
} from './marks-scenarios';

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'));
});
afterAll(() => session?.close());

describe('Chromium: where marks sit', () => {
  itPlacesMarks({
    browser: () => session.browser,
    emulatorUrl: inject('emulatorUrl'),
    label: 'chromium',
    darkToo: true,
  });
  itCoversNoLetterOnRealPages({
    browser: () => session.browser,
    emulatorUrl: inject('emulatorUrl'),
    label: 'chromium',
  });
  itReportsLayoutShift({ browser: () => session.browser, emulatorUrl: inject('emulatorUrl') });
});
