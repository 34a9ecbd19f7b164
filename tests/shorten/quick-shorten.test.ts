import { describe, expect, it } from 'vitest';
import type { AppFailure, Result } from '@/utils/api/failures';
import { quickShorten } from '@/utils/background/quick/quick-shorten';
import type { ShortenOutcome } from '@/utils/messaging';

function run(
  outcome: Result<ShortenOutcome, AppFailure>,
  url = 'https://example.com/a',
  copies = true,
) {
  const calls = { shortened: [] as string[], copied: [] as string[], confirmed: [] as unknown[] };
  return quickShorten(url, 3, {
    shorten: async (target) => {
      calls.shortened.push(target);
      return outcome;
    },
    copy: async (text) => {
      calls.copied.push(text);
      return copies;
    },
    confirm: async (tabId, message) => void calls.confirmed.push([tabId, message]),
  }).then(() => calls);
}

const shortened: Result<ShortenOutcome, AppFailure> = {
  ok: true,
  value: {
    kind: 'shortened',
    entry: {
      id: '1',
      slug: 'abc',
      destination: 'https://example.com/a',
      expiresAt: null,
      shortUrl: 'https://go.example/abc',
      createdAt: 0,
      withKey: true,
    },
  },
};

describe('quickShorten (context menu and shortcut)', () => {
  it('shortens, copies and confirms in the tab', async () => {
    const calls = await run(shortened);
    expect(calls.copied).toEqual(['https://go.example/abc']);
    expect(calls.confirmed).toEqual([
      [3, { text: 'Copied https://go.example/abc', tone: 'success' }],
    ]);
  });

  it('says so when the copy fails, and still shows the link', async () => {
    const calls = await run(shortened, undefined, false);
    expect(calls.confirmed).toEqual([
      [
        3,
        {
          text: expect.stringContaining(
            'Shortened to https://go.example/abc, but it could not be copied',
          ),
          tone: 'error',
        },
      ],
    ]);
  });

  it('sends nothing for a page that cannot be shortened', async () => {
    const calls = await run(shortened, 'chrome://settings');
    expect(calls.shortened).toEqual([]);
    expect(calls.confirmed).toEqual([
      [3, { text: expect.stringContaining('chrome: pages'), tone: 'error' }],
    ]);
  });

  it('does not shorten a reported scam from a quick action', async () => {
    const calls = await run({
      ok: true,
      value: {
        kind: 'risky',
        verdict: {
          kind: 'risky',
          value: 'paypa1-secure-login.com',
          valueKind: 'domain',
          type: 'domain',
          level: 'CRITICAL',
          severity: 4,
          knownLevel: true,
          score: 98,
          reports: 412,
          status: 'verified_scam',
          lastUpdated: '',
        },
      },
    });
    expect(calls.copied).toEqual([]);
    expect(calls.confirmed).toEqual([
      [
        3,
        {
          text: expect.stringContaining(
            'Not shortened: paypa1-secure-login.com is a reported scam (CRITICAL)',
          ),
          tone: 'error',
        },
      ],
    ]);
  });

  it('turns a failure into its sentence', async () => {
    const calls = await run({
      ok: false,
      failure: { kind: 'unauthorized', host: 'go.example', status: 401 },
    });
    expect(calls.confirmed).toEqual([
      [
        3,
        { text: 'go.example rejected the API key. Check your API key in options.', tone: 'error' },
      ],
    ]);
  });
});
