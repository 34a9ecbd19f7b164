import { MAX_BATCH, PAGE_PRIORITY_RANK, type PagePortReply, type PagePriority } from '../page-port';
import { measured } from './bench-timing';

/** The part of a runtime.Port the checker uses; tests pass a fake. */
export interface PortLike {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

export type PageAnswers = Omit<PagePortReply, 'type'>;

/** The outer form of a reply (the background validated the rest before sending it). */
function isReply(raw: unknown): raw is PagePortReply {
  const reply = raw as Partial<PagePortReply> | null;
  return reply?.type === 'verdicts' && Array.isArray(reply.risky) && Array.isArray(reply.settled);
}

const PRIORITIES = ['intent', 'visible', 'page'] as const;

/**
 * Page-protection checks, sent in batches over one port. Values asked in the same turn go
 * together, each once; asking again with `visible` moves a waiting value up. A dropped port
 * (service-worker restart) is reopened and unanswered values are asked again.
 */
export function createBatchChecker(
  connect: () => PortLike,
  onAnswers: (answers: PageAnswers) => void,
) {
  /** Every value asked and not yet answered, with the priority it was last asked at. */
  const unanswered = new Map<string, PagePriority>();
  const queued: Record<PagePriority, string[]> = { intent: [], visible: [], page: [] };
  let port: PortLike | null = null;
  let scheduled = false;

  function openPort(): PortLike {
    const next = connect();
    next.onMessage.addListener((raw) =>
      measured(() => {
        // The background checked the reply against its schema before sending it.
        if (!isReply(raw)) return;
        for (const [value] of raw.risky) unanswered.delete(value);
        for (const value of raw.settled) unanswered.delete(value);
        onAnswers(raw);
      }, 'answers'),
    );
    next.onDisconnect.addListener(() => {
      port = null;
      // Everything still unanswered is asked again on a fresh port.
      for (const priority of PRIORITIES) queued[priority] = [];
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
      for (const priority of PRIORITIES) {
        const values = queued[priority];
        queued[priority] = [];
        if (values.length === 0) continue;
        try {
          port ??= openPort();
        } catch {
          return; // the extension was updated or removed: nothing can be asked any more
        }
        for (let i = 0; i < values.length; i += MAX_BATCH) {
          port.postMessage({ type: 'check', priority, values: values.slice(i, i + MAX_BATCH) });
        }
      }
    });
  }

  return function ask(values: readonly string[], priority: PagePriority): void {
    for (const value of values) {
      const asked = unanswered.get(value);
      if (asked !== undefined && PAGE_PRIORITY_RANK[asked] <= PAGE_PRIORITY_RANK[priority])
        continue;
      unanswered.set(value, priority);
      queued[priority].push(value);
    }
    schedule();
  };
}
