import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itJudgesChosenNames, itJudgesPhishedBrands } from './lookalike-scenarios';

const emulatorUrl = inject('emulatorUrl');

/**
 * Each group in a session of its own: a minute's lookup budget its pages do not share
 * (lookalike-scenarios.ts).
 */
function inSessionOfItsOwn(name: string, scenarios: typeof itJudgesPhishedBrands): void {
  describe(name, () => {
    let session: FirefoxSession;
    beforeAll(async () => {
      session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
    });
    afterAll(() => session?.close());
    beforeEach(() => emulatorControl(emulatorUrl).reset());
    scenarios({ browser: () => session.browser, emulatorUrl });
  });
}

inSessionOfItsOwn(
  'Firefox ESR: the names phishers register, judged on the device',
  itJudgesPhishedBrands,
);
inSessionOfItsOwn('Firefox ESR: short names and names people chose', itJudgesChosenNames);
