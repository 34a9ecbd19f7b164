import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_API_KEY } from '../emulator/server';
import { launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { launchFirefox } from './firefox';
import { buildCurrent, buildRelease, PREVIOUS_RELEASE, type ReleaseBuild } from './releases';
import { open } from './site-scenarios';

/**
 * An update in place, as a person gets it: the previous release's store build is installed,
 * used (services set in options, links shortened, values trusted, a site not checked, the sites
 * the person uses), then replaced by this version's store build in the same profile. Every
 * value is found intact, what the new version cannot read is kept aside and shown, and
 * shortening still works.
 */
const emulatorUrl = inject('emulatorUrl');
const emulator = emulatorControl(emulatorUrl);
let previous: ReleaseBuild;
let current: ReleaseBuild;

beforeAll(() => {
  previous = buildRelease(PREVIOUS_RELEASE.commit, resolve('.output/e2e-previous-release'));
  current = buildCurrent(resolve('.output/e2e-this-release'));
}, 300_000);

/** The keys the person's data lives under (storage.ts), compared before and after. */
const KEPT_KEYS = [
  'settings',
  'secrets',
  'trustedValues',
  'ignoredSites',
  'siteVisits',
  'settingsTouched',
  'installId',
] as const;

/** A short link as a damaged disk or a future version might leave it: no longer parses. */
const DAMAGED_LINK = { slug: 'from-a-damaged-disk', createdAt: 'yesterday' };

type Stored = Record<string, unknown>;

const api = `(globalThis.browser ?? globalThis.chrome)`;
const readStorage = (page: Page) =>
  page.evaluate(`${api}.storage.local.get(null)`) as Promise<Stored>;
const send = (page: Page, message: unknown) =>
  page.evaluate(`${api}.runtime.sendMessage(${JSON.stringify(message)})`) as Promise<{
    ok: boolean;
  }>;

/** Uses the release as a person does, from its options page; returns what it stored. */
async function useRelease(options: Page): Promise<Stored> {
  await options.waitForSelector('#shortenApiUrl');
  // Typed in as the page's own input events (BiDi's key by key typing takes seconds a field),
  // one field per call: the form re-renders (a microtask) before the next reads its state.
  for (const [selector, value] of [
    ['#shortenApiUrl', emulatorUrl],
    ['#lookupApiUrl', emulatorUrl],
    ['#apiKey', DEFAULT_API_KEY],
  ] as const)
    await options.$eval(
      selector,
      (input, text) => {
        (input as HTMLInputElement).value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      value,
    );
  await options.$eval('form', (form) => (form as HTMLFormElement).requestSubmit());
  await options.waitForFunction(
    () => document.querySelector('[role="status"]')?.textContent?.includes('Saved'),
    { polling: 100 },
  );
  for (const name of ['autoCopy', 'protectPhones']) {
    const box = `input[name="${name}"]`;
    await options.$eval(box, (input) => (input as HTMLInputElement).click());
    await options.waitForFunction(
      (b) => !document.querySelector<HTMLInputElement>(b)?.checked,
      {},
      box,
    );
  }
  for (const path of ['first', 'second', 'third']) {
    const made = await send(options, {
      type: 'shorten:create',
      url: `https://example.com/${path}`,
    });
    expect(made, JSON.stringify(made)).toMatchObject({ ok: true });
  }
  expect(await send(options, { type: 'lookup:trust', value: 'friend@example.com' })).toMatchObject({
    ok: true,
  });
  expect(await send(options, { type: 'site:ignore', host: 'intranet.example.org' })).toMatchObject({
    ok: true,
  });
  // The sites a person uses are learned over three days of visits: stored as the release does.
  const today = Math.floor(Date.now() / 86_400_000);
  await options.evaluate(
    `${api}.storage.local.set({ siteVisits: { 'mybank.example': { days: 5, last: ${today} } } })`,
  );
  const stored = await readStorage(options);
  const history = stored.shortenHistory as unknown[];
  expect(history).toHaveLength(3);
  await options.evaluate(
    `${api}.storage.local.set({ shortenHistory: ${JSON.stringify([...history, DAMAGED_LINK])} })`,
  );
  return readStorage(options);
}

/** After the update: every value intact, the damaged one kept aside and shown, shortening on. */
async function expectIntact(options: Page, before: Stored): Promise<void> {
  await options.waitForSelector('[data-kept-aside="1"]').catch(async (error) => {
    const now = await readStorage(options).catch(() => ({}));
    const version = await options.evaluate(`${api}.runtime.getManifest().version`);
    throw new Error(`${error}\nversion ${version}; stored now: ${JSON.stringify(now)}`);
  });
  // The update is recorded once the sweep that options shows is done: written a moment later.
  let after = await readStorage(options);
  for (let tries = 0; tries < 50 && !after.lastUpdate; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await readStorage(options);
  }
  expect(after.lastUpdate).toMatchObject({
    from: previous.version,
    to: current.version,
    setAside: 1,
  });
  for (const key of KEPT_KEYS) expect(after[key], key).toEqual(before[key]);
  const history = before.shortenHistory as unknown[];
  expect(after.shortenHistory).toEqual(history.slice(0, 3));
  expect(after.keptAside).toEqual([
    expect.objectContaining({ store: 'history', value: DAMAGED_LINK }),
  ]);
  // As the person sees it: their services, switches, trusted value, unchecked site, sites.
  expect(await options.$eval('#shortenApiUrl', (e) => (e as HTMLInputElement).value)).toBe(
    emulatorUrl,
  );
  expect(
    await options.$eval('input[name="autoCopy"]', (e) => (e as HTMLInputElement).checked),
  ).toBe(false);
  const text = await options.evaluate(() => document.body.textContent ?? '');
  for (const shown of [
    'friend@example.com',
    'intranet.example.org',
    'mybank.example',
    'Short links: 1',
  ])
    expect(text).toContain(shown);
  // The privacy policy, inside the extension, from the options page.
  expect(await options.$eval('a[href="/privacy.html"]', (a) => a.textContent)).toBe(
    'Privacy policy',
  );
  expect(await options.evaluate(async () => (await fetch('/privacy.html')).text())).toContain(
    '<h2>What leaves the browser</h2>',
  );
  // And the new version goes on where the old one left off.
  expect(
    await send(options, { type: 'shorten:create', url: 'https://example.com/after' }),
  ).toMatchObject({ ok: true });
  expect((await readStorage(options)).shortenHistory).toHaveLength(4);
}

describe('updating in place from the previous release', () => {
  it('Chromium: history, settings, keys, trusted and unchecked sites, sites you use, intact', async () => {
    await emulator.reset();
    // Chromium names an unpacked extension by its folder: the update replaces the folder's
    // files, then loads it again (as chrome://extensions' "Update" does; a restart alone keeps
    // the old service worker's script).
    const place = await mkdtemp(join(tmpdir(), 'linkwise-update-'));
    const extension = join(place, 'extension');
    await cp(previous.chromeDir, extension, { recursive: true });
    const session = await launchChromium(extension);
    try {
      const url = `chrome-extension://${session.extensionId}/options.html`;
      const page = await session.browser.newPage();
      await page.goto(url);
      const before = await useRelease(page);
      await page.close();

      await rm(extension, { recursive: true, force: true });
      await cp(current.chromeDir, extension, { recursive: true });
      expect(await session.browser.installExtension(extension)).toBe(session.extensionId);
      const options = await session.browser.newPage();
      await options.goto(url);
      await expectIntact(options, before);
    } finally {
      await session.close();
      await rm(place, { recursive: true, force: true });
    }
  });

  it('Firefox: the same, the new build installed over the old one', async () => {
    await emulator.reset();
    const session = await launchFirefox(previous.firefoxDir);
    try {
      const url = `moz-extension://${session.extensionUuid}/options.html`;
      const page = await session.browser.newPage();
      // Firefox's BiDi does not report an extension page as loaded: wait for its address.
      await open(page, url, (href) => href.startsWith('moz-extension://'));
      const before = await useRelease(page);
      await page.close();

      await session.browser.installExtension(current.firefoxDir);
      const options = await session.browser.newPage();
      await open(options, url, (href) => href.startsWith('moz-extension://'));
      await expectIntact(options, before);
    } finally {
      await session.close();
    }
  });
});
