import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser } from 'puppeteer-core';
import { findBrowser } from './browsers';

export const GECKO_ID = 'linkwise@linkwise.app';

export interface FirefoxSession {
  browser: Browser;
  /** Fixed per session through a pref, so tests can open moz-extension:// pages. */
  extensionUuid: string;
  close: () => Promise<void>;
}

/**
 * Launches headless Firefox ESR over WebDriver BiDi and installs the unpacked MV2 build as a
 * temporary add-on.
 */
export async function launchFirefox(extensionDir: string): Promise<FirefoxSession> {
  const extensionUuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findBrowser('firefox'),
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: extensionUuid }),
      // The welcome tab opened on install would steal focus from the page under test.
      'browser.shell.checkDefaultBrowser': false,
    },
  });
  await browser.installExtension(extensionDir);
  return { browser, extensionUuid, close: () => browser.close() };
}
