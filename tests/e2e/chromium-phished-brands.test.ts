import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itJudgesPhishedBrands } from './lookalike-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

// A session of its own: a minute's lookup budget these pages do not share (lookalike-scenarios.ts).
beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Chromium: the names phishers register, judged on the device', () => {
  itJudgesPhishedBrands({ browser: () => session.browser, emulatorUrl });
});
