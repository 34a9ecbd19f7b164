import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Emulator, startEmulator } from '../emulator/server';
import { type Relay, startRelay } from '../support/relay';
import { type ChromiumSession, launchChromium } from './chromium';
import { emulatorControl } from './emulator-control';
import { removePolicies, unpackedExtensionId, writeChromiumPolicy } from './policy';

const emulatorUrl = inject('emulatorUrl');
const extensionDir = inject('chromeExtensionDir');
const poll = { polling: 100, timeout: 20_000 } as const;
let service: Emulator;
let relay: Relay;
let session: ChromiumSession;

/**
 * An organisation's browser behind its relay (deploy/relay, Debian's nginx): the policy points
 * lookups at the relay, and the lookup service (a second emulator) hears only the relay.
 */
beforeAll(async () => {
  await emulatorControl(emulatorUrl).reset();
  service = await startEmulator();
  relay = await startRelay({ upstream: service.url });
  await writeChromiumPolicy(unpackedExtensionId(extensionDir), {
    lookupApiUrl: relay.url,
    lockedSettings: ['lookupApiUrl'],
  });
  session = await launchChromium(extensionDir);
});
afterAll(async () => {
  await removePolicies();
  await session?.close();
  await relay?.stop();
  await service?.close();
});

describe('Chromium behind the organisation relay', () => {
  it('marks a reported link; the service sees the relay, never the browser', async () => {
    const options = await session.browser.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    // Chrome hands the policy over a few seconds after the first start.
    await options.waitForSelector('[data-testid="lookup-relay"]', poll);
    const note = await options.$eval('[data-testid="lookup-relay"]', (p) => p.textContent);
    expect(note).toContain(new URL(relay.url).host);
    await options.close();

    const page = await session.browser.newPage();
    await page.bringToFront();
    await page.goto(`${emulatorUrl}/pages/demo.html`);
    await page.waitForFunction(
      () => document.querySelector('a[data-linkwise-risk="CRITICAL"]'),
      poll,
    );
    const lookups = service.log.filter((entry) => entry.path === '/api/v1/check');
    expect(lookups.map((entry) => entry.query.q)).toContain('paypa1-secure-login.com');
    for (const entry of lookups) {
      // What a browser would send (its Origin, its user agent, a key) never arrives.
      expect(entry.headers.names).toEqual(['accept', 'host', 'user-agent']);
      expect(entry.headers.userAgent).toBe('linkwise-relay');
      expect(Object.keys(entry.query)).toEqual(['q']);
    }
    // Nothing went to the build's own lookup address.
    expect(await emulatorControl(emulatorUrl).lookups()).toEqual([]);
    await page.close();
  });
});
