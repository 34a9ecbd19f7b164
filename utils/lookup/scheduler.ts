import type { AppFailure, Result } from '../api/failures';
import type { LookupAnswer } from '../api/lookup';
import type { Backoff } from './backoff';
import { LOOKUP_LIMITS } from './limits';
import { RollingMinute } from './rolling-minute';
import { type PageJob, type PageTier, TabQueues } from './tab-queues';

/**
 * Who is waiting: the site a person is opening (a scam page must be stopped before they type
 * into it), a person's explicit check, a link a person points at, focuses or presses, a value
 * on screen, or the rest of what is near on the page.
 */
export type Priority = 'site' | 'user' | 'intent' | 'visible' | 'page';
const RANK: Record<Priority, number> = { site: 0, user: 1, intent: 2, visible: 3, page: 4 };

/**
 * A person waits on these: answered at once during a pause, and never held by a page's share
 * or by page work's part of the budget. (Intent comes only from a real pointer, focus or key:
 * the content script ignores events a page makes up.)
 */
const FOR_A_PERSON: ReadonlySet<Priority> = new Set(['site', 'user', 'intent']);

export type LookupResult = Result<LookupAnswer, AppFailure>;

interface Job extends PageJob {
  key: string;
  priority: Priority;
  /** Arrival order: decides between jobs alike. */
  seq: number;
  /** Someone without a tab (a person, the background) wants it: never dropped. */
  pinned: boolean;
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
  /** Whether a tab is shown (the active tab of a window): its work goes before hidden tabs'. */
  isActiveTab?: (tabId: number) => boolean;
  /** The rolling minute as the last worker left it (see RollingMinute). */
  minute?: RollingMinute;
}

/** The part of a minute's budget page work may spend, all pages together (at least one). */
export function pageShare(limit: number): number {
  if (!Number.isFinite(limit)) return limit;
  return Math.max(1, Math.floor(limit * (1 - LOOKUP_LIMITS.reservedForPeopleShare)));
}

/** The part of a minute's budget looking ahead may use, all pages together (at least one). */
export function aheadShare(limit: number): number {
  if (!Number.isFinite(limit)) return limit;
  return Math.max(1, Math.floor(limit * LOOKUP_LIMITS.aheadShareOfMinute));
}

/** The part of a minute's budget one tab's page work may spend (at least one). */
export function tabShare(limit: number): number {
  if (!Number.isFinite(limit)) return limit;
  return Math.max(1, Math.floor(limit * LOOKUP_LIMITS.tabShareOfMinute));
}

const backingOff = (ms: number): LookupResult => ({
  ok: false,
  failure: { kind: 'backing-off', retryAfterMs: ms },
});

/** A tab's page work waiting at most (see TabQueues); a page keeps far fewer open itself. */
export const MAX_QUEUED_PER_TAB = 300;

/**
 * The only way a lookup request leaves the browser: one request per key at a time, at most
 * `maxInFlight` open and `perMinute` per rolling minute, highest priority first, nothing sent
 * while the backoff says wait. A person asking during a wait is answered at once. A person's
 * jobs wait in one short list; page work in a bounded queue per tab (tab-queues.ts), so a
 * decision looks at one job per tab however much a busy page has asked for.
 */
export class RequestScheduler {
  /** A person's jobs (site, user, intent) and page jobs no tab holds, in arrival order. */
  private forPeople: Job[] = [];
  private pageWork = new TabQueues<Job>(MAX_QUEUED_PER_TAB);
  /** Every waiting job by key: a value is asked once, however many ask. */
  private readonly queued = new Map<string, Job>();
  private running = new Map<string, Promise<LookupResult>>();
  private readonly minute: RollingMinute;
  private seq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Told when lookups may go again after a pause (see `onReady`). */
  private readyListeners = new Set<() => void>();
  private readyTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly backoff: Backoff,
    private readonly options: SchedulerOptions,
  ) {
    this.minute = options.minute ?? new RollingMinute();
  }

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
      this.tellWhenReady();
      return Promise.resolve(backingOff(blocked));
    }
    const queued = this.queued.get(key);
    if (queued) {
      this.join(queued, priority, tabId);
      return queued.promise;
    }
    let resolve!: (result: LookupResult) => void;
    const promise = new Promise<LookupResult>((done) => {
      resolve = done;
    });
    const job: Job = {
      key,
      priority,
      seq: this.seq++,
      tabs: new Set(),
      pinned: false,
      inTabQueues: false,
      run,
      promise,
      resolve,
    };
    this.queued.set(key, job);
    this.join(job, priority, tabId);
    this.pump();
    return promise;
  }

  /**
   * A tab no longer wants a job (its items left the screen): dropped when nobody else does.
   * Not a request in flight: its answer is on the way.
   */
  forget(key: string, tabId: number): void {
    const job = this.queued.get(key);
    if (job?.tabs.has(tabId)) this.leave(job, tabId);
  }

  /** Forgets queued page work for a tab that closed or navigated away. */
  dropTab(tabId: number): void {
    // The share is per page: the tab's next page starts with its own (page work as a whole
    // stays within its part of the minute, however often a page reloads itself).
    this.minute.dropTab(tabId);
    for (const job of this.pageWork.dropTab(tabId)) {
      job.tabs.delete(tabId);
      if (job.tabs.size === 0) this.cancel(job);
    }
    for (const job of this.forPeople) job.tabs.delete(tabId);
  }

  /**
   * Calls `listener` each time lookups may go again after checks failed for the service's
   * sake (a pause, an error): whoever holds such values asks again then, within the budget.
   * One timer for everyone, so a long outage costs no polling. Returns the unsubscribe.
   */
  onReady(listener: () => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  private tellWhenReady(): void {
    if (this.readyTimer) return;
    // Never sooner than the first backoff step: a failure that set no pause is not retried
    // in a tight loop.
    const blocked = this.backoff.blockedForMs();
    const waitMs = blocked > 0 ? blocked : LOOKUP_LIMITS.backoffBaseMs;
    this.readyTimer = setTimeout(() => {
      this.readyTimer = null;
      for (const listener of [...this.readyListeners]) listener();
    }, waitMs);
  }

  /** Until when lookups are paused, and when they last resumed (for the popup). */
  pause() {
    return this.backoff.pause();
  }

  get pending(): number {
    return this.queued.size;
  }

  get inFlight(): number {
    return this.running.size;
  }

  /** How many jobs a tab's page work holds in the queue (tests and benchmarks). */
  queuedForTab(tabId: number): number {
    return this.pageWork.size(tabId);
  }

  /**
   * Someone wants a queued job: at `priority` (never lowering it), for a tab or not. Page work
   * waits in its tabs' queues; a person's job, or one that no tab holds, in the short list.
   */
  private join(job: Job, priority: Priority, tabId: number | undefined): void {
    const first = job.tabs.size === 0 && !job.pinned && !this.forPeople.includes(job);
    if (RANK[priority] < RANK[job.priority] || first) {
      job.priority = priority;
      if (FOR_A_PERSON.has(priority) || tabId === undefined) this.toPeople(job);
      else if (!first) this.pageWork.moveUp(job);
      else job.inTabQueues = true;
    }
    if (tabId === undefined) {
      job.pinned = true;
      this.toPeople(job);
      return;
    }
    if (job.tabs.has(tabId)) return;
    job.tabs.add(tabId);
    if (!job.inTabQueues) return; // a person's job: the tab only says whether it is shown
    const full = this.pageWork.enter(job, tabId, job.priority as PageTier);
    if (full) this.leave(full, tabId);
  }

  /** Into the short list: its tabs no longer hold it in their queues. */
  private toPeople(job: Job): void {
    if (job.inTabQueues) {
      job.inTabQueues = false;
      for (const tab of job.tabs) this.pageWork.leave(tab);
    }
    if (!this.forPeople.includes(job)) this.forPeople.push(job);
  }

  /** A tab leaves a job; a job nobody wants any more is dropped. */
  private leave(job: Job, tabId: number): void {
    job.tabs.delete(tabId);
    if (job.inTabQueues) this.pageWork.leave(tabId);
    if (job.tabs.size === 0 && !job.pinned && !FOR_A_PERSON.has(job.priority)) this.cancel(job);
  }

  private cancel(job: Job): void {
    this.take(job);
    job.resolve({ ok: false, failure: { kind: 'cancelled' } });
  }

  /** Out of every queue (it starts, or is dropped). */
  private take(job: Job): void {
    this.queued.delete(job.key);
    if (job.inTabQueues) {
      job.inTabQueues = false;
      for (const tab of job.tabs) this.pageWork.leave(tab);
    } else {
      this.forPeople = this.forPeople.filter((other) => other !== job);
    }
  }

  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const maxInFlight = this.options.maxInFlight ?? LOOKUP_LIMITS.maxInFlight;
    while (this.queued.size > 0 && this.running.size < maxInFlight) {
      const blocked = this.backoff.blockedForMs();
      if (blocked > LOOKUP_LIMITS.maxQueuedWaitMs) {
        this.failQueued(blocked);
        return;
      }
      const next = blocked > 0 ? { job: undefined, waitMs: blocked } : this.pick();
      if (!next.job) {
        // Infinite: every place is held by an open request, whose answer pumps again.
        if (Number.isFinite(next.waitMs)) this.timer = setTimeout(() => this.pump(), next.waitMs);
        return;
      }
      this.start(next.job);
    }
  }

  private start(job: Job): void {
    this.take(job);
    const now = this.options.now();
    // A person's work counts only in the whole minute; page work in its tabs' shares too.
    const place = this.minute.take(now, FOR_A_PERSON.has(job.priority) ? [] : job.tabs);
    this.running.set(job.key, job.promise);
    job
      .run()
      .catch((): LookupResult => ({ ok: false, failure: { kind: 'extension-unavailable' } }))
      .then((result) => {
        this.minute.answered(place, this.options.now());
        if (result.ok) this.backoff.recordSuccess();
        else {
          this.backoff.recordFailure(result.failure, now);
          this.tellWhenReady();
        }
        this.running.delete(job.key);
        job.resolve(result);
        this.pump();
      });
  }

  /**
   * The most urgent job that may go now — highest priority, then a shown tab's before a hidden
   * one's, then first come — or, when every job must wait (the minute's budget, page work's
   * part of it, its tab's share), how long until one may. One look per tab: its head.
   */
  private pick(): { job: Job | undefined; waitMs: number } {
    const now = this.options.now();
    this.minute.forgetPast(now);
    let best: Job | undefined;
    let bestRank = Number.POSITIVE_INFINITY;
    let waitMs = Number.POSITIVE_INFINITY;
    const consider = (job: Job, tab?: number) => {
      const wait = this.waitFor(job, now, tab);
      if (wait > 0) {
        waitMs = Math.min(waitMs, wait);
        return;
      }
      // Priority first, then a shown tab's job, then first come.
      const rank = (RANK[job.priority] * 2 + (this.shown(job) ? 0 : 1)) * 2 ** 40 + job.seq;
      if (rank < bestRank) {
        best = job;
        bestRank = rank;
      }
    };
    for (const job of this.forPeople) consider(job);
    for (const [tab, job] of this.pageWork.heads()) consider(job, tab);
    return { job: best, waitMs };
  }

  private shown(job: Job): boolean {
    const isActive = this.options.isActiveTab;
    if (!isActive) return true;
    for (const tab of job.tabs) if (isActive(tab)) return true;
    return job.pinned;
  }

  /**
   * How long a job waits for the rolling minute's budget, in tiers: a person's needs may use
   * all of it, what is on screen only part (the rest is kept for the sites a person opens and
   * the checks they ask for), and looking ahead less again (what comes on screen next always
   * has room). One page's work may spend only its share, so the next page has room too; a job
   * several tabs want may go as soon as one of them has room.
   */
  private waitFor(job: Job, now: number, tab?: number): number {
    const ceiling = this.options.ceilingPerMinute ?? LOOKUP_LIMITS.maxPerMinute;
    const limit = Math.max(1, Math.min(this.options.perMinute(), ceiling));
    if (FOR_A_PERSON.has(job.priority)) return this.minute.waitFor(limit, now);
    const tier = job.priority === 'visible' ? pageShare(limit) : aheadShare(limit);
    const overall = this.minute.waitFor(tier, now);
    if (job.pinned || job.tabs.size === 0) return overall;
    const tabs = tab === undefined ? job.tabs : [tab, ...job.tabs];
    let tabWait = Number.POSITIVE_INFINITY;
    for (const each of tabs) {
      tabWait = Math.min(tabWait, this.minute.waitForTab(each, tabShare(limit), now));
    }
    return Math.max(overall, tabWait);
  }

  private failQueued(blocked: number): void {
    const jobs = [...this.queued.values()];
    this.queued.clear();
    this.forPeople = [];
    this.pageWork = new TabQueues<Job>(MAX_QUEUED_PER_TAB);
    for (const job of jobs) {
      job.inTabQueues = false;
      job.resolve(backingOff(blocked));
    }
  }
}
