import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { emulatorControl, expectDemoRoundTrip } from './emulator-control';
import { type FirefoxSession, launchFirefox } from './firefox';

const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());
beforeEach(() => emulator.reset());

describe('Firefox ESR, built extension against the emulator', () => {
  it('marks risky links: page → content script → background → emulator → page', async () => {
    await expectDemoRoundTrip(session.browser, emulatorUrl);
  });
});
