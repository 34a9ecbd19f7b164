import type { CountryCode } from 'libphonenumber-js/min';
import type { AppFailure, Result } from '../api/failures';
import type { LookupAnswer, LookupConfig } from '../api/lookup';
import type { AnswerCache } from './cache';
import { normaliseLookupValue } from './normalize';
import type { Priority, RequestScheduler } from './scheduler';
import type { Feature, SentLog } from './sent-log';
import { toVerdict, type Verdict } from './verdict';

/** Who asks, for what, and from where. */
export interface CheckRequest {
  priority: Priority;
  feature: Feature;
  /** The tab whose page asked; its queued work is dropped when it closes. */
  tabId?: number;
  /** From a private window: the answer and the log line stay in memory only. */
  incognito?: boolean;
}

/** Settings the engine reads on each check, so changes apply without a restart. */
export interface EngineContext {
  lookupBase: string | null;
  lookupKey?: string;
  trusted: ReadonlySet<string>;
  defaultRegion: CountryCode | null;
}

export interface EngineDeps {
  client: (config: LookupConfig, value: string) => Promise<Result<LookupAnswer>>;
  cache: AnswerCache;
  scheduler: RequestScheduler;
  sentLog: SentLog;
  context: () => Promise<EngineContext>;
  now: () => number;
}

const unavailable = (failure: AppFailure, value?: string): Verdict => ({
  kind: 'unavailable',
  value,
  failure,
});

/**
 * Every scam check goes through here: normalise (refusing what may not be sent), honour the
 * user's trust list, answer from cache without waiting, and otherwise queue one shared request
 * through the scheduler. Only the normalised value ever reaches the client.
 */
export function createLookupEngine(deps: EngineDeps) {
  return {
    async check(input: string, request: CheckRequest): Promise<Verdict> {
      const context = await deps.context();
      const normalised = normaliseLookupValue(input, { defaultRegion: context.defaultRegion });
      if (!normalised.ok) return unavailable({ kind: 'invalid-input', reason: normalised.failure });
      const value = normalised.value;
      if (context.trusted.has(value.value)) {
        return { kind: 'trusted', value: value.value, valueKind: value.kind };
      }
      const { lookupBase } = context;
      if (!lookupBase)
        return unavailable({ kind: 'not-configured', service: 'lookup' }, value.value);

      // The base is part of the key: answers from one service never stand in for another's.
      const key = `${lookupBase} ${value.value}`;
      await deps.cache.load();
      const cached = deps.cache.get(key);
      if (cached) return toVerdict(value, cached);

      const result = await deps.scheduler.schedule(
        key,
        request.priority,
        request.tabId,
        async () => {
          void deps.sentLog.add({
            value: value.value,
            feature: request.feature,
            time: deps.now(),
            private: Boolean(request.incognito),
          });
          const answer = await deps.client(
            { baseUrl: lookupBase, lookupKey: context.lookupKey },
            value.value,
          );
          if (answer.ok) deps.cache.set(key, answer.value, { persist: !request.incognito });
          return answer;
        },
      );
      return result.ok ? toVerdict(value, result.value) : unavailable(result.failure, value.value);
    },

    dropTab(tabId: number): void {
      deps.scheduler.dropTab(tabId);
    },
  };
}
export type LookupEngine = ReturnType<typeof createLookupEngine>;
