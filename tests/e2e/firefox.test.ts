import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_LINK_HOSTS, DEMO_RISKY_LINKS, emulatorControl } from './emulator-control';
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
    const page = await session.browser.newPage();
    await page.goto(`${emulatorUrl}/pages/demo.html`);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-linkwise-risk]').length === 4,
    );
    const marked = await page.$$eval('[data-linkwise-risk]', (elements) =>
      elements.map((element) => [element.textContent, element.getAttribute('data-linkwise-risk')]),
    );
    expect(marked).toEqual(DEMO_RISKY_LINKS);
    expect((await emulator.lookups()).sort()).toEqual([...DEMO_LINK_HOSTS].sort());
    await page.close();
  });
});
