import { browser } from 'wxt/browser';
import { isServiceFailure } from '../lookup/backoff';
import type { LookupEngine } from '../lookup/engine';
import type { Verdict } from '../lookup/verdict';
import {
  MAX_BATCH,
  PAGE_PORT,
  PAGE_PRIORITY_RANK,
  type PagePortReply,
  type PagePriority,
} from '../page-port';
import { PagePortReplySchema, PagePortRequestSchema } from '../page-port-schemas';
import { pageRefusal } from './page-rules';
import type { BackgroundState } from './state';

const FLUSH_MS = 50;

/**
 * Answers page protection over ports: values arrive in batches, each goes through the engine
 * (at the page's priority, on screen or not, so a person's checks go first), and answers go back
 * in batches: risky verdicts in full, everything else as the bare value. Only this
 * extension's content scripts may connect; the private-window and site rules apply per batch.
 *
 * A value that failed for the service's sake (an outage, a pause) is not an answer: it is kept
 * and asked again, at the priority the page gave it, each time lookups may go again — so
 * neither a tab left open through an outage nor a page opened during it keeps a hole.
 */
export function listenForPagePorts(deps: {
  engine: LookupEngine;
  state: () => Promise<BackgroundState>;
}) {
  browser.runtime.onConnect.addListener((port) => {
    const sender = port.sender;
    if (port.name !== PAGE_PORT || sender?.id !== browser.runtime.id || !sender.tab) return;
    const { tab } = sender;
    const origin = { sender, kind: 'content-script' as const };
    let outgoing: PagePortReply = { type: 'verdicts', risky: [], settled: [] };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let open = true;
    /** Values whose check failed for the service's sake, to ask again when it may go. */
    const failed = new Map<string, PagePriority>();
    const stopRetrying = deps.engine.onReady(() => {
      const again = [...failed];
      failed.clear();
      for (const [value, priority] of again) check(value, priority);
    });
    port.onDisconnect.addListener(() => {
      open = false;
      clearTimeout(timer);
      stopRetrying();
      failed.clear();
    });

    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      // What the page receives is checked here: the page's process carries no schema code.
      const checked = PagePortReplySchema.safeParse(outgoing);
      if (!checked.success) console.error('[linkwise] page reply not sent', checked.error);
      else if (open) port.postMessage(checked.data);
      outgoing = { type: 'verdicts', risky: [], settled: [] };
    };
    const send = (value: string, verdict: Verdict) => {
      if (verdict.kind === 'risky') outgoing.risky.push([value, verdict]);
      else outgoing.settled.push(value);
      if (outgoing.risky.length >= MAX_BATCH || outgoing.settled.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    };

    port.onMessage.addListener(async (raw) => {
      const request = PagePortRequestSchema.safeParse(raw);
      if (!request.success) return;
      const state = await deps.state();
      const refusal = pageRefusal(origin, state);
      for (const value of request.data.values) {
        if (refusal) {
          send(value, { kind: 'unavailable', value, failure: refusal });
          continue;
        }
        check(value, request.data.priority);
      }
    });

    function check(value: string, priority: PagePriority): void {
      void deps.engine
        .check(value, { priority, feature: 'page', tabId: tab.id, incognito: tab.incognito })
        .then((verdict) => {
          if (!open) return;
          if (verdict.kind === 'unavailable' && isServiceFailure(verdict.failure)) {
            const before = failed.get(value);
            failed.set(
              value,
              before && PAGE_PRIORITY_RANK[before] < PAGE_PRIORITY_RANK[priority]
                ? before
                : priority,
            );
          } else send(value, verdict);
        });
    }
  });
}
