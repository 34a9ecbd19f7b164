import type { Result } from '../api/failures';
import type { LookupAnswer } from '../api/lookup';

/** How long an answer is reused; failures are never cached as answers. */
export const ANSWER_TTL_MS = { found: 24 * 60 * 60 * 1000, noRecord: 6 * 60 * 60 * 1000 };
/** At most this many requests to the lookup host at once. */
export const MAX_IN_FLIGHT = 2;

export interface LookupServiceDeps {
  check: (baseUrl: string, value: string) => Promise<Result<LookupAnswer>>;
  now: () => number;
}

/**
 * Shares one request between concurrent callers of the same value, reuses answers for their
 * TTL, and keeps at most MAX_IN_FLIGHT requests open. (Interim engine: the persistent cache,
 * budget, priorities and backoff come with the lookup engine.)
 */
export function createLookupService(deps: LookupServiceDeps) {
  const answers = new Map<string, { answer: LookupAnswer; expires: number }>();
  const inFlight = new Map<string, Promise<Result<LookupAnswer>>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function fetchAndRemember(key: string, baseUrl: string, value: string) {
    const result = await withSlot(() => deps.check(baseUrl, value));
    if (result.ok) {
      const ttl = result.value.kind === 'found' ? ANSWER_TTL_MS.found : ANSWER_TTL_MS.noRecord;
      answers.set(key, { answer: result.value, expires: deps.now() + ttl });
    }
    return result;
  }

  return {
    lookup(baseUrl: string, value: string): Promise<Result<LookupAnswer>> {
      const key = `${baseUrl}\n${value}`;
      const cached = answers.get(key);
      if (cached && cached.expires > deps.now()) {
        return Promise.resolve({ ok: true, value: cached.answer });
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = fetchAndRemember(key, baseUrl, value).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
export type LookupService = ReturnType<typeof createLookupService>;
