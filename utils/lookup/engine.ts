import type { CountryCode } from 'libphonenumber-js/min';
import type { AppFailure, Result } from '../api/failures';
import type { LookupAnswer, LookupConfig } from '../api/lookup';
import type { LookalikeFinding } from '../lookalike/reasons';
import { isOwnDomain } from '../settings/policy';
import type { AnswerCache } from './cache';
import { type LookupValue, normaliseLookupValue } from './normalize';
import type { Priority, RequestScheduler } from './scheduler';
import type { Feature, SentLog } from './sent-log';
import { lookalikeVerdict, toVerdict, type Verdict } from './verdict';

/** A domain the service has a record for, as the cache holds it. */
export interface DomainOnRecord {
  host: string;
  level: string;
  /** When the cached answer expires (epoch ms). */
  expires: number;
}

/** Who asks, for what, and from where. */
export interface CheckRequest {
  priority: Priority;
  feature: Feature;
  /** The tab whose page asked; its queued work is dropped when it closes. */
  tabId?: number;
  /** From a private window: the answer and the log line stay in memory only. */
  incognito?: boolean;
  /**
   * The registrable domain of the page the value was found on: a link on a site to a name that
   * imitates that same site is the site's own (the look-alike check's context).
   */
  pageSite?: string;
}

/** Settings the engine reads on each check, so changes apply without a restart. */
export interface EngineContext {
  lookupBase: string | null;
  lookupKey?: string;
  trusted: ReadonlySet<string>;
  /** The organisation's own domains (policy): never looked up. */
  ownDomains: readonly string[];
  defaultRegion: CountryCode | null;
}

export interface EngineDeps {
  client: (config: LookupConfig, value: string) => Promise<Result<LookupAnswer>>;
  cache: AnswerCache;
  scheduler: RequestScheduler;
  sentLog: SentLog;
  context: () => Promise<EngineContext>;
  now: () => number;
  /** Told of every new answer from the service (site protection keeps its rules in step). */
  onAnswer?: (value: LookupValue, answer: LookupAnswer) => void;
  /**
   * Judges on the device whether a host or an address imitates a trusted site (null: no, or the
   * check is off). Asked only when the service has no record: a report always comes first, and
   * nothing of this leaves the browser.
   */
  lookalike?: (
    value: LookupValue,
    context: { pageSite?: string },
  ) => Promise<LookalikeFinding | null>;
}

/** A value the person trusts, or one of the organisation's own domains: never looked up. */
function trustedVerdict(value: LookupValue, context: EngineContext): Verdict | undefined {
  if (context.trusted.has(value.value)) {
    return { kind: 'trusted', value: value.value, valueKind: value.kind };
  }
  if (value.kind !== 'phone' && isOwnDomain(value.value, context.ownDomains)) {
    return { kind: 'trusted', value: value.value, valueKind: value.kind, by: 'organisation' };
  }
  return undefined;
}

const unavailable = (failure: AppFailure, value?: string): Verdict => ({
  kind: 'unavailable',
  value,
  failure,
});

/**
 * A verdict with the look-alike check applied where the service has no record. Only there: an
 * unanswered question (an outage, a full queue) is asked again later, and the service's answer,
 * a report perhaps, must not be hidden behind a local guess that ends the asking.
 */
async function judged(
  value: LookupValue,
  verdict: Verdict,
  deps: EngineDeps,
  pageSite?: string,
): Promise<Verdict> {
  if (verdict.kind !== 'no-record' || !deps.lookalike || value.kind === 'phone') return verdict;
  const finding = await deps.lookalike(value, { pageSite });
  return finding ? lookalikeVerdict(value, finding) : verdict;
}

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
      const trusted = trustedVerdict(value, context);
      if (trusted) return trusted;
      const { lookupBase } = context;
      if (!lookupBase)
        return unavailable({ kind: 'not-configured', service: 'lookup' }, value.value);

      // The base is part of the key: answers from one service never stand in for another's.
      const key = `${lookupBase} ${value.value}`;
      await deps.cache.load();
      const cached = deps.cache.get(key);
      if (cached) return judged(value, toVerdict(value, cached), deps, request.pageSite);

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
          if (answer.ok) {
            deps.cache.set(key, answer.value, { persist: !request.incognito });
            deps.onAnswer?.(value, answer.value);
          }
          return answer;
        },
      );
      return judged(
        value,
        result.ok ? toVerdict(value, result.value) : unavailable(result.failure, value.value),
        deps,
        request.pageSite,
      );
    },

    /**
     * The cached verdict for a value, or null: never a request. For places that may not send
     * anything (a private window without the opt-in) but may use what is already known.
     */
    async peek(input: string): Promise<Verdict | null> {
      const context = await deps.context();
      const normalised = normaliseLookupValue(input, { defaultRegion: context.defaultRegion });
      if (!normalised.ok || !context.lookupBase) return null;
      const value = normalised.value;
      const trusted = trustedVerdict(value, context);
      if (trusted) return trusted;
      await deps.cache.load();
      const cached = deps.cache.get(`${context.lookupBase} ${value.value}`);
      return cached ? judged(value, toVerdict(value, cached), deps) : null;
    },

    dropTab(tabId: number): void {
      deps.scheduler.dropTab(tabId);
    },

    /** A tab withdraws its question about a value (its items left the screen). */
    async forget(input: string, tabId: number): Promise<void> {
      const context = await deps.context();
      const normalised = normaliseLookupValue(input, { defaultRegion: context.defaultRegion });
      if (!normalised.ok || !context.lookupBase) return;
      deps.scheduler.forget(`${context.lookupBase} ${normalised.value.value}`, tabId);
    },

    /** Until when checking is paused, and when it last resumed. */
    pause() {
      return deps.scheduler.pause();
    },

    /** Called each time lookups may go again after checks failed for the service's sake. */
    onReady(listener: () => void): () => void {
      return deps.scheduler.onReady(listener);
    },

    /**
     * Every domain with a live "record found" answer from the current lookup service, with
     * when the answer expires. Nothing is asked: this only reads the cache.
     */
    async domainsOnRecord(): Promise<DomainOnRecord[]> {
      const { lookupBase } = await deps.context();
      if (!lookupBase) return [];
      await deps.cache.load();
      const prefix = `${lookupBase} `;
      const found: DomainOnRecord[] = [];
      for (const [key, answer, expires] of deps.cache.live()) {
        const host = key.slice(prefix.length);
        if (!key.startsWith(prefix) || answer.kind !== 'found' || /[@+]/.test(host)) continue;
        found.push({ host, level: answer.record.data.risk.level, expires });
      }
      return found;
    },
  };
}
export type LookupEngine = ReturnType<typeof createLookupEngine>;
