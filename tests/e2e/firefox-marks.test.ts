import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itPlacesMarks } from './marks-scenarios';

let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());

describe('Firefox ESR: where marks sit', () => {
  itPlacesMarks({
    browser: () => session.browser,
    emulatorUrl: inject('emulatorUrl'),
    label: 'firefox',
    darkToo: false,
  });
});
