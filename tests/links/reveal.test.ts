// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_HOPS, type Reveal, revealShortLink } from '@/utils/links/reveal';
import { isShortener } from '@/utils/links/shorteners';
import { useEmulator } from '../support/emulator';
import { CONTENT, createTestRouter, POPUP } from '../support/router';

const emulator = useEmulator();

/** A reveal's lookups with no record for any host, and the known shorteners (fake deps). */
const noRecordAnywhere = {
  isShortener: (host: string) => isShortener(host),
  check: async (host: string) => ({ kind: 'no-record', value: host, valueKind: 'domain' }) as never,
};

async function reveal(path: string): Promise<Reveal> {
  const { route } = createTestRouter(emulator.current);
  const reply = (await route(
    { type: 'link:reveal', url: `${emulator.current.url}${path}` },
    POPUP,
  )) as { ok: boolean; value?: Reveal };
  if (!reply.ok || !reply.value) throw new Error(JSON.stringify(reply));
  return reply.value;
}

/** What the shortener was asked (paths under /s/), and what the lookup service was asked. */
function traffic() {
  const log = emulator.current.log;
  return {
    hops: log.filter((entry) => entry.path.startsWith('/s/')),
    lookups: log.filter((entry) => entry.path === '/api/v1/check').map((entry) => entry.query.q),
  };
}

describe('revealing a short link, hop by hop', () => {
  it.each([
    ['301 to a reported destination', '/s/moved-301', 1, 'reported', 'crypto-doubler.net'],
    [
      '302 → 303 → 307 → 308, relative Locations',
      '/s/found-302',
      4,
      'destination',
      'clean-destination.com',
    ],
    ['a wrapper at the end, read locally', '/s/wrapped', 1, 'reported', 'prize-claim.top'],
  ])('%s', async (_name, path, requests, stop, destination) => {
    const result = await reveal(path);
    expect(result.stop).toBe(stop);
    expect(result.hops.at(-1)?.host).toBe(destination);
    // The last address is looked up, never contacted; each hop taken once, without cookies.
    const { hops, lookups } = traffic();
    expect(hops).toHaveLength(requests);
    expect(hops.every((entry) => entry.headers.cookie === undefined)).toBe(true);
    expect(new Set(hops.map((entry) => entry.path)).size).toBe(requests);
    expect(lookups).toContain(destination);
    expect(lookups.every((q) => !q?.includes('/'))).toBe(true);
  });

  it('a wrapped short link (Safe Links around it) is unwrapped locally, then revealed', async () => {
    const contacted: string[] = [];
    const result = await revealShortLink(
      `https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent('https://bit.ly/abc')}&data=x`,
      {
        ...noRecordAnywhere,
        fetchHop: async (url) => {
          contacted.push(url);
          return { status: 301, location: 'https://shop.example.com/' };
        },
      },
    );
    expect(contacted).toEqual(['https://bit.ly/abc']);
    expect(result.hops[0]).toMatchObject({ host: 'bit.ly', status: 301 });
    expect(result.hops[0]?.via).toHaveLength(1);
    expect(result).toMatchObject({ stop: 'destination', hops: [{}, { host: 'shop.example.com' }] });
  });

  it('statuses of each hop are kept for the person', async () => {
    const result = await reveal('/s/found-302');
    expect(result.hops.map((hop) => hop.status)).toEqual([302, 303, 307, 308, undefined]);
    expect(result.hops.at(-1)?.verdict.kind).toBe('no-record');
  });

  it('stops at a loop, having taken each hop once', async () => {
    const result = await reveal('/s/loop-a');
    expect(result.stop).toBe('loop');
    expect(traffic().hops.map((entry) => entry.path)).toEqual(['/s/loop-a', '/s/loop-b']);
  });

  it(`takes at most ${MAX_HOPS} hops`, async () => {
    const result = await reveal('/s/chain-1');
    expect(result.stop).toBe('too-many-hops');
    expect(traffic().hops).toHaveLength(MAX_HOPS);
  });

  it('stops at a reported host on the way without contacting it', async () => {
    const result = await reveal('/s/via-reported');
    expect(result.stop).toBe('reported');
    expect(result.hops.at(-1)).toMatchObject({
      host: 'parcel-fee.top',
      verdict: { kind: 'risky' },
    });
    expect(traffic().hops).toHaveLength(1);
  });

  it('a shortener that answers without a redirect says so', async () => {
    const result = await reveal('/s/unknown-code');
    expect(result).toMatchObject({ stop: 'no-redirect', hops: [{ status: 404 }] });
  });

  it('each request to the shortener is in the "Sent" log, with the lookups', async () => {
    const { route } = createTestRouter(emulator.current);
    await route({ type: 'link:reveal', url: `${emulator.current.url}/s/moved-301` }, POPUP);
    const log = (await route({ type: 'lookup:sent-log' }, POPUP)) as {
      value: Array<{ value: string; feature: string }>;
    };
    expect(log.value.map(({ value, feature }) => [feature, value])).toEqual([
      ['popup', 'crypto-doubler.net'],
      ['reveal', `${emulator.current.url}/s/moved-301`],
    ]);
  });

  it('a page cannot make Linkwise fetch anything', async () => {
    const { route } = createTestRouter(emulator.current);
    const reply = await route(
      { type: 'link:reveal', url: `${emulator.current.url}/s/moved-301` },
      CONTENT,
    );
    expect(reply).toMatchObject({ ok: false });
    expect(traffic().hops).toHaveLength(0);
  });

  it('never contacts a host that is not a shortener, whatever the answers say', async () => {
    const contacted: string[] = [];
    const result = await revealShortLink('https://bit.ly/abc', {
      ...noRecordAnywhere,
      fetchHop: async (url) => {
        contacted.push(url);
        return { status: 302, location: 'https://evil.example/x' };
      },
    });
    expect(contacted).toEqual(['https://bit.ly/abc']);
    expect(result).toMatchObject({
      stop: 'destination',
      hops: [{ host: 'bit.ly' }, { host: 'evil.example' }],
    });
  });

  it('a lying shortener (no Location, a bad Location, a non-web one) ends the reveal', async () => {
    for (const location of [null, 'http://[bad', 'javascript:alert(1)', 'file:///etc/passwd']) {
      const result = await revealShortLink('https://t.co/x', {
        ...noRecordAnywhere,
        fetchHop: async () => ({ status: 302, location }),
      });
      expect(result.stop).toBe('no-redirect');
    }
  });

  it('knows the common shorteners and Linkwise’s own short-link host', () => {
    for (const host of ['bit.ly', 'www.bit.ly', 'T.CO', 'tinyurl.com', 'qrco.de']) {
      expect(isShortener(host)).toBe(true);
    }
    expect(isShortener('example.com')).toBe(false);
    expect(isShortener('lnkw.se', 'lnkw.se')).toBe(true);
  });
});
