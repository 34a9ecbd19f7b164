import * as z from 'zod/mini';
import type { AppFailure } from '../api/failures';
import { LOOKUP_LIMITS } from './limits';

/** Backoff state; kept in session storage so a restarted service worker still waits. */
export const BackoffStateSchema = z.object({
  consecutiveFailures: z.catch(z.int().check(z.minimum(0)), 0),
  blockedUntil: z.catch(z.number(), 0),
  nextCircuitMs: z.catch(z.number(), LOOKUP_LIMITS.circuitFirstMs),
  /** When the circuit last opened: failures of requests sent before it are the same trip. */
  trippedAt: z.catch(z.number(), 0),
  /** When lookups last went again after failures (for the popup's "checking resumed at"). */
  resumedAt: z.catch(z.number(), 0),
});
export type BackoffState = z.infer<typeof BackoffStateSchema>;

export const LookupPauseSchema = z.object({
  pausedUntil: z.nullable(z.number()),
  resumedAt: z.nullable(z.number()),
});
export type LookupPause = z.infer<typeof LookupPauseSchema>;

export const INITIAL_BACKOFF: BackoffState = {
  consecutiveFailures: 0,
  blockedUntil: 0,
  nextCircuitMs: LOOKUP_LIMITS.circuitFirstMs,
  trippedAt: 0,
  resumedAt: 0,
};

/** Failures that say "the service, not this value, has a problem": they slow everything down. */
const SERVICE_FAILURES: ReadonlySet<AppFailure['kind']> = new Set<AppFailure['kind']>([
  'rate-limited',
  'server-error',
  'timeout',
  'unreachable',
  'unexpected-response',
  'unauthorized',
]);

/**
 * True when a check failed for a reason that says nothing about the value: the service failed
 * or Linkwise held the request back (a pause, a tab that moved on). Such a value is asked
 * again once lookups may go, never remembered as answered.
 */
export function isServiceFailure(failure: AppFailure): boolean {
  return (
    SERVICE_FAILURES.has(failure.kind) ||
    failure.kind === 'backing-off' ||
    failure.kind === 'cancelled' ||
    failure.kind === 'extension-unavailable'
  );
}

/**
 * Decides when the next request may go. Retry-After is honoured (capped); without it the wait
 * grows exponentially with jitter; three failures in a row open the circuit for 5 minutes,
 * doubling to 30 on each further trip, and one success resets everything. Requests already in
 * flight when the circuit opened are part of that trip: their failures neither count again nor
 * double the stop.
 */
export class Backoff {
  constructor(
    private state: BackoffState,
    private readonly now: () => number,
    private readonly random: () => number = Math.random,
    private readonly onChange: (state: BackoffState) => void = () => {},
  ) {}

  /** Milliseconds until requests may be sent again; 0 when they may go now. */
  blockedForMs(): number {
    return Math.max(0, this.state.blockedUntil - this.now());
  }

  /** Takes over state saved by an earlier service-worker life. */
  restore(state: BackoffState): void {
    this.state = { ...state };
  }

  snapshot(): BackoffState {
    return { ...this.state };
  }

  recordSuccess(): void {
    if (this.state.consecutiveFailures === 0 && this.state.blockedUntil === 0) return;
    this.update({ ...INITIAL_BACKOFF, resumedAt: this.now() });
  }

  /** For people: until when checking is paused (null: it is not), and when it last resumed. */
  pause(): LookupPause {
    const { blockedUntil, resumedAt } = this.state;
    return {
      pausedUntil: blockedUntil > this.now() ? blockedUntil : null,
      resumedAt: resumedAt > 0 ? resumedAt : null,
    };
  }

  /** `sentAt`: when the failed request was sent (before the circuit opened: ignored). */
  recordFailure(failure: AppFailure, sentAt = Number.POSITIVE_INFINITY): void {
    if (!SERVICE_FAILURES.has(failure.kind)) return;
    if (sentAt <= this.state.trippedAt) return;
    const failures = this.state.consecutiveFailures + 1;
    const serverWait =
      'retryAfterMs' in failure && failure.retryAfterMs !== null ? failure.retryAfterMs : null;
    let waitMs =
      serverWait !== null
        ? Math.min(serverWait, LOOKUP_LIMITS.maxRetryAfterMs)
        : this.exponentialWait(failures);
    let { nextCircuitMs, trippedAt } = this.state;
    const now = this.now();
    if (failures >= LOOKUP_LIMITS.circuitThreshold) {
      waitMs = Math.max(waitMs, nextCircuitMs);
      nextCircuitMs = Math.min(nextCircuitMs * 2, LOOKUP_LIMITS.circuitMaxMs);
      trippedAt = now;
    }
    this.update({
      ...this.state,
      consecutiveFailures: failures,
      blockedUntil: now + waitMs,
      nextCircuitMs,
      trippedAt,
    });
  }

  /** "Equal jitter": half the exponential wait is fixed, half random, so clients spread out. */
  private exponentialWait(failures: number): number {
    const exp = Math.min(
      LOOKUP_LIMITS.backoffMaxMs,
      LOOKUP_LIMITS.backoffBaseMs * 2 ** (failures - 1),
    );
    return exp / 2 + (exp / 2) * this.random();
  }

  private update(next: BackoffState): void {
    this.state = { ...next };
    this.onChange(this.snapshot());
  }
}
