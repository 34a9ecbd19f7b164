// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShortLink } from '@/utils/api/shorten';
import { DEFAULT_API_KEY } from '../emulator/server';
import { testHttp, useEmulator } from '../support/emulator';

const emulator = useEmulator();
const DESTINATION = 'https://example.com/path?q=1#frag';
const request = { destination: DESTINATION, fingerprint: 'a8c1f0de-1111-4222-8333-944455556666' };

describe('createShortLink against the emulator', () => {
  it('shortens without a key: no Authorization header, body has destination and fingerprint', async () => {
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.destination).toBe(DESTINATION);
    expect(result.value.slug).toMatch(/^\w+$/);
    expect(typeof result.value.expiresAt).toBe('string');
    const [sent] = emulator.current.log;
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.body).toEqual(request);
  });

  it('sends the key as a Bearer header and gets a permanent link', async () => {
    const result = await createShortLink(
      { baseUrl: emulator.current.url, apiKey: DEFAULT_API_KEY },
      request,
      testHttp,
    );
    expect(result.ok && result.value.expiresAt).toBeNull();
    expect(emulator.current.log[0]?.headers.authorization).toBe(`Bearer ${DEFAULT_API_KEY}`);
  });

  it('maps a rejected key to unauthorized', async () => {
    const result = await createShortLink(
      { baseUrl: emulator.current.url, apiKey: 'wrong' },
      request,
      testHttp,
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unauthorized', status: 401 } });
  });

  it('maps 429 to rate-limited with Retry-After in seconds', async () => {
    emulator.current.setFault({ mode: 'rate-limit', retryAfter: '42', target: 'shorten' });
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 42_000 },
    });
  });

  it('maps 429 with an HTTP-date Retry-After', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    emulator.current.setFault({ mode: 'rate-limit', retryAfter: at });
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result.ok).toBe(false);
    if (result.ok || result.failure.kind !== 'rate-limited')
      throw new Error('expected rate-limited');
    expect(result.failure.retryAfterMs).toBeGreaterThan(100_000);
    expect(result.failure.retryAfterMs).toBeLessThanOrEqual(120_000);
  });

  it('maps 429 without Retry-After to a null wait', async () => {
    emulator.current.setFault({ mode: 'rate-limit' });
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: null },
    });
  });

  it('maps 500 to server-error', async () => {
    emulator.current.setFault({ mode: 'server-error' });
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'server-error', status: 500 } });
  });

  it('maps a 400 to bad-request and keeps the server message as text', async () => {
    const result = await createShortLink(
      { baseUrl: emulator.current.url },
      { destination: DESTINATION },
      testHttp,
    );
    expect(result).toMatchObject({
      ok: false,
      failure: {
        kind: 'bad-request',
        status: 400,
        serverMessage: expect.stringContaining('fingerprint'),
      },
    });
  });

  it('times out on a hung request', async () => {
    emulator.current.setFault({ mode: 'hang' });
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });

  it.each(['malformed-json', 'wrong-shape'] as const)(
    'reports %s as unexpected-response',
    async (mode) => {
      emulator.current.setFault({ mode });
      const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
      expect(result).toMatchObject({
        ok: false,
        failure: { kind: 'unexpected-response', status: 200 },
      });
    },
  );

  it('answers slowly but within the timeout', async () => {
    emulator.current.setFault({ mode: 'slow', delayMs: 300 });
    const result = await createShortLink({ baseUrl: emulator.current.url }, request, testHttp);
    expect(result.ok).toBe(true);
  });

  it('reports a wrong base path (404) as unexpected-response, not a bad request', async () => {
    const result = await createShortLink(
      { baseUrl: `${emulator.current.url}/wrong-prefix` },
      request,
      testHttp,
    );
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'unexpected-response', status: 404 },
    });
  });

  it('says "offline" when the browser knows it has no network', async () => {
    const offline = { ...testHttp, isOnline: () => false };
    const result = await createShortLink({ baseUrl: 'http://127.0.0.1:9' }, request, offline);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unreachable', offline: true } });
  });

  it('reports a closed port as unreachable with the host', async () => {
    const result = await createShortLink({ baseUrl: 'http://127.0.0.1:9' }, request, testHttp);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'unreachable', host: '127.0.0.1:9', offline: false },
    });
  });

  it('accepts any 2xx with a valid Link body and ignores unknown fields', async () => {
    const body = {
      id: 7,
      slug: 'abc',
      destination: DESTINATION,
      expiresAt: null,
      upgrade: false,
      extra: 1,
    };
    const fetch200: typeof fetch = async () => new Response(JSON.stringify(body), { status: 200 });
    const result = await createShortLink({ baseUrl: 'https://short.example' }, request, {
      ...testHttp,
      fetch: fetch200,
    });
    expect(result).toEqual({
      ok: true,
      value: { id: '7', slug: 'abc', destination: DESTINATION, expiresAt: null, upgrade: false },
    });
  });

  it('refuses a slug that would read differently than it is, and cleans a server message', async () => {
    const answer =
      (status: number, body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { status });
    const send = (fetchAnswer: typeof fetch) =>
      createShortLink({ baseUrl: 'https://short.example' }, request, {
        ...testHttp,
        fetch: fetchAnswer,
      });
    for (const slug of ['ab\u202Ecd', 'ab\u200Bcd', 'ab cd']) {
      await expect(
        send(answer(201, { id: '1', slug, destination: DESTINATION, expiresAt: null })),
      ).resolves.toMatchObject({ ok: false, failure: { kind: 'unexpected-response' } });
    }
    await expect(
      send(answer(400, { error: 'Bad \u202Egnp.exe\u202C request\u200B' })),
    ).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'bad-request', serverMessage: 'Bad gnp.exe request' },
    });
  });
});
