import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundState } from '@/utils/background/wiring/state';
import type { DomainOnRecord } from '@/utils/lookup/engine';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { createSiteBlocker } from '@/utils/site/site-blocker';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

function harness(domains: DomainOnRecord[]) {
  const applied: string[][] = [];
  const state: BackgroundState = {
    settings: { ...DEFAULT_SETTINGS },
    secrets: { apiKey: '', lookupApiKey: '' },
    trusted: new Set(),
    ignoredSites: new Set(),
  };
  const continued = new Set<string>();
  let lookups = 0;
  const blocker = createSiteBlocker({
    engine: {
      domainsOnRecord: async () => {
        lookups++;
        return domains;
      },
    },
    state: async () => state,
    continuedSites: async () => continued,
    backend: { apply: async (hosts) => void applied.push([...hosts]) },
    now: Date.now,
  });
  return { blocker, applied, state, continued, reads: () => lookups };
}

const at = (host: string, level: string, inMs: number): DomainOnRecord => ({
  host,
  level,
  expires: Date.now() + inMs,
});

describe('the site blocker', () => {
  it('blocks the hosts the cache holds a record for at the blocking level', async () => {
    const { blocker, applied } = harness([
      at('a.top', 'CRITICAL', 60_000),
      at('b.top', 'HIGH', 60_000),
      at('c.top', 'MEDIUM', 60_000),
    ]);
    await blocker.sync();
    expect(applied).toEqual([['a.top', 'b.top']]);
  });

  it('drops a host the moment it is trusted, not checked, or continued to', async () => {
    const { blocker, applied, state, continued } = harness([
      at('a.top', 'CRITICAL', 60_000),
      at('b.top', 'CRITICAL', 60_000),
      at('c.top', 'CRITICAL', 60_000),
    ]);
    state.trusted = new Set(['a.top']);
    state.ignoredSites = new Set(['www.b.top']);
    continued.add('c.top');
    await blocker.sync();
    expect(applied).toEqual([[]]);
  });

  it('lets a rule go when its answer expires, without any other change', async () => {
    const { blocker, applied } = harness([
      at('a.top', 'CRITICAL', 5_000),
      at('b.top', 'CRITICAL', 9_000),
    ]);
    await blocker.sync();
    await vi.advanceTimersByTimeAsync(5_001);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(applied).toEqual([['b.top', 'a.top'], ['b.top'], []]);
  });

  it('blocks nothing when site protection is off', async () => {
    const { blocker, applied, state } = harness([at('a.top', 'CRITICAL', 60_000)]);
    state.settings = { ...state.settings, blockScamSites: false };
    await blocker.sync();
    expect(applied).toEqual([[]]);
  });

  it('answers arriving in a burst update the rules once', async () => {
    const { blocker, applied, reads } = harness([at('a.top', 'CRITICAL', 60_000)]);
    for (let i = 0; i < 20; i++) blocker.syncSoon();
    await vi.advanceTimersByTimeAsync(200);
    expect(applied).toHaveLength(1);
    expect(reads()).toBe(1);
  });
});
