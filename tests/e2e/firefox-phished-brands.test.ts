import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itJudgesPhishedBrands } from './lookalike-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

// A session of its own: a minute's lookup budget these pages do not share (lookalike-scenarios.ts).
beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Firefox ESR: the names phishers register, judged on the device', () => {
  itJudgesPhishedBrands({ browser: () => session.browser, emulatorUrl });
});
