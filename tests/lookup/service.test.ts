import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@/utils/api/failures';
import type { LookupAnswer } from '@/utils/api/lookup';
import { ANSWER_TTL_MS, createLookupService, MAX_IN_FLIGHT } from '@/utils/lookup/service';

const NO_RECORD: Result<LookupAnswer> = { ok: true, value: { kind: 'no-record', message: 'none' } };

/** A check function whose answers the test releases by hand. */
function controlledCheck() {
  const calls: Array<{ value: string; resolve: (result: Result<LookupAnswer>) => void }> = [];
  const check = (_base: string, value: string) =>
    new Promise<Result<LookupAnswer>>((resolve) => calls.push({ value, resolve }));
  return { calls, check };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('interim lookup service', () => {
  it('shares one request between concurrent callers of the same value', async () => {
    const { calls, check } = controlledCheck();
    const service = createLookupService({ check, now: Date.now });
    const answers = Promise.all([1, 2, 3].map(() => service.lookup('https://l', 'a.example')));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.resolve(NO_RECORD);
    expect(await answers).toEqual([NO_RECORD, NO_RECORD, NO_RECORD]);
  });

  it(`keeps at most ${MAX_IN_FLIGHT} requests in flight`, async () => {
    const { calls, check } = controlledCheck();
    const service = createLookupService({ check, now: Date.now });
    const all = ['a', 'b', 'c', 'd'].map((value) =>
      service.lookup('https://l', `${value}.example`),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(MAX_IN_FLIGHT));
    calls[0]?.resolve(NO_RECORD);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    for (const call of calls.slice(1)) call.resolve(NO_RECORD);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls[3]?.resolve(NO_RECORD);
    await Promise.all(all);
  });

  it('reuses an answer until its TTL ends, and never caches a failure', async () => {
    let sent = 0;
    let next: Result<LookupAnswer> = {
      ok: false,
      failure: { kind: 'server-error', host: 'l', status: 500, retryAfterMs: null },
    };
    const service = createLookupService({
      now: Date.now,
      check: async () => {
        sent++;
        return next;
      },
    });
    await service.lookup('https://l', 'a.example');
    next = NO_RECORD;
    await service.lookup('https://l', 'a.example');
    await service.lookup('https://l', 'a.example');
    expect(sent).toBe(2);
    vi.advanceTimersByTime(ANSWER_TTL_MS.noRecord + 1);
    await service.lookup('https://l', 'a.example');
    expect(sent).toBe(3);
  });
});
