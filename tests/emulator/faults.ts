import { z } from 'zod';

/**
 * Faults the emulator can switch on for tests. Each applies to the API routes named by
 * `target`, for `times` requests (or until cleared when `times` is absent).
 */
export const FaultSchema = z.object({
  /**
   * `hold`: the request waits, unanswered, until a test releases it (POST /__emulator/release),
   * then is answered as usual — so a test sees what happens while an answer is pending for as
   * long as it needs to look, whatever the machine's speed.
   */
  mode: z.enum([
    'rate-limit',
    'server-error',
    'hang',
    'malformed-json',
    'wrong-shape',
    'slow',
    'hold',
  ]),
  target: z.enum(['shorten', 'lookup', 'all']).default('all'),
  /** Sent verbatim as Retry-After with `rate-limit` (seconds or an HTTP date); omitted if absent. */
  retryAfter: z.string().optional(),
  /** Delay before answering normally, for `slow`. */
  delayMs: z.number().int().min(0).max(120_000).default(1000),
  times: z.number().int().positive().optional(),
});
export type Fault = z.infer<typeof FaultSchema>;
export type FaultInput = z.input<typeof FaultSchema>;

export type ApiRoute = 'shorten' | 'lookup';

/** Holds the active fault and counts down its uses. */
export class FaultSwitch {
  private fault: Fault | null = null;
  private remaining = Number.POSITIVE_INFINITY;

  set(input: FaultInput | null): void {
    this.fault = input ? FaultSchema.parse(input) : null;
    this.remaining = this.fault?.times ?? Number.POSITIVE_INFINITY;
  }

  /** The fault for this request, if any; consumes one use. */
  take(route: ApiRoute): Fault | null {
    const fault = this.fault;
    if (!fault || (fault.target !== 'all' && fault.target !== route)) return null;
    this.remaining--;
    if (this.remaining <= 0) this.fault = null;
    return fault;
  }
}
