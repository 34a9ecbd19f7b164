// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';
import type { FaultInput } from '../emulator/faults';
import { drain, settle, testHttp, useEmulator } from '../support/emulator';
import { createTestEngine } from '../support/engine';

const emulator = useEmulator();

/** The real engine and client against the emulator; only the clock is simulated. */
const realEngine = () =>
  createTestEngine({
    lookupBase: emulator.current.url,
    http: { ...testHttp, timeoutMs: LOOKUP_LIMITS.timeoutMs },
  });

const lookupsSent = () =>
  emulator.current.log.filter((entry) => entry.path === '/api/v1/check').length;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('a 10-minute storm from the lookup service', { timeout: 60_000 }, () => {
  it.each<FaultInput>([
    { mode: 'rate-limit' },
    { mode: 'rate-limit', retryAfter: '1' },
    { mode: 'server-error' },
    { mode: 'hang' },
    { mode: 'malformed-json' },
    { mode: 'wrong-shape' },
  ])('sends only a handful of requests under %o, then recovers', async (fault) => {
    emulator.current.setFault({ ...fault, target: 'lookup' });
    const { engine, scheduler, backoff } = realEngine();
    const verdicts: Array<Promise<unknown>> = [];

    // Browsing on: a new page value every second, and a person's check every 30 seconds.
    for (let second = 0; second < 600; second++) {
      verdicts.push(
        engine.check(`site-${second}.com`, { priority: 'page', feature: 'page', tabId: 1 }),
      );
      if (second % 30 === 0) {
        verdicts.push(engine.check(`asked-${second}.com`, { priority: 'user', feature: 'popup' }));
      }
      await settle(scheduler);
      await vi.advanceTimersByTimeAsync(1_000);
      await settle(scheduler);
    }
    const duringStorm = lookupsSent();
    expect(duringStorm).toBeGreaterThan(0);
    expect(duringStorm).toBeLessThanOrEqual(6);

    // The service comes back. Page checks from the last half minute are still queued (a
    // short wait is sat out, a long one fails fast); once the wait ends they and a person's
    // check go through, each value exactly once, and the backoff resets.
    const queued = scheduler.pending;
    emulator.current.setFault(null);
    await vi.advanceTimersByTimeAsync(backoff.blockedForMs());
    const verdict = engine.check('paypa1-secure-login.com', { priority: 'user', feature: 'popup' });
    await drain(scheduler);
    await expect(verdict).resolves.toMatchObject({ kind: 'risky', level: 'CRITICAL' });
    await Promise.all(verdicts);
    expect(backoff.blockedForMs()).toBe(0);
    expect(lookupsSent()).toBe(duringStorm + queued + 1);
  });

  it('tells a person at once how long the service asked us to wait', async () => {
    emulator.current.setFault({ mode: 'rate-limit', retryAfter: '120', target: 'lookup' });
    const { engine, scheduler } = realEngine();
    const first = engine.check('a-site.com', { priority: 'user', feature: 'popup' });
    await settle(scheduler);
    await first;
    const started = performance.now();
    const verdict = await engine.check('another-site.com', {
      priority: 'user',
      feature: 'context-menu',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(verdict).toMatchObject({
      kind: 'unavailable',
      failure: { kind: 'backing-off', retryAfterMs: 120_000 },
    });
    expect(lookupsSent()).toBe(1);
  });
});

describe('deduplication against the emulator', () => {
  it('sends exactly one request per unique value, however often and concurrently it is asked', async () => {
    vi.useRealTimers();
    const { engine } = createTestEngine({
      lookupBase: emulator.current.url,
      http: testHttp,
      unlimited: true,
    });
    const values = Array.from({ length: 200 }, (_, i) => `dedup-${i}.com`);
    const page = { priority: 'page', feature: 'page', tabId: 1 } as const;
    await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => engine.check(values[(i * 7) % 200]!, page)),
    );
    await Promise.all(values.map((value) => engine.check(`https://www.${value}/again`, page)));
    expect(lookupsSent()).toBe(200);
  });
});
