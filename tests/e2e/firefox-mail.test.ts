import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import {
  itJudgesSenders,
  itReadsFramesPagesMake,
  itSurvivesAPageThatRewritesItself,
} from './mail-frames-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Firefox ESR: mail as people read it', () => {
  // Firefox refuses an extension's scripts in a frame of opaque origin or a blob: frame
  // ("Missing host permission for the tab or frames"): the page UI cannot be drawn there.
  itReadsFramesPagesMake({
    browser: () => session.browser,
    emulatorUrl,
    unreachable: ['sandbox-opaque', 'sandbox-scripts', 'blob', 'data'],
  });
  itSurvivesAPageThatRewritesItself({
    browser: () => session.browser,
    emulatorUrl,
    unreachable: [],
  });
  itJudgesSenders({ browser: () => session.browser, emulatorUrl });
});
