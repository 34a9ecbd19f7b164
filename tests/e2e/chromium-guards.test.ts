import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import {
  itBreaksLockers,
  itHoldsAgainstAttackers,
  itLeavesCopiesAlone,
  itStopsClickFix,
} from './guard-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: ChromiumSession;

/** The store build: Linkwise's names drawn at random, no test hooks. */
beforeAll(async () => {
  session = await launchChromium(inject('chromeStoreExtensionDir'));
  // The tests read the clipboard, from the emulator's pages under both of its names.
  const { port } = new URL(emulatorUrl);
  for (const origin of [emulatorUrl, `http://localhost:${port}`])
    await session.browser
      .defaultBrowserContext()
      .overridePermissions(origin, ['clipboard-read', 'clipboard-sanitized-write']);
});
afterAll(() => session?.close());

describe('Chromium: the page guards, on the store build', () => {
  const target = {
    name: 'Chromium',
    browser: () => session.browser,
    emulatorUrl,
    keyboardLock: true,
  };
  itStopsClickFix(target);
  itLeavesCopiesAlone(target);
  itBreaksLockers(target);
  itHoldsAgainstAttackers(target);
});
