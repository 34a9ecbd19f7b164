import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/** managed.ts notes when the worker started: each test loads a fresh copy under fake time. */
async function load(installType: string) {
  Object.assign(fakeBrowser.management, { getSelf: async () => ({ installType }) });
  vi.resetModules();
  return import('@/utils/settings/managed');
}

/** Whether policySettled() has resolved after `ms` of (fake) time. */
async function settledAfter(settled: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void settled.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('waiting for an organisation’s policy before anything is sent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an install by policy waits for Chrome to hand the policy over, 6 s at most', async () => {
    const { policySettled, POLICY_ARRIVAL_WAIT_MS } = await load('admin');
    expect(POLICY_ARRIVAL_WAIT_MS).toBe(6_000);
    const settled = policySettled();
    expect(await settledAfter(settled, 5_900)).toBe(false);
    expect(await settledAfter(settled, 200)).toBe(true);
  });

  it('goes on as soon as the policy arrives', async () => {
    const { policySettled } = await load('admin');
    const settled = policySettled();
    expect(await settledAfter(settled, 3_000)).toBe(false);
    await fakeBrowser.storage.managed.set({ lookupApiUrl: 'https://lookup.corp.example' });
    expect(await settledAfter(settled, 1)).toBe(true);
  });

  it('a person’s own install does not wait', async () => {
    const { policySettled } = await load('normal');
    expect(await settledAfter(policySettled(), 0)).toBe(true);
  });

  it('a start after a policy was seen waits again (the policy may be late after a restart)', async () => {
    await fakeBrowser.storage.local.set({ policySeen: true });
    const { policySettled } = await load('normal');
    const settled = policySettled();
    expect(await settledAfter(settled, 5_000)).toBe(false);
    expect(await settledAfter(settled, 1_100)).toBe(true);
  });
});
