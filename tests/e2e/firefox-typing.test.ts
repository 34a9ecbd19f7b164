import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { emulatorControl } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itHoldsTypingUntilTheVerdict } from './typing-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());
beforeEach(() => emulatorControl(emulatorUrl).reset());

describe('Firefox ESR: nothing typed reaches a page before its verdict', () => {
  itHoldsTypingUntilTheVerdict({ browser: () => session.browser, emulatorUrl });
});
