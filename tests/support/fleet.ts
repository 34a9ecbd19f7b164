import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';
import { otherSiteHost } from '../bench/real-browsing';
import { percentile, round } from '../bench/stats';
import { REAL_PAGES_DIR, realPages } from '../emulator/real-pages';
import { createTestEngine } from './engine';

/** What a page's first screen asks about, at most (the real-page bench: p90 6, max 18). */
const HOSTS_PER_PAGE = 12;

/**
 * Browsing traces from the real-page corpus: for each saved page, the other sites its links
 * name, in the page's order (the first few stand for its first screen).
 */
export function corpusTraces(): string[][] {
  return realPages()
    .map((page) => {
      const html = readFileSync(join(REAL_PAGES_DIR, page.file), 'utf8');
      const hosts = new Set<string>();
      for (const [, host] of html.matchAll(/href\s*=\s*["']?(?:https?:)?\/\/([^/"'\s>?#:]+)/gi)) {
        const value = otherSiteHost(host!, page.host);
        if (value) hosts.add(value);
        if (hosts.size >= HOSTS_PER_PAGE) break;
      }
      return [...hosts];
    })
    .filter((hosts) => hosts.length > 0);
}

/** One answer a simulated browser got from the relay. */
export interface RelayAnswer {
  at: number;
  status: number;
  /** nginx's cache status (HIT, MISS, STALE, UPDATING, EXPIRED), or '' when the gate answered. */
  cache: string;
  retryAfter: string | null;
  ms: number;
}

export interface FleetOptions {
  relayUrl: string;
  browsers: number;
  traces: readonly string[][];
  /** How long each browser spends on a page before the next. */
  paceMs: number;
  /** The run ends this long after it started. */
  durationMs: number;
}

/**
 * N browsers behind one address, each with Linkwise's real engine (its own cache, 60 a minute,
 * 2 in flight, back-off with the 5-minute circuit) asking the relay about the hosts of the pages
 * it reads; browser i starts at page i·37 of the corpus and a random moment of the first pace,
 * so an office reads overlapping, not identical, pages. Returns every answer the relay gave.
 */
export async function runFleet(options: FleetOptions): Promise<RelayAnswer[]> {
  const answers: RelayAnswer[] = [];
  const endAt = Date.now() + options.durationMs;
  const timedFetch: typeof fetch = async (input, init) => {
    const started = Date.now();
    const response = await fetch(input, init).catch((error: unknown) => {
      // The browser gave up (its 5 s limit) or could not connect: status 0.
      answers.push({
        at: started,
        status: 0,
        cache: '',
        retryAfter: null,
        ms: Date.now() - started,
      });
      throw error;
    });
    answers.push({
      at: started,
      status: response.status,
      cache: response.headers.get('x-relay-cache') ?? '',
      retryAfter: response.headers.get('retry-after'),
      ms: Date.now() - started,
    });
    return response;
  };
  const http = {
    fetch: timedFetch,
    now: Date.now,
    isOnline: () => true,
    timeoutMs: LOOKUP_LIMITS.timeoutMs,
  };
  const browse = async (index: number) => {
    const { engine, scheduler } = createTestEngine({ lookupBase: options.relayUrl, http });
    await sleep(Math.random() * options.paceMs);
    for (let visit = 0; Date.now() < endAt; visit++) {
      const hosts = options.traces[(index * 37 + visit) % options.traces.length]!;
      const tabId = visit + 1;
      for (const host of hosts) {
        // A page asks and moves on; its answers arrive (or are dropped) on their own.
        void engine.check(host, { priority: 'page', feature: 'page', tabId }).catch(() => {});
      }
      await sleep(Math.min(options.paceMs, Math.max(0, endAt - Date.now())));
      scheduler.dropTab(tabId);
    }
  };
  await Promise.all(Array.from({ length: options.browsers }, (_, index) => browse(index)));
  // What was in flight at the end has a few seconds to land.
  await sleep(LOOKUP_LIMITS.timeoutMs + 500);
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers from the cache (fresh, or stale while the service fails), and the rest. */
export function summariseAnswers(answers: readonly RelayAnswer[]) {
  const fromCache = answers.filter((a) => ['HIT', 'STALE', 'UPDATING'].includes(a.cache));
  const refused = answers.filter((a) => a.status === 429);
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const other = answers.filter((a) => a.status !== 200 && a.status !== 429);
  return {
    browserRequests: answers.length,
    cacheHitRatio: answers.length ? round(fromCache.length / answers.length) : 0,
    stale: answers.filter((a) => a.cache === 'STALE' || a.cache === 'UPDATING').length,
    share429: answers.length ? round(refused.length / answers.length) : 0,
    refusedWithoutRetryAfter: refused.filter((a) => !a.retryAfter).length,
    /** Anything but an answer or 429 + Retry-After (must be none). */
    otherStatuses: [...new Set(other.map((a) => a.status))],
    p50Ms: round(percentile(latencies, 50), 0),
    p95Ms: round(percentile(latencies, 95), 0),
  };
}
