import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findBrowser, MAPPED_SITES } from './browsers';

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

/**
 * Sends every `*.top` host to the emulator at `serverUrl`, which plays the scam sites, over
 * plain http (no automatic upgrade to https, which the emulator does not speak).
 */
export function siteFlags(serverUrl: string): string[] {
  const { host } = new URL(serverUrl);
  // `*.top` for the scam sites; buzzfeed.com for a real site's own page (OWN_SITE), a brand's.
  const sites = MAPPED_SITES.flatMap((site) => [`MAP ${site} ${host}`, `MAP *.${site} ${host}`]);
  return [
    `--host-resolver-rules=MAP *.top ${host}, ${sites.join(', ')}`,
    '--disable-features=HttpsUpgrades',
  ];
}

export interface ChromiumSession {
  browser: Browser;
  extensionId: string;
  /** The options tab the extension opened on first install. */
  welcomePage: Page;
  /** Runs an expression in the background service worker (waking it if needed). */
  evaluateInWorker: (expression: string) => Promise<unknown>;
  /** Opens the real toolbar popup (chrome.action.openPopup) over the active tab. */
  openPopup: () => Promise<Page>;
  /** The service worker's JavaScript heap in use after a garbage collection, in bytes. */
  workerHeapUsed: () => Promise<number>;
  /** Stops the background service worker; the next event starts a fresh one. */
  stopServiceWorker: () => Promise<void>;
  /** The profile directory (removed on close unless it was a restart's). */
  userDataDir: string;
  close: () => Promise<void>;
  /** Quits the browser as a person does, keeping the profile for `restartProfile`. */
  closeKeepingProfile: () => Promise<void>;
}

/**
 * Launches headless Chromium with the unpacked extension. puppeteer-core rather than
 * Playwright: an extension popup is a CDP page target that only puppeteer can attach to.
 */
export async function launchChromium(
  extensionDir: string,
  options: {
    headless?: boolean;
    sitesAt?: string;
    lang?: string;
    /** More command-line flags (the real-page corpus's host mapping). */
    args?: readonly string[];
    /**
     * A profile to start again (a browser restart): kept on close, and no options tab is
     * awaited (the extension opens it on its first install only).
     */
    restartProfile?: string;
  } = {},
): Promise<ChromiumSession> {
  const userDataDir =
    options.restartProfile ?? (await mkdtemp(join(tmpdir(), 'linkwise-chromium-')));
  const browser = await puppeteer.launch({
    executablePath: findBrowser('chromium'),
    headless: options.headless ?? true,
    userDataDir,
    pipe: true,
    enableExtensions: [extensionDir],
    defaultViewport: { width: 1280, height: 800 },
    args: [
      ...CHROMIUM_FLAGS,
      ...(options.sitesAt ? siteFlags(options.sitesAt) : []),
      ...(options.lang ? [`--lang=${options.lang}`] : []),
      ...(options.args ?? []),
    ],
    // Chromium on Linux takes its interface language (and extensions theirs) from LANGUAGE;
    // the language packs come from Debian's chromium-l10n.
    ...(options.lang ? { env: { ...process.env, LANGUAGE: options.lang } } : {}),
  });
  const workerTarget = await browser.waitForTarget(
    (target) => target.type() === 'service_worker' && target.url().endsWith('/background.js'),
  );
  const extensionId = new URL(workerTarget.url()).host;
  const welcomeTarget = options.restartProfile
    ? await (await browser.newPage()).target()
    : await browser.waitForTarget((target) =>
        target.url().startsWith(`chrome-extension://${extensionId}/options.html`),
      );
  const welcomePage = (await welcomeTarget.asPage())!;

  /**
   * A short-lived CDP session per call: a session held on an extension's service worker keeps
   * it from ever starting again once stopped (puppeteer#9995). Chrome reuses the target id
   * across restarts, so the same target serves before and after.
   */
  const isWorker = (target: { type(): string; url(): string }) =>
    target.type() === 'service_worker' && target.url() === workerTarget.url();

  /** The worker's target now; Chrome stops an idle worker after 30 s, so wake it if needed. */
  async function liveWorker() {
    const live = browser.targets().find(isWorker);
    if (live) return live;
    const waker = await browser.newPage();
    await waker.goto(`chrome-extension://${extensionId}/popup.html?wake`);
    await waker.evaluate(() => chrome.runtime.sendMessage({ type: 'lookup:sent-log' }));
    await waker.close();
    return browser.waitForTarget(isWorker);
  }

  async function evaluateInWorker(expression: string): Promise<unknown> {
    const cdp = await (await liveWorker()).createCDPSession();
    try {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'failed');
      return result.value;
    } finally {
      await cdp.detach();
    }
  }

  async function workerHeapUsed(): Promise<number> {
    const cdp = await (await liveWorker()).createCDPSession();
    try {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    } finally {
      await cdp.detach();
    }
  }

  /** Stops the worker the way Chrome does when it idles out, and waits until it has. */
  async function stopServiceWorker(): Promise<void> {
    const extensionPage = await browser.newPage();
    await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
    const cdp = await extensionPage.createCDPSession();
    const stopped = new Promise<void>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (
          versions.some((v) => v.scriptURL === workerTarget.url() && v.runningStatus === 'stopped')
        ) {
          resolve();
        }
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await stopped;
    await cdp.send('ServiceWorker.disable');
    await cdp.detach();
    await extensionPage.close();
  }

  async function openPopup(): Promise<Page> {
    const isPopup = (target: { type(): string; url(): string }) =>
      target.type() === 'page' && target.url().endsWith('/popup.html');
    // A popup left open by an earlier step must not be mistaken for the new one.
    const stale = browser.targets().filter(isPopup);
    // It may already be closing (a popup closes when its window loses focus).
    await Promise.all(
      stale.map(async (target) => (await target.asPage())?.close().catch(() => undefined)),
    );
    const opened = browser.waitForTarget((target) => isPopup(target) && !stale.includes(target));
    await evaluateInWorker('chrome.action.openPopup()');
    return (await (await opened).asPage())!;
  }

  return {
    browser,
    extensionId,
    welcomePage,
    evaluateInWorker,
    workerHeapUsed,
    openPopup,
    stopServiceWorker,
    userDataDir,
    close: async () => {
      await browser.close();
      if (!options.restartProfile) await rm(userDataDir, { recursive: true, force: true });
    },
    closeKeepingProfile: () => browser.close(),
  };
}
