import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { itJudgesChosenNames, itJudgesPhishedBrands } from './lookalike-scenarios';

const emulatorUrl = inject('emulatorUrl');

/**
 * Each group in a session of its own: a minute's lookup budget its pages do not share
 * (lookalike-scenarios.ts).
 */
function inSessionOfItsOwn(name: string, scenarios: typeof itJudgesPhishedBrands): void {
  describe(name, () => {
    let session: ChromiumSession;
    beforeAll(async () => {
      session = await launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl });
    });
    afterAll(() => session?.close());
    beforeEach(() => emulatorControl(emulatorUrl).reset());
    scenarios({ browser: () => session.browser, emulatorUrl });
  });
}

inSessionOfItsOwn(
  'Chromium: the names phishers register, judged on the device',
  itJudgesPhishedBrands,
);
inSessionOfItsOwn('Chromium: short names and names people chose', itJudgesChosenNames);
