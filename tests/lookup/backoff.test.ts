import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRetryAfter } from '@/utils/api/retry-after';
import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';

const MINUTE = 60_000;
const serverError = { kind: 'server-error', host: 'l', status: 500, retryAfterMs: null } as const;
const rateLimited = (retryAfterMs: number | null) =>
  ({ kind: 'rate-limited', host: 'l', retryAfterMs }) as const;

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

const newBackoff = (random = () => 0.5) => new Backoff(INITIAL_BACKOFF, Date.now, random);

describe('Backoff', () => {
  it('honours Retry-After given in seconds', () => {
    const backoff = newBackoff();
    backoff.recordFailure(rateLimited(parseRetryAfter('120', Date.now())));
    expect(backoff.blockedForMs()).toBe(120_000);
  });

  it('honours Retry-After given as an HTTP date', () => {
    const backoff = newBackoff();
    backoff.recordFailure(
      rateLimited(parseRetryAfter('Sat, 21 Nov 2026 12:00:45 GMT', Date.now())),
    );
    expect(backoff.blockedForMs()).toBe(45_000);
  });

  it('caps an absurd Retry-After', () => {
    const backoff = newBackoff();
    backoff.recordFailure(rateLimited(365 * 24 * 60 * MINUTE));
    expect(backoff.blockedForMs()).toBe(LOOKUP_LIMITS.maxRetryAfterMs);
  });

  it('waits exponentially with jitter when no Retry-After is given', () => {
    const low = newBackoff(() => 0);
    const high = newBackoff(() => 0.999);
    low.recordFailure(serverError);
    high.recordFailure(serverError);
    expect(low.blockedForMs()).toBe(1_000);
    expect(high.blockedForMs()).toBeGreaterThan(1_990);
    low.recordFailure(serverError);
    expect(low.blockedForMs()).toBe(2_000);
  });

  it('opens the circuit after 3 failures: 5, 10, 20, 30, 30 minutes; success resets it', () => {
    const backoff = newBackoff();
    backoff.recordFailure(serverError);
    backoff.recordFailure(serverError);
    const waits = [];
    for (let i = 0; i < 5; i++) {
      backoff.recordFailure({ kind: 'timeout', host: 'l', afterMs: 5000 });
      waits.push(backoff.blockedForMs() / MINUTE);
    }
    expect(waits).toEqual([5, 10, 20, 30, 30]);
    backoff.recordSuccess();
    expect(backoff.blockedForMs()).toBe(0);
    expect(backoff.snapshot()).toEqual({ ...INITIAL_BACKOFF, resumedAt: Date.now() });
    expect(backoff.pause()).toEqual({ pausedUntil: null, resumedAt: Date.now() });
  });

  it('ignores failures about one value (a bad request), not the service', () => {
    const backoff = newBackoff();
    for (let i = 0; i < 5; i++)
      backoff.recordFailure({ kind: 'bad-request', host: 'l', status: 400 });
    expect(backoff.blockedForMs()).toBe(0);
  });

  it('reports every change so the state survives a service-worker restart', () => {
    const saved: unknown[] = [];
    const backoff = new Backoff(
      INITIAL_BACKOFF,
      Date.now,
      () => 0.5,
      (state) => saved.push(state),
    );
    backoff.recordFailure(rateLimited(30_000));
    const restored = newBackoff();
    restored.restore(saved.at(-1) as typeof INITIAL_BACKOFF);
    expect(restored.blockedForMs()).toBe(30_000);
  });

  it('counts one trip when requests already in flight fail after the circuit opened', () => {
    const backoff = newBackoff();
    const inFlightSince = Date.now();
    vi.advanceTimersByTime(10);
    backoff.recordFailure(serverError, Date.now());
    backoff.recordFailure(serverError, Date.now());
    backoff.recordFailure({ kind: 'timeout', host: 'l', afterMs: 5000 }, Date.now());
    expect(backoff.blockedForMs()).toBe(5 * MINUTE);
    // Two requests sent before the trip time out a moment later: still one 5-minute stop.
    vi.advanceTimersByTime(4_000);
    backoff.recordFailure({ kind: 'timeout', host: 'l', afterMs: 5000 }, inFlightSince);
    backoff.recordFailure(rateLimited(null), Date.now() - 5_000);
    expect(backoff.blockedForMs()).toBe(5 * MINUTE - 4_000);
    // The first request after the stop fails too: that is a further trip, and it doubles.
    vi.advanceTimersByTime(5 * MINUTE);
    backoff.recordFailure(serverError, Date.now());
    expect(backoff.blockedForMs()).toBe(10 * MINUTE);
  });
});
