import type { AppFailure, Result } from '../api/failures';
import type { LookupAnswer } from '../api/lookup';
import type { Backoff } from './backoff';
import { LOOKUP_LIMITS } from './limits';

/**
 * Who is waiting: the site a person is opening (a scam page must be stopped before they type
 * into it), a person's explicit check, a value on screen, or the rest of the page.
 */
export type Priority = 'site' | 'user' | 'visible' | 'page';
const RANK: Record<Priority, number> = { site: 0, user: 1, visible: 2, page: 3 };

/** A person waits on these: answered at once during a pause, and never short of budget. */
const FOR_A_PERSON: ReadonlySet<Priority> = new Set(['site', 'user']);

export type LookupResult = Result<LookupAnswer, AppFailure>;

interface Job {
  key: string;
  priority: Priority;
  /** Tabs still interested; when the last one leaves, a page job is dropped. */
  tabs: Set<number>;
  /** Someone without a tab (a person, the background) wants it: never dropped. */
  pinned: boolean;
  seq: number;
  run: () => Promise<LookupResult>;
  promise: Promise<LookupResult>;
  resolve: (result: LookupResult) => void;
}

export interface SchedulerOptions {
  now: () => number;
  /** Read on every decision so a changed setting applies at once. */
  perMinute: () => number;
  maxInFlight?: number;
  /** Upper bound for `perMinute`; only benchmarks against the local emulator raise it. */
  ceilingPerMinute?: number;
}

/** The part of a minute's budget page work may spend (at least one lookup). */
export function pageShare(limit: number): number {
  if (!Number.isFinite(limit)) return limit;
  return Math.max(1, Math.floor(limit * (1 - LOOKUP_LIMITS.reservedForPeopleShare)));
}

const backingOff = (ms: number): LookupResult => ({
  ok: false,
  failure: { kind: 'backing-off', retryAfterMs: ms },
});

/**
 * The only way a lookup request leaves the browser: one request per key at a time, at most
 * `maxInFlight` open and `perMinute` per rolling minute, highest priority first, nothing sent
 * while the backoff says wait. A person asking during a wait is answered at once.
 */
export class RequestScheduler {
  private queue: Job[] = [];
  /** The queue by key: a page asks about thousands of values, and asks again to move some up. */
  private queuedByKey = new Map<string, Job>();
  private running = new Map<string, Promise<LookupResult>>();
  private sentAt: number[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;

  constructor(
    private readonly backoff: Backoff,
    private readonly options: SchedulerOptions,
  ) {}

  schedule(
    key: string,
    priority: Priority,
    tabId: number | undefined,
    run: () => Promise<LookupResult>,
  ): Promise<LookupResult> {
    const running = this.running.get(key);
    if (running) return running;
    const blocked = this.backoff.blockedForMs();
    if (blocked > 0 && (FOR_A_PERSON.has(priority) || blocked > LOOKUP_LIMITS.maxQueuedWaitMs)) {
      return Promise.resolve(backingOff(blocked));
    }
    const queued = this.queuedByKey.get(key);
    if (queued) {
      if (RANK[priority] < RANK[queued.priority]) queued.priority = priority;
      if (tabId === undefined) queued.pinned = true;
      else queued.tabs.add(tabId);
      return queued.promise;
    }
    let resolve!: (result: LookupResult) => void;
    const promise = new Promise<LookupResult>((done) => {
      resolve = done;
    });
    const job: Job = {
      key,
      priority,
      tabs: new Set(tabId === undefined ? [] : [tabId]),
      pinned: tabId === undefined,
      seq: this.seq++,
      run,
      promise,
      resolve,
    };
    this.queue.push(job);
    this.queuedByKey.set(key, job);
    this.pump();
    return promise;
  }

  /** Forgets queued page work for a tab that closed or navigated away. */
  dropTab(tabId: number): void {
    this.queue = this.queue.filter((job) => {
      job.tabs.delete(tabId);
      if (job.pinned || job.tabs.size > 0) return true;
      this.queuedByKey.delete(job.key);
      job.resolve({ ok: false, failure: { kind: 'cancelled' } });
      return false;
    });
  }

  get pending(): number {
    return this.queue.length;
  }

  get inFlight(): number {
    return this.running.size;
  }

  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const maxInFlight = this.options.maxInFlight ?? LOOKUP_LIMITS.maxInFlight;
    while (this.queue.length > 0 && this.running.size < maxInFlight) {
      const blocked = this.backoff.blockedForMs();
      if (blocked > LOOKUP_LIMITS.maxQueuedWaitMs) {
        this.failQueued(blocked);
        return;
      }
      const next = this.bestIndex();
      const wait = Math.max(blocked, this.budgetWaitMs(this.queue[next]!.priority));
      if (wait > 0) {
        this.timer = setTimeout(() => this.pump(), wait);
        return;
      }
      this.start(this.take(next));
    }
  }

  private start(job: Job): void {
    this.sentAt.push(this.options.now());
    this.running.set(job.key, job.promise);
    job
      .run()
      .catch((): LookupResult => ({ ok: false, failure: { kind: 'extension-unavailable' } }))
      .then((result) => {
        if (result.ok) this.backoff.recordSuccess();
        else this.backoff.recordFailure(result.failure);
        this.running.delete(job.key);
        job.resolve(result);
        this.pump();
      });
  }

  /** The queue's most urgent job: highest priority, then first come. */
  private bestIndex(): number {
    let best = 0;
    for (let i = 1; i < this.queue.length; i++) {
      const a = this.queue[i]!;
      const b = this.queue[best]!;
      if (RANK[a.priority] < RANK[b.priority] || (a.priority === b.priority && a.seq < b.seq))
        best = i;
    }
    return best;
  }

  private take(index: number): Job {
    const job = this.queue.splice(index, 1)[0]!;
    this.queuedByKey.delete(job.key);
    return job;
  }

  /**
   * How long a job of this priority waits for the rolling minute's budget. Page work may spend
   * only part of it: the rest is kept for the sites a person opens and the checks they ask for.
   */
  private budgetWaitMs(priority: Priority): number {
    const now = this.options.now();
    while (this.sentAt.length > 0 && this.sentAt[0]! <= now - 60_000) this.sentAt.shift();
    const ceiling = this.options.ceilingPerMinute ?? LOOKUP_LIMITS.maxPerMinute;
    const limit = Math.max(1, Math.min(this.options.perMinute(), ceiling));
    const allowed = FOR_A_PERSON.has(priority) ? limit : pageShare(limit);
    if (this.sentAt.length < allowed) return 0;
    return this.sentAt[this.sentAt.length - allowed]! + 60_000 - now;
  }

  private failQueued(blocked: number): void {
    for (const job of this.queue) job.resolve(backingOff(blocked));
    this.queue = [];
    this.queuedByKey.clear();
  }
}
