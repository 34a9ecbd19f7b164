// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Settings } from '@/utils/settings/schema';
import type { HistoryEntry } from '@/utils/shorten/history';
import { DEFAULT_API_KEY } from '../emulator/server';
import { useEmulator } from '../support/emulator';
import { CONTENT, createTestRouter, IDENTITY, POPUP } from '../support/router';

const emulator = useEmulator();

/** Links the last router put in history. */
let history: HistoryEntry[] = [];

/** A router with the real engine against the emulator; settings and lists as given. */
function routerWith(
  settings: Partial<Settings> = {},
  apiKey = DEFAULT_API_KEY,
  lists: { trusted?: string[]; ignoredSites?: string[] } = {},
) {
  const router = createTestRouter(emulator.current, settings, { apiKey, ...lists });
  history = router.history;
  return router.route;
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

  it('checks a hostname for a content script and returns the verdict', async () => {
    const reply = await routerWith()(
      { type: 'lookup:check', value: 'crypto-doubler.net' },
      CONTENT,
    );
    expect(reply).toMatchObject({
      ok: true,
      value: { kind: 'risky', value: 'crypto-doubler.net', level: 'HIGH', severity: 3 },
    });
  });

  it('sends only the hostname of a full URL, and never the shorten key to the lookup host', async () => {
    await routerWith()(
      { type: 'lookup:check', value: 'https://user:pw@Example.COM./secret/path?token=1#frag' },
      CONTENT,
    );
    expect(emulator.current.log).toEqual([
      expect.objectContaining({ path: '/api/v1/check', query: { q: 'example.com' } }),
    ]);
    // No key, cookie or content type: only what any fetch carries.
    const [sent] = emulator.current.log;
    expect(sent?.headers).toMatchObject({
      authorization: undefined,
      cookie: undefined,
      contentType: undefined,
    });
    expect(sent?.headers.names).not.toContain('authorization');
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
    expect(reply).toMatchObject({
      ok: true,
      value: {
        kind: 'shortened',
        entry: { expiresAt: null, withKey: true, destination: 'https://example.com/a?b#c' },
      },
    });
    expect(history).toHaveLength(1);
    const [request] = emulator.current.log.filter((entry) => entry.path === '/api/public/shorten');
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
  it('tells a content script what to mark, and from which level', async () => {
    await expect(routerWith()({ type: 'page:config' }, CONTENT)).resolves.toEqual({
      ok: true,
      value: {
        enabled: true,
        links: true,
        emails: true,
        phones: true,
        minSeverity: 1,
        // The page's registrable domain: links within it are covered by the site check.
        site: 'example.com',
      },
    });
    await expect(
      routerWith({ protectLinks: false, minRiskLevel: 'HIGH' })({ type: 'page:config' }, CONTENT),
    ).resolves.toEqual({
      ok: true,
      value: {
        enabled: true,
        links: false,
        emails: true,
        phones: true,
        minSeverity: 3,
        site: 'example.com',
      },
    });
    await expect(
      routerWith({ protectLinks: false, protectEmails: false, protectPhones: false })(
        { type: 'page:config' },
        CONTENT,
      ),
    ).resolves.toMatchObject({ ok: true, value: { enabled: false } });
  });

  it('keeps protection off in private windows unless the user opted in', async () => {
    const privateTab = { ...CONTENT, tab: { id: 5, incognito: true } };
    await expect(routerWith()({ type: 'page:config' }, privateTab)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'private-window' },
    });
  });
});

describe('trust and site lists', () => {
  it('never looks up a trusted value; "Trust this" stores the normalised value', async () => {
    const route = routerWith();
    await expect(
      route({ type: 'lookup:trust', value: 'https://www.Crypto-Doubler.net/x' }, CONTENT),
    ).resolves.toEqual({ ok: true, value: ['crypto-doubler.net'] });
    await expect(
      route({ type: 'lookup:check', value: 'crypto-doubler.net' }, CONTENT),
    ).resolves.toMatchObject({
      ok: true,
      value: { kind: 'trusted' },
    });
    expect(emulator.current.log).toHaveLength(0);
  });

  it('"Don\'t check this site" from a page always means the sender\'s own site', async () => {
    const route = routerWith();
    await expect(
      route({ type: 'site:ignore', host: 'someone-else.com' }, CONTENT),
    ).resolves.toEqual({
      ok: true,
      value: ['news.example.com'],
    });
    await expect(route({ type: 'page:config' }, CONTENT)).resolves.toMatchObject({
      ok: true,
      value: { enabled: false },
    });
    await expect(
      route({ type: 'lookup:check', value: 'example.com' }, CONTENT),
    ).resolves.toMatchObject({
      ok: false,
    });
    expect(emulator.current.log).toHaveLength(0);
  });

  it('a page cannot jump the queue or read the sent log', async () => {
    const route = routerWith();
    await route(
      { type: 'lookup:check', value: 'example.com', priority: 'user', feature: 'popup' },
      CONTENT,
    );
    const log = await route({ type: 'lookup:sent-log' }, POPUP);
    expect(log).toMatchObject({ ok: true, value: [{ value: 'example.com', feature: 'page' }] });
    await expect(route({ type: 'lookup:sent-log' }, CONTENT)).resolves.toMatchObject({ ok: false });
  });

  it('tells the popup whether checking is paused (and a page cannot ask)', async () => {
    const route = routerWith();
    await expect(route({ type: 'lookup:status' }, POPUP)).resolves.toEqual({
      ok: true,
      value: { pausedUntil: null, resumedAt: null },
    });
    await expect(route({ type: 'lookup:status' }, CONTENT)).resolves.toMatchObject({ ok: false });
  });
});

describe('shortening a reported scam', () => {
  const scam = 'https://paypa1-secure-login.com/verify?session=1';

  it('checks the destination first and stops with its record until the person confirms', async () => {
    const route = routerWith();
    const first = await route({ type: 'shorten:create', url: scam }, POPUP);
    expect(first).toMatchObject({
      ok: true,
      value: { kind: 'risky', verdict: { value: 'paypa1-secure-login.com', level: 'CRITICAL' } },
    });
    expect(emulator.current.state.links.size).toBe(0);
    expect(history).toHaveLength(0);
    const confirmed = await route({ type: 'shorten:create', url: scam, confirmRisky: true }, POPUP);
    expect(confirmed).toMatchObject({
      ok: true,
      value: { kind: 'shortened', entry: { destination: scam } },
    });
    expect(history).toHaveLength(1);
  });

  it('never blocks shortening when the lookup service is unavailable', async () => {
    emulator.current.setFault({ mode: 'server-error', target: 'lookup' });
    const reply = await routerWith()({ type: 'shorten:create', url: scam }, POPUP);
    expect(reply).toMatchObject({ ok: true, value: { kind: 'shortened' } });
  });
});
