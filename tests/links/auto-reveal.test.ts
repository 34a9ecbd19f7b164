import { describe, expect, it } from 'vitest';
import {
  AUTO_REVEAL_REQUESTS_PER_MINUTE,
  createAutoReveal,
} from '@/utils/background/lookup/auto-reveal';
import type { LookupEngine } from '@/utils/lookup/engine';
import type { Verdict } from '@/utils/lookup/verdict';

const risky = (value: string) =>
  ({ kind: 'risky', value, valueKind: 'domain', level: 'HIGH', severity: 3 }) as unknown as Verdict;
const clean = (value: string) => ({ kind: 'no-record', value, valueKind: 'domain' }) as Verdict;

/** A fake engine that records what it was asked; scam.top is reported. */
function setUp() {
  let clock = 0;
  const asked: string[] = [];
  const requests: string[] = [];
  const engine = {
    check: async (value: string) => {
      asked.push(value);
      return value === 'scam.top' ? risky(value) : clean(value);
    },
  } as unknown as LookupEngine;
  const reveal = createAutoReveal({
    engine,
    fetchHop: async (url) => {
      requests.push(url);
      return { status: 301, location: 'https://scam.top/pay' };
    },
    ownShortLinkHost: async () => 'go.example.org',
    now: () => clock,
  });
  const page = { priority: 'visible' as const, tabId: 1 };
  return { reveal, page, asked, requests, tick: (ms: number) => (clock += ms) };
}

describe('revealing short links on screen (the option)', () => {
  it('a short link is answered with where it leads, revealed once', async () => {
    const { reveal, page, requests } = setUp();
    expect((await reveal.verdictFor('https://bit.ly/abc', page)).kind).toBe('risky');
    expect((await reveal.verdictFor('https://bit.ly/abc', page)).kind).toBe('risky');
    expect((await reveal.verdictFor('https://go.example.org/x', page)).kind).toBe('risky');
    expect(requests).toEqual(['https://bit.ly/abc', 'https://go.example.org/x']);
  });

  it(`at most ${AUTO_REVEAL_REQUESTS_PER_MINUTE} shortener requests a minute; past it, the shortener's host is looked up`, async () => {
    const { reveal, page, asked, requests, tick } = setUp();
    for (let i = 0; i < 15; i++) await reveal.verdictFor(`https://bit.ly/${i}`, page);
    expect(requests).toHaveLength(AUTO_REVEAL_REQUESTS_PER_MINUTE);
    expect(asked.filter((value) => value === 'bit.ly').length).toBeGreaterThanOrEqual(5);
    tick(60_000);
    await reveal.verdictFor('https://bit.ly/14', page);
    expect(requests).toHaveLength(AUTO_REVEAL_REQUESTS_PER_MINUTE + 1);
  });

  it('an address that is no short link is never fetched: its host is looked up as usual', async () => {
    const { reveal, page, requests } = setUp();
    await reveal.verdictFor('https://example.com/path', page);
    expect(requests).toEqual([]);
  });
});
