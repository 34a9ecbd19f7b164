import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { itLeavesNoName } from './unnamed-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium(inject('chromeStoreExtensionDir'), { sitesAt: emulatorUrl });
});
afterAll(() => session?.close());

describe('Chromium, store build: nothing in the page names Linkwise', () => {
  itLeavesNoName({ browser: () => session.browser, emulatorUrl });
});
