import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import {
  itJudgesSenders,
  itReadsFramesPagesMake,
  itSurvivesAPageThatRewritesItself,
} from './mail-frames-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Chromium: mail as people read it', () => {
  // Chromium runs the page UI in every frame a page makes but a data: one.
  itReadsFramesPagesMake({ browser: () => session.browser, emulatorUrl, unreachable: ['data'] });
  itSurvivesAPageThatRewritesItself({
    browser: () => session.browser,
    emulatorUrl,
    unreachable: [],
  });
  itJudgesSenders({ browser: () => session.browser, emulatorUrl });
});
