import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { LOOKUP_PATH, SHORTEN_PATH } from '../../utils/api/paths';
import type { Emulator } from '../emulator/server';

/** Where an administrator puts policies on Linux (Debian's Chromium and Firefox ESR). */
export const CHROMIUM_POLICY_FILE = '/etc/chromium/policies/managed/linkwise-e2e.json';
export const FIREFOX_POLICY_FILE = '/usr/lib/firefox-esr/distribution/policies.json';

export const CORP_KEY = 'corp-key-5f1d0c';

/**
 * The organisation's policy: its own services and key, two switches, its own domain, a level
 * Linkwise does not know (reported and ignored), and three settings locked.
 */
export const corpPolicy = (corpUrl: string) => ({
  shortenApiUrl: corpUrl,
  lookupApiUrl: corpUrl,
  apiKey: CORP_KEY,
  autoShorten: false,
  protectPhones: false,
  minRiskLevel: 'EXTREME',
  ownDomains: ['acme-corp.com'],
  lockedSettings: ['shortenApiUrl', 'apiKey', 'protectPhones'],
});

/**
 * Chromium's id for an unpacked extension: the first 128 bits of the SHA-256 of its absolute
 * path, written with the letters a–p. A policy names the extension by it.
 */
export function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

export async function writeChromiumPolicy(extensionId: string, policy: object): Promise<void> {
  await mkdir(dirname(CHROMIUM_POLICY_FILE), { recursive: true });
  const file = { '3rdparty': { extensions: { [extensionId]: policy } } };
  await writeFile(CHROMIUM_POLICY_FILE, JSON.stringify(file, null, 2));
}

/**
 * Has Chromium read its policy files now, as an administrator does from chrome://policy ("Reload
 * policies"), rather than when its own watcher gets to it (seconds, more on a busy machine).
 */
export async function reloadChromiumPolicies(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://policy');
    // The button (in the page's shadow roots) sends this WebUI message: sent as it would.
    await page.evaluate(() =>
      (globalThis as unknown as { chrome: { send(message: string): void } }).chrome.send(
        'reloadPolicies',
      ),
    );
  } finally {
    await page.close();
  }
}

export async function writeFirefoxPolicy(geckoId: string, policy: object): Promise<void> {
  const file = { policies: { '3rdparty': { Extensions: { [geckoId]: policy } } } };
  await writeFile(FIREFOX_POLICY_FILE, JSON.stringify(file, null, 2));
}

/** Policies are machine-wide: none may outlive its test (global setup calls this too). */
export async function removePolicies(): Promise<void> {
  await rm(CHROMIUM_POLICY_FILE, { force: true });
  await rm(FIREFOX_POLICY_FILE, { force: true });
}

const poll = { polling: 100, timeout: 20_000 } as const;

/**
 * The options page under corpPolicy: locked settings shown and not editable, the key never
 * shown (no field at all), the unknown level reported, the own domain named.
 */
export async function expectOptionsShowPolicy(options: Page, corpUrl: string): Promise<void> {
  await options.waitForFunction(
    () => document.querySelector('[data-policy-problem="minRiskLevel"]'),
    poll,
  );
  const seen = await options.evaluate(() => {
    const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;
    return {
      shortenUrl: input('shortenApiUrl')?.value,
      shortenDisabled: input('shortenApiUrl')?.disabled,
      lookupDisabled: input('lookupApiUrl')?.disabled,
      apiKeyTag: document.getElementById('apiKey')?.localName,
      apiKeyText: document.getElementById('apiKey')?.textContent,
      phones: (document.querySelector('input[name="protectPhones"]') as HTMLInputElement).checked,
      phonesDisabled: (document.querySelector('input[name="protectPhones"]') as HTMLInputElement)
        .disabled,
      autoShorten: (document.querySelector('input[name="autoShorten"]') as HTMLInputElement)
        .checked,
      autoShortenDisabled: (document.querySelector('input[name="autoShorten"]') as HTMLInputElement)
        .disabled,
      text: document.body.innerText,
    };
  });
  expect(seen).toMatchObject({
    shortenUrl: corpUrl,
    shortenDisabled: true,
    // Set but not locked: a default the person may change.
    lookupDisabled: false,
    apiKeyTag: 'p',
    apiKeyText: 'Set by your organisation',
    phones: false,
    phonesDisabled: true,
    autoShorten: false,
    autoShortenDisabled: false,
  });
  expect(seen.text).toContain('acme-corp.com');
  expect(seen.text).not.toContain(CORP_KEY);
  expect(await options.content()).not.toContain(CORP_KEY);
}

/**
 * After a shorten and a page's lookups: both went to the organisation's service, the shorten
 * with its key, and nothing at all to the build's default service.
 */
export async function expectOnlyTheOrganisationsServices(
  shortenReply: unknown,
  corp: Emulator,
  defaultUrl: string,
): Promise<void> {
  expect(shortenReply).toMatchObject({ ok: true, value: { kind: 'shortened' } });
  const shortens = corp.log.filter((entry) => entry.path === SHORTEN_PATH);
  expect(shortens.map((entry) => entry.headers.authorization)).toEqual([`Bearer ${CORP_KEY}`]);
  expect(corp.log.some((entry) => entry.path === LOOKUP_PATH)).toBe(true);
  const defaultLog = (await (await fetch(`${defaultUrl}/__emulator/log`)).json()) as Array<{
    path: string;
  }>;
  expect(defaultLog.filter((entry) => entry.path.startsWith('/api/'))).toEqual([]);
}
