import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';
import { MINUTE_SAVE_GAP_MS, RollingMinute } from '@/utils/lookup/rolling-minute';
import { throttledSave } from '@/utils/lookup/save-throttle';

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** A rolling minute saved through the throttle, as the background wires it; what it saved. */
function savedMinute() {
  const saved: number[][] = [];
  const minute: RollingMinute = new RollingMinute(
    throttledSave(() => saved.push(minute.snapshot()), MINUTE_SAVE_GAP_MS),
  );
  return { minute, saved };
}

describe('the rolling minute, saved for the next worker', () => {
  it('a request after a quiet moment is saved in the next task', async () => {
    const { minute, saved } = savedMinute();
    minute.take(Date.now(), [1]);
    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toHaveLength(1);
  });

  it('a flow of requests is saved at most every gap, the last change included', async () => {
    const { minute, saved } = savedMinute();
    // 5 000 requests over 10 s (a budget lifted for a local service): each taken and answered.
    for (let i = 0; i < 5_000; i++) {
      const place = minute.take(Date.now(), [1]);
      await vi.advanceTimersByTimeAsync(1);
      minute.answered(place, Date.now());
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(MINUTE_SAVE_GAP_MS);
    // A write per change would be 10 000 writes of up to 5 000 numbers each.
    expect(saved.length).toBeLessThanOrEqual(10_000 / MINUTE_SAVE_GAP_MS + 1);
    expect(saved.at(-1)).toHaveLength(5_000);
    expect(saved.at(-1)).toEqual(minute.snapshot());
  });

  it('a fresh worker restoring the saved minute waits as the old one would have', async () => {
    const { minute, saved } = savedMinute();
    const start = Date.now();
    for (let i = 0; i < 60; i++) minute.answered(minute.take(Date.now(), []), Date.now());
    const open = minute.take(Date.now(), []);
    expect(open.until).toBe(Number.POSITIVE_INFINITY);
    await vi.advanceTimersByTimeAsync(MINUTE_SAVE_GAP_MS);
    const fresh = new RollingMinute();
    fresh.restore(saved.at(-1)!, Date.now());
    expect(fresh.held).toBe(61);
    // The answered 60 free their places a minute after their answers; the open one, which may
    // still arrive, only once its time limit and a minute have passed.
    const freed = start + LOOKUP_LIMITS.minuteMs + 1 - Date.now();
    expect(fresh.waitFor(62, Date.now())).toBe(0);
    expect(fresh.waitFor(61, Date.now())).toBe(freed);
    expect(fresh.waitFor(1, Date.now())).toBe(
      start + LOOKUP_LIMITS.timeoutMs + LOOKUP_LIMITS.minuteMs + 1 - Date.now(),
    );
  });
});
