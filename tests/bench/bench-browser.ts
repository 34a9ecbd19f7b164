import type { Page } from 'puppeteer-core';
import { buildExtension } from '../e2e/build';
import { type ChromiumSession, launchChromium } from '../e2e/chromium';
import { type Emulator, startEmulator } from '../emulator/server';

/** The benchmark page: 10 000 links over 2 000 hosts, 500 e-mails, 500 phones (1 % risky). */
export const BENCH_PAGE = '/generated/links.html?links=10000&hosts=2000&emails=500&phones=500';
/** 1 % of each kind is risky in the emulator: 100 links (20 hosts × 5), 5 e-mails, 5 phones. */
export const RISKY_ITEMS = 110;

/**
 * The emulator, a bench build of the extension (it times its own work; store-like otherwise:
 * no e2e hooks), and a fresh tab in headless Chromium with it installed.
 */
export async function startBenchBrowser(
  outDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ emulator: Emulator; session: ChromiumSession; page: Page }> {
  const emulator = await startEmulator();
  const built = await buildExtension(outDir, emulator.url, ['chrome'], {
    WXT_BENCH: 'true',
    WXT_E2E_HOOKS: 'false',
    ...extraEnv,
  });
  // The emulator also plays the scam sites (*.top) that site protection is measured on.
  const session = await launchChromium(built.chromeDir, { sitesAt: emulator.url });
  await session.welcomePage.close();
  return { emulator, session, page: await session.browser.newPage() };
}
