// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkValue } from '@/utils/api/lookup';
import type { HandlerDeps } from '@/utils/background/handlers';
import { createMessageRouter } from '@/utils/background/router';
import { createLookupService } from '@/utils/lookup/service';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { DEFAULT_API_KEY } from '../emulator/server';
import { testHttp, useEmulator } from '../support/emulator';

const emulator = useEmulator();
const IDENTITY = { id: 'linkwise-id', origin: 'chrome-extension://linkwise-id/' };
const POPUP = { id: IDENTITY.id, url: `${IDENTITY.origin}popup.html` };
const CONTENT = {
  id: IDENTITY.id,
  url: 'https://news.example/article',
  tab: { id: 4, incognito: false },
};

function routerWith(settings: Partial<Settings> = {}, apiKey = DEFAULT_API_KEY) {
  const deps: HandlerDeps = {
    getSettings: async () => ({ ...DEFAULT_SETTINGS, ...settings }),
    getSecrets: async () => ({ apiKey, lookupApiKey: '' }),
    getInstallId: async () => '0f8fad5b-d9cb-469f-a165-70867728950e',
    buildDefaults: { shortenApiUrl: emulator.current.url, lookupApiUrl: emulator.current.url },
    lookup: createLookupService({
      now: Date.now,
      check: (base, value) => checkValue({ baseUrl: base }, value, testHttp),
    }),
    http: testHttp,
  };
  return createMessageRouter(deps, IDENTITY);
}

describe('message router', () => {
  it.each([
    undefined,
    null,
    'lookup:check',
    { type: 'nope' },
    { type: 'lookup:check' },
    { type: 'lookup:check', value: '' },
    { type: 'shorten:create', url: 42 },
    { type: 'lookup:check', value: 'x'.repeat(5000) },
  ])('refuses the malformed message %j without crashing', async (message) => {
    await expect(routerWith()(message, POPUP)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'invalid-input' },
    });
    expect(emulator.current.log).toHaveLength(0);
  });

  it('does not answer other extensions at all', () => {
    const foreign = { id: 'someone-else', url: 'chrome-extension://someone-else/x.html' };
    expect(routerWith()({ type: 'lookup:check', value: 'example.com' }, foreign)).toBeUndefined();
    expect(
      routerWith()({ type: 'lookup:check', value: 'example.com' }, { id: IDENTITY.id }),
    ).toBeUndefined();
  });

  it('refuses privileged messages from content scripts: the key never works for a page', async () => {
    const reply = await routerWith()(
      { type: 'shorten:create', url: 'https://example.com/' },
      CONTENT,
    );
    expect(reply).toMatchObject({ ok: false, failure: { kind: 'invalid-input' } });
    expect(emulator.current.log).toHaveLength(0);
  });

  it('checks a hostname for a content script and returns the record', async () => {
    const reply = await routerWith()(
      { type: 'lookup:check', value: 'crypto-doubler.net' },
      CONTENT,
    );
    expect(reply).toMatchObject({
      ok: true,
      value: {
        value: 'crypto-doubler.net',
        answer: { kind: 'found', record: { data: { risk: { level: 'HIGH' } } } },
      },
    });
  });

  it('sends only the hostname of a full URL, and never the shorten key to the lookup host', async () => {
    await routerWith()(
      { type: 'lookup:check', value: 'https://user:pw@Example.COM./secret/path?token=1#frag' },
      CONTENT,
    );
    expect(emulator.current.log).toEqual([
      expect.objectContaining({ path: '/api/v1/check', query: { q: 'example.com' }, headers: {} }),
    ]);
  });

  it('does not check pages in private windows unless the user opted in', async () => {
    const privateTab = { ...CONTENT, tab: { id: 5, incognito: true } };
    const message = { type: 'lookup:check', value: 'example.com' };
    await expect(routerWith()(message, privateTab)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'private-window' },
    });
    expect(emulator.current.log).toHaveLength(0);
    await expect(
      routerWith({ checkPrivateWindows: true })(message, privateTab),
    ).resolves.toMatchObject({
      ok: true,
    });
  });

  it('shortens for the popup with the Bearer key and the install id as fingerprint', async () => {
    const reply = await routerWith()(
      { type: 'shorten:create', url: 'https://example.com/a?b#c' },
      POPUP,
    );
    expect(reply).toMatchObject({ ok: true, value: { link: { expiresAt: null } } });
    const [request] = emulator.current.log;
    expect(request?.headers.authorization).toBe(`Bearer ${DEFAULT_API_KEY}`);
    expect(request?.body).toEqual({
      destination: 'https://example.com/a?b#c',
      fingerprint: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
  });

  it('refuses to shorten what is not an http(s) address, sending nothing', async () => {
    const reply = await routerWith()({ type: 'shorten:create', url: 'chrome://settings' }, POPUP);
    expect(reply).toMatchObject({ ok: false, failure: { kind: 'invalid-input' } });
    expect(emulator.current.log).toHaveLength(0);
  });

  it('tests both connections without creating a link', async () => {
    const route = routerWith();
    await expect(
      route({ type: 'connection:test', service: 'shorten' }, POPUP),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      route({ type: 'connection:test', service: 'lookup' }, POPUP),
    ).resolves.toMatchObject({ ok: true });
    expect(emulator.current.state.links.size).toBe(0);
    const wrongKey = routerWith({}, 'wrong-key');
    await expect(
      wrongKey({ type: 'connection:test', service: 'shorten' }, POPUP),
    ).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'unauthorized' },
    });
  });
});

describe('page:config', () => {
  it('tells a content script whether link protection is on', async () => {
    await expect(routerWith()({ type: 'page:config' }, CONTENT)).resolves.toEqual({
      ok: true,
      value: { protectLinks: true },
    });
    await expect(
      routerWith({ protectLinks: false })({ type: 'page:config' }, CONTENT),
    ).resolves.toEqual({
      ok: true,
      value: { protectLinks: false },
    });
  });

  it('keeps protection off in private windows unless the user opted in', async () => {
    const privateTab = { ...CONTENT, tab: { id: 5, incognito: true } };
    await expect(routerWith()({ type: 'page:config' }, privateTab)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'private-window' },
    });
  });
});
