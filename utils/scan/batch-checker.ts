import {
  MAX_BATCH,
  PAGE_PRIORITY_RANK,
  type PagePortReply,
  type PagePortRequest,
  type PagePriority,
  type PageVerdicts,
  PAGE_PRIORITIES as PRIORITIES,
} from '../page-port';
import { countSent, measured } from './bench-timing';

/**
 * Flow: **values → answers** (the transport) — the page's questions to the background over one
 * long-lived port, in batches, and the answers back.
 */

/** The part of a runtime.Port the checker uses; tests pass a fake. */
export interface PortLike {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

export type PageAnswers = Omit<PageVerdicts, 'type'>;

/** The outer form of a reply (the background validated the rest before sending it). */
function isReply(raw: unknown): raw is PagePortReply {
  const reply = raw as { type?: unknown; risky?: unknown; settled?: unknown } | null;
  if (reply?.type === 'ready') return true;
  return reply?.type === 'verdicts' && Array.isArray(reply.risky) && Array.isArray(reply.settled);
}

/**
 * Page-protection checks, sent in batches over one port. Values asked in the same turn go
 * together, each once; asking again more urgently moves a waiting value up; `forget` withdraws
 * questions; a turn's withdrawals and questions travel in one message. A dropped port
 * (service-worker restart) is reopened and unanswered values are asked again. `onReady` hears
 * when lookups may go again after a pause.
 */
export function createBatchChecker(
  connect: () => PortLike,
  onAnswers: (answers: PageAnswers) => void,
  onReady: () => void = () => {},
) {
  /** Every value asked and not yet answered, with the priority it was last asked at. */
  const unanswered = new Map<string, PagePriority>();
  const queued: Record<PagePriority, string[]> = { intent: [], visible: [], page: [] };
  let withdrawn: string[] = [];
  let port: PortLike | null = null;
  let scheduled = false;

  function openPort(): PortLike {
    const next = connect();
    next.onMessage.addListener((raw) =>
      measured(() => {
        // The background checked the reply against its schema before sending it.
        if (!isReply(raw)) return;
        if (raw.type === 'ready') return onReady();
        for (const [value] of raw.risky) unanswered.delete(value);
        for (const list of [raw.settled, raw.again ?? [], raw.paused ?? []]) {
          for (const value of list) unanswered.delete(value);
        }
        onAnswers(raw);
      }, 'answers'),
    );
    next.onDisconnect.addListener(() => {
      port = null;
      // Everything still unanswered is asked again on a fresh port.
      for (const priority of PRIORITIES) queued[priority] = [];
      withdrawn = [];
      for (const [value, priority] of unanswered) queued[priority].push(value);
      if (unanswered.size > 0) schedule();
    });
    return next;
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      // One withdrawn and asked again since is simply asked (never withdrawn after it).
      const forget = withdrawn.filter((value) => !unanswered.has(value));
      withdrawn = [];
      if (PRIORITIES.every((p) => queued[p].length === 0) && forget.length === 0) return;
      try {
        port ??= openPort();
      } catch {
        return; // the extension was updated or removed: nothing can be asked any more
      }
      const lists = { forget, ...queued };
      for (const priority of PRIORITIES) queued[priority] = [];
      // Withdrawals and questions of a turn in one message (a larger turn in several).
      for (let at = 0; ; at += MAX_BATCH) {
        const message: PagePortRequest = { type: 'ask' };
        for (const key of ['forget', ...PRIORITIES] as const) {
          const part = lists[key].slice(at, at + MAX_BATCH);
          if (part.length > 0) message[key] = part;
          countSent(key, part.length);
        }
        if (Object.keys(message).length === 1) break;
        port.postMessage(message);
      }
    });
  }

  function ask(values: readonly string[], priority: PagePriority): void {
    for (const value of values) {
      const asked = unanswered.get(value);
      if (asked !== undefined && PAGE_PRIORITY_RANK[asked] <= PAGE_PRIORITY_RANK[priority])
        continue;
      unanswered.set(value, priority);
      queued[priority].push(value);
    }
    schedule();
  }

  /** Withdraws questions (one not sent yet is simply not sent; the background ignores the rest). */
  function forget(values: readonly string[]): void {
    const gone = new Set(values.filter((value) => unanswered.delete(value)));
    if (gone.size === 0) return;
    for (const priority of PRIORITIES) {
      queued[priority] = queued[priority].filter((value) => !gone.has(value));
    }
    withdrawn.push(...gone);
    schedule();
  }

  return Object.assign(ask, { forget });
}
