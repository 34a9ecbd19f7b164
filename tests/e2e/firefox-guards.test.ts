import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type FirefoxSession, launchFirefox } from './firefox';
import {
  itBreaksLockers,
  itHoldsAgainstAttackers,
  itLeavesCopiesAlone,
  itStopsClickFix,
} from './guard-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

/** The store build: Linkwise's names drawn at random, no test hooks. */
beforeAll(async () => {
  session = await launchFirefox(inject('firefoxStoreExtensionDir'), { clipboard: true });
});
afterAll(() => session?.close());

describe('Firefox ESR: the page guards, on the store build', () => {
  const target = {
    name: 'Firefox ESR',
    browser: () => session.browser,
    emulatorUrl,
    // Firefox has no Keyboard Lock API: a page cannot lock the keyboard there.
    keyboardLock: false,
  };
  itStopsClickFix(target);
  itLeavesCopiesAlone(target);
  itBreaksLockers(target);
  itHoldsAgainstAttackers(target);
});
