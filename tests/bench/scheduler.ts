import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { type LookupResult, MAX_QUEUED_PER_TAB, RequestScheduler } from '@/utils/lookup/scheduler';
import { round, settledHeap } from './stats';

/** Scheduling decisions timed per scenario (each starts one request). */
const DECISIONS = 2_000;

const answered: LookupResult = { ok: true, value: { kind: 'no-record', message: 'none' } };

/**
 * The scheduler under a flood, in Node (no browser, no network): `offered` values asked at page
 * priority by one tab (a flooding page), or spread over as many tabs as it takes to keep them all
 * queued. Measures what stays queued, the heap it holds, and the time per scheduling decision
 * while that much waits — the work a service worker does for every request it sends.
 */
export async function benchScheduler() {
  const rows = [];
  for (const offered of [1_000, 100_000]) {
    for (const spread of ['one tab', 'many tabs'] as const) {
      rows.push({ offered, spread, ...(await measure(offered, spread)) });
    }
  }
  return rows;
}

async function measure(offered: number, spread: 'one tab' | 'many tabs') {
  const before = settledHeap();
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let started = 0;
  const scheduler = new RequestScheduler(new Backoff(INITIAL_BACKOFF, Date.now), {
    now: Date.now,
    perMinute: () => Number.POSITIVE_INFINITY,
    ceilingPerMinute: Number.POSITIVE_INFINITY,
    maxInFlight: 1,
    isActiveTab: (tab) => tab === 0,
  });
  const run = async (): Promise<LookupResult> => {
    // The first request is held open while everything else is offered: the queue fills.
    if (started++ === 0) await firstHeld;
    return answered;
  };
  const perTab = spread === 'one tab' ? offered : MAX_QUEUED_PER_TAB;
  let outstanding = 0;
  for (let i = 0; i < offered; i++) {
    const tab = Math.floor(i / perTab);
    outstanding++;
    void scheduler
      .schedule(`v${i}.example`, i % 3 === 0 ? 'visible' : 'page', tab, run)
      .then(() => outstanding--);
  }
  // Values the tab had no room for settle as cancelled: what stays is what the scheduler holds.
  await new Promise((resolve) => setImmediate(resolve));
  const queued = scheduler.pending;
  const heapMB = (settledHeap() - before) / 2 ** 20;
  const t0 = performance.now();
  releaseFirst();
  // Each answer pumps the next decision: wait until DECISIONS more have started.
  while (started < Math.min(DECISIONS, queued)) await new Promise((r) => setImmediate(r));
  const perDecisionUs = ((performance.now() - t0) * 1_000) / (started - 1);
  // Let the rest go (cancelled ones have settled already).
  while (outstanding > 0) await new Promise((r) => setImmediate(r));
  return {
    queued,
    heapMB: round(heapMB, 2),
    perDecisionUs: round(perDecisionUs, 1),
  };
}
