import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupAnswer } from '@/utils/api/lookup';
import { AnswerCache, type CachedEntry, type CacheStore } from '@/utils/lookup/cache';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';

const NO_RECORD: LookupAnswer = { kind: 'no-record', message: 'none' };
const FOUND: LookupAnswer = {
  kind: 'found',
  record: {
    query: 'x.com',
    data: {
      type: 'domain',
      risk: { score: 90, level: 'HIGH' },
      reports: 3,
      status: 'verified_scam',
      last_updated: '2026-01-01T00:00:00.000Z',
    },
  },
};

/** A store that keeps shards in memory and counts writes. */
function memoryStore(shards = 4) {
  const saved = new Map<number, CachedEntry[]>();
  let writes = 0;
  const store: CacheStore = {
    shards,
    load: async () => [...saved.values()].flat(),
    save: async (shard, entries) => {
      writes++;
      saved.set(shard, entries);
    },
  };
  return { store, saved, writes: () => writes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerCache', () => {
  it('keeps a record 24 h and a no-record 6 h', async () => {
    const cache = new AnswerCache({ now: Date.now });
    await cache.load();
    cache.set('found', FOUND, { persist: true });
    cache.set('none', NO_RECORD, { persist: true });
    vi.advanceTimersByTime(LOOKUP_LIMITS.noRecordTtlMs - 1);
    expect(cache.get('none')).toEqual(NO_RECORD);
    vi.advanceTimersByTime(1);
    expect(cache.get('none')).toBeUndefined();
    vi.advanceTimersByTime(LOOKUP_LIMITS.foundTtlMs - LOOKUP_LIMITS.noRecordTtlMs - 1);
    expect(cache.get('found')).toEqual(FOUND);
    vi.advanceTimersByTime(1);
    expect(cache.get('found')).toBeUndefined();
  });

  it('evicts the least recently used entry first', async () => {
    const cache = new AnswerCache({ now: Date.now, maxEntries: 3 });
    await cache.load();
    for (const key of ['a', 'b', 'c']) cache.set(key, NO_RECORD, { persist: true });
    cache.get('a');
    cache.set('d', NO_RECORD, { persist: true });
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true);
  });

  it('holds 20 000 entries by default', async () => {
    const cache = new AnswerCache({ now: Date.now });
    await cache.load();
    for (let i = 0; i < 20_001; i++) cache.set(`v${i}`, NO_RECORD, { persist: false });
    expect(cache.size).toBe(20_000);
    expect(cache.get('v0')).toBeUndefined();
    expect(cache.get('v20000')).toEqual(NO_RECORD);
  });

  it('persists in batches, only the shards that changed, and reloads in LRU order', async () => {
    const { store, writes } = memoryStore(4);
    const cache = new AnswerCache({ now: Date.now, store, maxEntries: 2 });
    await cache.load();
    cache.set('a', NO_RECORD, { persist: true });
    vi.advanceTimersByTime(10);
    cache.set('b', FOUND, { persist: true });
    expect(writes()).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(writes()).toBeGreaterThan(0);
    expect(writes()).toBeLessThanOrEqual(2);

    const reloaded = new AnswerCache({ now: Date.now, store, maxEntries: 2 });
    await reloaded.load();
    expect(reloaded.get('b')).toEqual(FOUND);
    reloaded.set('c', NO_RECORD, { persist: true });
    expect(reloaded.get('a')).toBeUndefined();
  });

  it('never writes a private-window answer to disk', async () => {
    const { store, saved } = memoryStore(1);
    const cache = new AnswerCache({ now: Date.now, store });
    await cache.load();
    cache.set('private.example.com', FOUND, { persist: false });
    cache.set('normal.example.com', NO_RECORD, { persist: true });
    await cache.flush();
    expect(saved.get(0)?.map(([key]) => key)).toEqual(['normal.example.com']);
    expect(cache.get('private.example.com')).toEqual(FOUND);
  });

  it('drops stored entries that fail validation or have expired', async () => {
    const store: CacheStore = {
      shards: 1,
      load: async () => [['old', Date.now() - 1, 0, NO_RECORD]],
      save: async () => {},
    };
    const cache = new AnswerCache({ now: Date.now, store });
    await cache.load();
    expect(cache.size).toBe(0);
  });
});
