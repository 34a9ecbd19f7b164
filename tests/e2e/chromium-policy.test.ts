import { mkdir } from 'node:fs/promises';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Emulator, startEmulator } from '../emulator/server';
import { invalidPolicyOfSchemaTypes } from '../support/invalid-policy';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import {
  CORP_KEY,
  corpPolicy,
  expectOnlyTheOrganisationsServices,
  expectOptionsShowPolicy,
  reloadChromiumPolicies,
  removePolicies,
  unpackedExtensionId,
  writeChromiumPolicy,
} from './policy';

const emulatorUrl = inject('emulatorUrl');
const extensionDir = inject('chromeExtensionDir');
const poll = { polling: 100, timeout: 20_000 } as const;
let corp: Emulator;
let session: ChromiumSession;

/** The organisation's own services: a second emulator, not the build's default one. */
beforeAll(async () => {
  // The built-in emulator's log starts empty: it must see nothing from this browser.
  await emulatorControl(emulatorUrl).reset();
  corp = await startEmulator({ apiKeys: [CORP_KEY] });
  // Installed the way an administrator would, before the browser first starts.
  await writeChromiumPolicy(unpackedExtensionId(extensionDir), corpPolicy(corp.url));
  session = await launchChromium(extensionDir);
});
afterAll(async () => {
  await removePolicies();
  await session?.close();
  await corp?.close();
});

const openOptions = async (): Promise<Page> => {
  const page = await session.browser.newPage();
  await page.goto(`chrome-extension://${session.extensionId}/options.html`);
  return page;
};

describe('Chromium: managed policy', () => {
  it('the policy file names this extension by its id', () => {
    expect(session.extensionId).toBe(unpackedExtensionId(extensionDir));
  });

  it('uses the organisation’s addresses and key with no setup', async () => {
    // Chrome hands the policy over a few seconds after the first start. An install by policy
    // waits for it before sending anything (unit-tested: tests/settings/managed.test.ts); this
    // unpacked test install is a person's own, so the test waits for the policy instead.
    const options = await openOptions();
    await options.waitForFunction(
      async () => {
        const view = await chrome.runtime.sendMessage({ type: 'settings:view' });
        return view?.ok && view.value.policy.managed.includes('lookupApiUrl');
      },
      { polling: 200, timeout: 20_000 },
    );
    await options.close();
    const page = await session.browser.newPage();
    // In front: a tab loaded behind another is read only when it is first shown.
    await page.bringToFront();
    await page.goto(`${emulatorUrl}/pages/demo.html`);
    await page.waitForFunction(() => document.querySelector('[data-linkwise-risk]'), poll);
    const popup = await session.openPopup();
    const reply = await popup.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'shorten:create', url: 'https://example.com/policy' }),
    );
    await expectOnlyTheOrganisationsServices(reply, corp, emulatorUrl);
    await popup.close();
    await page.close();
  });

  it('shows locked settings as locked, never the key, and reports the invalid value', async () => {
    const options = await openOptions();
    await expectOptionsShowPolicy(options, corp.url);
    await mkdir('.output/screenshots/policy', { recursive: true });
    await options.screenshot({
      path: '.output/screenshots/policy/chromium-options.png',
      fullPage: true,
    });
    await options.close();
  });

  it('follows a policy change while running, without a restart', async () => {
    const options = await openOptions();
    await expectOptionsShowPolicy(options, corp.url);
    await writeChromiumPolicy(session.extensionId, {
      ...corpPolicy(corp.url),
      minRiskLevel: 'HIGH',
      protectPhones: true,
      lockedSettings: ['shortenApiUrl', 'apiKey', 'lookupApiUrl'],
    });
    // Chromium applies the changed file when told to, as an administrator tells it from
    // chrome://policy (its own watcher gets there too, in its own time). The open options page
    // follows: the problem is gone, the locks moved.
    await reloadChromiumPolicies(session.browser);
    await options.waitForFunction(
      () =>
        !document.querySelector('[data-policy-problem]') &&
        (document.getElementById('lookupApiUrl') as HTMLInputElement | null)?.disabled === true,
      { polling: 200, timeout: 30_000 },
    );
    const now = await options.evaluate(() => ({
      level: (document.getElementById('minRiskLevel') as HTMLSelectElement).value,
      phones: (document.querySelector('input[name="protectPhones"]') as HTMLInputElement).checked,
      phonesDisabled: (document.querySelector('input[name="protectPhones"]') as HTMLInputElement)
        .disabled,
    }));
    expect(now).toEqual({ level: 'HIGH', phones: true, phonesDisabled: false });
    // The background follows too (what it tells pages comes from the same settings).
    const config = await options.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'settings:view' }),
    );
    expect(config).toMatchObject({
      ok: true,
      value: { settings: { protectPhones: true, minRiskLevel: 'HIGH' } },
    });
    await options.close();
  });

  it('an own domain added while running: its link is no longer marked, the other still is', async () => {
    const policy = { ...corpPolicy(corp.url), minRiskLevel: 'HIGH' };
    await writeChromiumPolicy(session.extensionId, policy);
    const page = await session.browser.newPage();
    await page.bringToFront();
    const marked = () =>
      page.evaluate(() =>
        ['critical', 'high'].filter((id) =>
          document.getElementById(id)?.hasAttribute('data-linkwise-risk'),
        ),
      );
    await page.goto(`${corp.url}/pages/two-scams.html`);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-linkwise-risk]').length === 2,
      { polling: 100, timeout: 60_000 },
    );
    // The organisation adds crypto-doubler.net to its own domains; Chromium hands the
    // extension the new policy when told to reload (as from chrome://policy), and the options
    // page names the domain once the extension has it.
    await writeChromiumPolicy(session.extensionId, {
      ...policy,
      ownDomains: ['acme-corp.com', 'crypto-doubler.net'],
    });
    const changedAt = Date.now();
    await reloadChromiumPolicies(session.browser);
    const options = await openOptions();
    await options.waitForFunction(() => document.body.textContent?.includes('crypto-doubler.net'), {
      polling: 100,
      timeout: 30_000,
    });
    await options.close();
    // The page read afresh: the reported link is marked (so the page's answers are in), and
    // the organisation's own one is not.
    await page.reload();
    await page.waitForFunction(
      () => document.getElementById('critical')?.hasAttribute('data-linkwise-risk'),
      {
        polling: 100,
        timeout: 20_000,
      },
    );
    const seen = await marked();
    console.info(`own domain applied ${Date.now() - changedAt} ms after the policy file changed`);
    expect(seen).toEqual(['critical']);
    await page.close();
  });

  it('lists every invalid value Chromium hands over, each with its reason', async () => {
    const invalid = invalidPolicyOfSchemaTypes();
    await writeChromiumPolicy(session.extensionId, invalid);
    await reloadChromiumPolicies(session.browser);
    const options = await openOptions();
    const names = Object.keys(invalid);
    await options.waitForFunction(
      (expected: string[]) =>
        expected.every((name) => document.querySelector(`[data-policy-problem^="${name}"]`)),
      { polling: 200, timeout: 60_000 },
      names,
    );
    const listed = await options.evaluate(
      (expected: string[]) =>
        expected.map((name) => [
          name,
          document.querySelector(`[data-policy-problem^="${name}"]`)?.textContent ?? '',
        ]),
      names,
    );
    for (const [name, text] of listed)
      expect(text?.length, name).toBeGreaterThan(name!.length + 10);
    await options.close();
  });
});
