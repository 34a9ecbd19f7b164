import { afterEach, describe, expect, inject, it } from 'vitest';
import type { LoggedRequest } from '../emulator/server';
import { type ChromiumSession, launchChromium } from './chromium';
import { removePolicies, unpackedExtensionId, writeChromiumPolicy } from './policy';

/**
 * The first page after a browser start (often the one opened from a mail or chat app) is
 * checked like any later one: issue 21 found it waiting 5.7 s. Installed once, the browser quits
 * and starts again on the same profile, and the first page is opened at once.
 */
const emulatorUrl = inject('emulatorUrl');
const extensionDir = inject('chromeExtensionDir');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let sessions: ChromiumSession[] = [];

afterEach(async () => {
  await removePolicies();
  for (const session of sessions) await session.close().catch(() => undefined);
  sessions = [];
});

async function firstLookupAfterStart(): Promise<number | undefined> {
  const installed = await launchChromium(extensionDir);
  await pause(2_000);
  await installed.closeKeepingProfile();
  const started = await launchChromium(extensionDir, { restartProfile: installed.userDataDir });
  sessions.push(started);
  // An extension loaded from a folder is installed afresh at each start, so it opens its welcome
  // page again (a store install does not): closed, so the page below is the one in front.
  await started.browser
    .waitForTarget((target) => target.url().includes('/options.html'), { timeout: 5_000 })
    .then(async (target) => (await target.asPage())?.close())
    .catch(() => undefined);
  const page = started.welcomePage;
  await page.bringToFront();
  const prefix = `fresh${Date.now() % 100_000}`;
  await page.goto(
    `${emulatorUrl}/generated/links.html?links=20&hosts=20&emails=0&phones=0&prefix=${prefix}`,
    { waitUntil: 'domcontentloaded' },
  );
  const loadedAt = Date.now();
  // Waited for as an event (the page's first lookup reaching the service), however long it takes.
  for (let tries = 0; tries < 300; tries++) {
    const log = (await (await fetch(`${emulatorUrl}/__emulator/log`)).json()) as LoggedRequest[];
    const first = log.find(
      (entry) => entry.path === '/api/v1/check' && (entry.query.q ?? '').startsWith(`${prefix}-`),
    );
    if (first) return first.time - loadedAt;
    await pause(100);
  }
  return undefined;
}

describe('Chromium: the first page after a browser start', () => {
  // How soon is a figure of BENCHMARKS.md (issue 21 measured 5.7 s before its fix), not an
  // assertion: machines of one kind differ 2–3× in speed.
  it('is looked up as the page loads, with no policy', async () => {
    const ms = await firstLookupAfterStart();
    console.info(`first lookup ${ms} ms after DOMContentLoaded (no policy)`);
    expect(ms).toBeDefined();
  });

  it('and the same with an organisation’s policy already installed', async () => {
    await writeChromiumPolicy(unpackedExtensionId(extensionDir), {
      lookupApiUrl: emulatorUrl,
      ownDomains: ['acme-corp.com'],
    });
    const ms = await firstLookupAfterStart();
    console.info(`first lookup ${ms} ms after DOMContentLoaded (policy installed)`);
    expect(ms).toBeDefined();
  });
});
