import type { HttpDeps } from '@/utils/api/http';
import { checkValue } from '@/utils/api/lookup';
import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { AnswerCache } from '@/utils/lookup/cache';
import { createLookupEngine, type EngineDeps } from '@/utils/lookup/engine';
import { RequestScheduler } from '@/utils/lookup/scheduler';
import { SentLog } from '@/utils/lookup/sent-log';

/**
 * The real engine and lookup client, as the background builds them, minus storage. `unlimited`
 * lifts the per-minute budget for runs against our own emulator (concurrency stays at 2).
 */
export function createTestEngine(options: {
  lookupBase: string;
  http: HttpDeps;
  unlimited?: boolean;
  /** The look-alike check, as the background hands it to its engine (engine.ts `lookalike`). */
  lookalike?: EngineDeps['lookalike'];
}) {
  const backoff = new Backoff(INITIAL_BACKOFF, Date.now);
  const scheduler = new RequestScheduler(backoff, {
    now: Date.now,
    perMinute: () => (options.unlimited ? Number.POSITIVE_INFINITY : 60),
    ceilingPerMinute: options.unlimited ? Number.POSITIVE_INFINITY : undefined,
  });
  const engine = createLookupEngine({
    client: (config, value) => checkValue(config, value, options.http),
    cache: new AnswerCache({ now: Date.now }),
    scheduler,
    sentLog: new SentLog({ load: async () => [], save: async () => {} }),
    now: Date.now,
    context: async () => ({
      lookupBase: options.lookupBase,
      trusted: new Set(),
      ownDomains: [],
      defaultRegion: null,
    }),
    lookalike: options.lookalike,
  });
  return { engine, scheduler, backoff };
}
