import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FirefoxSession, launchFirefox } from './firefox';
import {
  itCoversNoLetterOnRealPages,
  itPlacesMarks,
  readWholePage,
  SCREENSHOTS,
} from './marks-scenarios';

const emulatorUrl = inject('emulatorUrl');
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox(inject('firefoxExtensionDir'));
});
afterAll(() => session?.close());

describe('Firefox ESR: where marks sit', () => {
  itPlacesMarks({ browser: () => session.browser, emulatorUrl, label: 'firefox', darkToo: false });
  itCoversNoLetterOnRealPages({ browser: () => session.browser, emulatorUrl, label: 'firefox' });

  // Firefox's BiDi cannot emulate prefers-color-scheme: a browser set to dark takes the shot.
  it('draws the marks in dark mode too (screenshot)', async () => {
    const dark = await launchFirefox(inject('firefoxExtensionDir'), { dark: true });
    try {
      const page = await dark.browser.newPage();
      await page.bringToFront();
      await page.goto(`${emulatorUrl}/pages/marks.html`);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        true,
      );
      await readWholePage(page);
      await mkdir(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOTS}/firefox-dark.png` });
    } finally {
      await dark.close();
    }
  });
});
