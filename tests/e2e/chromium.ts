/// <reference types="chrome" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';
import { findBrowser } from './browsers';

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface ChromiumSession {
  browser: Browser;
  extensionId: string;
  serviceWorker: WebWorker;
  /** The options tab the extension opened on first install. */
  welcomePage: Page;
  /** Opens the real toolbar popup (chrome.action.openPopup) over the active tab. */
  openPopup: () => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Launches headless Chromium with the unpacked extension. puppeteer-core rather than
 * Playwright: an extension popup is a CDP page target that only puppeteer can attach to.
 */
export async function launchChromium(
  extensionDir: string,
  options: { headless?: boolean } = {},
): Promise<ChromiumSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'linkwise-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: findBrowser('chromium'),
    headless: options.headless ?? true,
    userDataDir,
    pipe: true,
    enableExtensions: [extensionDir],
    defaultViewport: { width: 1280, height: 800 },
    args: CHROMIUM_FLAGS,
  });
  const workerTarget = await browser.waitForTarget(
    (target) => target.type() === 'service_worker' && target.url().endsWith('/background.js'),
  );
  const extensionId = new URL(workerTarget.url()).host;
  const serviceWorker = (await workerTarget.worker())!;
  const welcomeTarget = await browser.waitForTarget((target) =>
    target.url().startsWith(`chrome-extension://${extensionId}/options.html`),
  );
  const welcomePage = (await welcomeTarget.asPage())!;

  async function openPopup(): Promise<Page> {
    const opened = browser.waitForTarget(
      (target) => target.type() === 'page' && target.url().endsWith('/popup.html'),
    );
    await serviceWorker.evaluate(() => chrome.action.openPopup());
    return (await (await opened).asPage())!;
  }

  return {
    browser,
    extensionId,
    serviceWorker,
    welcomePage,
    openPopup,
    close: async () => {
      await browser.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
