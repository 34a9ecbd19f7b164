import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type FirefoxSession, launchFirefox } from './firefox';
import { itLeavesNoName } from './unnamed-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxStoreExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());

describe('Firefox ESR, store build: nothing in the page names Linkwise', () => {
  itLeavesNoName({ browser: () => session.browser, emulatorUrl });
});
