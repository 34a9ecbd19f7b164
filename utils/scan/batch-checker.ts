import type { Verdict } from '../lookup/verdict';
import { MAX_BATCH, PagePortReplySchema } from '../page-port';

/** The part of a runtime.Port the checker uses; tests pass a fake. */
export interface PortLike {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

/**
 * Per-value checks for page protection, sent in batches over one port. Values asked in the
 * same turn go together; a dropped port (service-worker restart) is reopened and unanswered
 * values are asked again.
 */
export function createBatchChecker(connect: () => PortLike) {
  const waiting = new Map<string, Array<(verdict: Verdict | null) => void>>();
  let queued: string[] = [];
  let port: PortLike | null = null;
  let scheduled = false;

  function openPort(): PortLike {
    const next = connect();
    next.onMessage.addListener((raw) => {
      const reply = PagePortReplySchema.safeParse(raw);
      if (!reply.success) return;
      for (const [value, verdict] of reply.data.items) {
        const callbacks = waiting.get(value);
        waiting.delete(value);
        for (const callback of callbacks ?? []) callback(verdict);
      }
    });
    next.onDisconnect.addListener(() => {
      port = null;
      // Everything still unanswered is asked again on a fresh port.
      queued = [...new Set([...queued, ...waiting.keys()])];
      if (queued.length > 0) schedule();
    });
    return next;
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      const values = queued;
      queued = [];
      if (values.length === 0) return;
      port ??= openPort();
      for (let i = 0; i < values.length; i += MAX_BATCH) {
        port.postMessage({ type: 'check', values: values.slice(i, i + MAX_BATCH) });
      }
    });
  }

  return function check(value: string): Promise<Verdict | null> {
    return new Promise((resolve) => {
      const callbacks = waiting.get(value);
      if (callbacks) {
        callbacks.push(resolve);
        return;
      }
      waiting.set(value, [resolve]);
      queued.push(value);
      schedule();
    });
  };
}
