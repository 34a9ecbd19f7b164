import type { AppFailure, Result } from '../api/failures';
import type { LookupAnswer } from '../api/lookup';
import type { Backoff } from './backoff';
import { LOOKUP_LIMITS } from './limits';

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

/**
 * One request's place in the rolling minute: from when it was sent (`Infinity` while it is
 * open) until a minute after its answer arrived. Counting from the answer, not the send, is
 * what makes the minute exact as the service sees it: however long a request travelled, the
 * one that replaces it arrives more than a minute after it.
 */
interface Sent {
  until: number;
}

interface Job {
  key: string;
  priority: Priority;
  /** Tabs still interested; when the last one leaves, a page job is dropped. */
  tabs: Set<number>;
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

/**
 * The only way a lookup request leaves the browser: one request per key at a time, at most
 * `maxInFlight` open and `perMinute` per rolling minute, highest priority first, nothing sent
 * while the backoff says wait. A person asking during a wait is answered at once.
 */
export class RequestScheduler {
  /** Waiting jobs in arrival order (which decides between jobs alike). */
  private queue: Job[] = [];
  /** The queue by key: a page asks about thousands of values, and asks again to move some up. */
  private queuedByKey = new Map<string, Job>();
  private running = new Map<string, Promise<LookupResult>>();
  private sent: Sent[] = [];
  /** Each tab's page work in the rolling minute, for its page's share. */
  private sentByTab = new Map<number, Sent[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Told when lookups may go again after a pause (see `onReady`). */
  private readyListeners = new Set<() => void>();
  private readyTimer: ReturnType<typeof setTimeout> | null = null;

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
      this.tellWhenReady();
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
    // The share is per page: the tab's next page starts with its own (page work as a whole
    // stays within its part of the minute, however often a page reloads itself).
    this.sentByTab.delete(tabId);
    this.queue = this.queue.filter((job) => {
      job.tabs.delete(tabId);
      if (job.pinned || job.tabs.size > 0) return true;
      this.queuedByKey.delete(job.key);
      job.resolve({ ok: false, failure: { kind: 'cancelled' } });
      return false;
    });
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
      const next = blocked > 0 ? { index: -1, waitMs: blocked } : this.pick();
      if (next.index === -1) {
        // Infinite: every place is held by an open request, whose answer pumps again.
        if (Number.isFinite(next.waitMs)) this.timer = setTimeout(() => this.pump(), next.waitMs);
        return;
      }
      this.start(this.take(next.index));
    }
  }

  private start(job: Job): void {
    const sentAt = this.options.now();
    const place: Sent = { until: Number.POSITIVE_INFINITY };
    this.sent.push(place);
    if (!FOR_A_PERSON.has(job.priority)) {
      for (const tab of job.tabs) {
        const sent = this.sentByTab.get(tab) ?? [];
        sent.push(place);
        this.sentByTab.set(tab, sent);
      }
    }
    this.running.set(job.key, job.promise);
    job
      .run()
      .catch((): LookupResult => ({ ok: false, failure: { kind: 'extension-unavailable' } }))
      .then((result) => {
        // A whole minute after the answer, and a millisecond: never two at the window's edges.
        place.until = this.options.now() + LOOKUP_LIMITS.minuteMs + 1;
        if (result.ok) this.backoff.recordSuccess();
        else {
          this.backoff.recordFailure(result.failure, sentAt);
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
   * part of it, its tab's share), how long until one may.
   */
  private pick(): { index: number; waitMs: number } {
    const now = this.options.now();
    this.forgetOlderThanAMinute(now);
    let best = -1;
    let bestRank = Number.POSITIVE_INFINITY;
    let waitMs = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.queue.length; i++) {
      const job = this.queue[i]!;
      const wait = this.waitFor(job, now);
      if (wait > 0) {
        waitMs = Math.min(waitMs, wait);
        continue;
      }
      // Priority first, then a shown tab's job, then first come (the queue is in arrival order).
      const rank = RANK[job.priority] * 2 + (this.shown(job) ? 0 : 1);
      if (rank < bestRank) {
        best = i;
        bestRank = rank;
      }
    }
    return { index: best, waitMs };
  }

  private shown(job: Job): boolean {
    const isActive = this.options.isActiveTab;
    if (!isActive) return true;
    for (const tab of job.tabs) if (isActive(tab)) return true;
    return job.pinned;
  }

  private take(index: number): Job {
    const job = this.queue.splice(index, 1)[0]!;
    this.queuedByKey.delete(job.key);
    return job;
  }

  /**
   * How long a job waits for the rolling minute's budget, in tiers: a person's needs may use
   * all of it, what is on screen only part (the rest is kept for the sites a person opens and
   * the checks they ask for), and looking ahead less again (what comes on screen next always
   * has room). One page's work may spend only its share, so the next page has room too; a job
   * several tabs want may go as soon as one of them has room.
   */
  private waitFor(job: Job, now: number): number {
    const ceiling = this.options.ceilingPerMinute ?? LOOKUP_LIMITS.maxPerMinute;
    const limit = Math.max(1, Math.min(this.options.perMinute(), ceiling));
    if (FOR_A_PERSON.has(job.priority)) return waitWithin(this.sent, limit, now);
    const tier = job.priority === 'visible' ? pageShare(limit) : aheadShare(limit);
    const overall = waitWithin(this.sent, tier, now);
    if (job.pinned || job.tabs.size === 0) return overall;
    let tabWait = Number.POSITIVE_INFINITY;
    for (const tab of job.tabs) {
      tabWait = Math.min(tabWait, waitWithin(this.sentByTab.get(tab) ?? [], tabShare(limit), now));
    }
    return Math.max(overall, tabWait);
  }

  private forgetOlderThanAMinute(now: number): void {
    const live = (place: Sent) => place.until > now;
    this.sent = this.sent.filter(live);
    for (const [tab, sent] of this.sentByTab) {
      const kept = sent.filter(live);
      if (kept.length === 0) this.sentByTab.delete(tab);
      else this.sentByTab.set(tab, kept);
    }
  }

  private failQueued(blocked: number): void {
    for (const job of this.queue) job.resolve(backingOff(blocked));
    this.queue = [];
    this.queuedByKey.clear();
  }
}

/**
 * How long until fewer than `allowed` requests hold a place in the minute (`sent` holds only
 * live places: forgetOlderThanAMinute ran first). An open request frees its place only after
 * it is answered: Infinity here, and the answer pumps the queue again.
 */
function waitWithin(sent: readonly Sent[], allowed: number, now: number): number {
  if (sent.length < allowed) return 0;
  const ends = sent.map((place) => place.until).sort((a, b) => a - b);
  return ends[sent.length - allowed]! - now;
}
