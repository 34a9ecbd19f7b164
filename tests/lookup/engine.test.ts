import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@/utils/api/failures';
import type { LookupAnswer } from '@/utils/api/lookup';
import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { AnswerCache } from '@/utils/lookup/cache';
import { createLookupEngine, type EngineContext } from '@/utils/lookup/engine';
import { RequestScheduler } from '@/utils/lookup/scheduler';
import { SentLog, type SentLogEntry } from '@/utils/lookup/sent-log';

const FOUND: LookupAnswer = {
  kind: 'found',
  record: {
    query: 'scam.com',
    data: {
      type: 'domain',
      risk: { score: 70, level: 'Severe' },
      reports: 2,
      status: 'new_status',
      last_updated: '2026-01-01T00:00:00.000Z',
    },
  },
};

function setup(context: Partial<EngineContext> = {}) {
  const sentValues: string[] = [];
  const stored: SentLogEntry[][] = [];
  const backoff = new Backoff(INITIAL_BACKOFF, Date.now, () => 0.5);
  const sentLog = new SentLog({
    load: async () => [],
    save: async (entries) => void stored.push(entries),
  });
  const engine = createLookupEngine({
    client: async (_config, value): Promise<Result<LookupAnswer>> => {
      sentValues.push(value);
      return {
        ok: true,
        value: value === 'scam.com' ? FOUND : { kind: 'no-record', message: 'none' },
      };
    },
    cache: new AnswerCache({ now: Date.now }),
    scheduler: new RequestScheduler(backoff, { now: Date.now, perMinute: () => 60 }),
    sentLog,
    now: Date.now,
    context: async () => ({
      lookupBase: 'https://lookup.example',
      trusted: new Set(),
      ownDomains: [],
      defaultRegion: null,
      ...context,
    }),
  });
  return { engine, sentValues, backoff, sentLog, stored };
}

const page = { priority: 'page', feature: 'page', tabId: 1 } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lookup engine', () => {
  it('sends only the normalised hostname and turns a record into a risky verdict', async () => {
    const { engine, sentValues } = setup();
    const verdict = await engine.check('https://WWW.Scam.com/login?token=secret#x', page);
    expect(sentValues).toEqual(['scam.com']);
    expect(verdict).toEqual({
      kind: 'risky',
      value: 'scam.com',
      valueKind: 'domain',
      type: 'domain',
      level: 'Severe',
      severity: 3,
      knownLevel: false,
      score: 70,
      reports: 2,
      status: 'new_status',
      lastUpdated: '2026-01-01T00:00:00.000Z',
    });
  });

  it('answers from cache without the network, even while backing off', async () => {
    const { engine, sentValues, backoff } = setup();
    await engine.check('scam.com', page);
    backoff.recordFailure({ kind: 'rate-limited', host: 'l', retryAfterMs: 600_000 });
    const verdict = await engine.check('http://scam.com/other', { ...page, priority: 'user' });
    expect(verdict.kind).toBe('risky');
    expect(sentValues).toEqual(['scam.com']);
  });

  it('never sends a trusted value, or one it refuses', async () => {
    const { engine, sentValues } = setup({ trusted: new Set(['scam.com']) });
    expect(await engine.check('scam.com', page)).toEqual({
      kind: 'trusted',
      value: 'scam.com',
      valueKind: 'domain',
    });
    expect(await engine.check('printer.local', page)).toMatchObject({
      kind: 'unavailable',
      failure: { kind: 'invalid-input' },
    });
    expect(sentValues).toEqual([]);
  });

  it('says when no lookup service is configured', async () => {
    const { engine } = setup({ lookupBase: null });
    expect(await engine.check('scam.com', page)).toMatchObject({
      kind: 'unavailable',
      failure: { kind: 'not-configured' },
    });
  });

  it('logs what was sent and by which feature; private lines stay in memory', async () => {
    const { engine, sentLog, stored } = setup();
    await engine.check('scam.com', { priority: 'user', feature: 'popup' });
    await engine.check('private.com', { ...page, incognito: true });
    expect(
      (await sentLog.list()).map(({ value, feature, private: p }) => [value, feature, p]),
    ).toEqual([
      ['private.com', 'page', true],
      ['scam.com', 'popup', false],
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stored.at(-1)?.map((entry) => entry.value)).toEqual(['scam.com']);
  });
});
