import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import { sendPageMessage } from '@/utils/content/send';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { PAGE_PORT } from '@/utils/page-port';
import { createBatchChecker } from '@/utils/scan/batch-checker';
import { answerBenchRequests, measured } from '@/utils/scan/bench-timing';
import { PageProtector } from '@/utils/scan/protector';
import { afterNextFrame, createSliceRunner } from '@/utils/scan/slices';
import { attachBadgeCards, attachReveal } from './badge-cards';
import type { PageReporter } from './page-report';

/** Scrolling has stopped when no scroll event came for this long. */
const SCROLL_SETTLE_MS = 250;

/** Resolves once the document's markup is parsed (the script starts at document_start). */
function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * Marks risky links, e-mail addresses and phone numbers. What is on screen is read at once;
 * the rest of the page and added content in small slices of idle time. The MutationObserver
 * only queues added nodes, Linkwise's own nodes are skipped, and nothing is touched for items
 * that are not risky. Verdicts of marked items go into `verdicts`, which the click guard reads.
 */
export async function initPageProtection(
  ctx: PageContext,
  verdicts: WeakMap<Element, RiskyVerdict>,
  reporter: PageReporter,
): Promise<void> {
  const [config] = await Promise.all([sendPageMessage({ type: 'page:config' }), domReady()]);
  if (!config.ok || !config.value.enabled || ctx.isInvalid) return;
  const { links, emails, phones, minSeverity } = config.value;
  answerBenchRequests();

  const ask = createBatchChecker(
    () => browser.runtime.connect({ name: PAGE_PORT }),
    (answers) => protector.receive(answers),
  );
  const protector = new PageProtector({
    options: { pageHost: location.hostname.toLowerCase(), links, emails, phones, minSeverity },
    verdicts,
    ask,
    onShadowRoot: (root) => observer.observe(root, { childList: true, subtree: true }),
    onMarked: () => reporter.changed(),
  });
  // The toolbar badge and the popup list what is marked, in page order.
  reporter.readMarksWith(() => ({
    count: protector.marked.length,
    items: protector.marked.slice(0, 100).map((element) => {
      const verdict = protector.verdicts.get(element);
      return {
        value: verdict?.value ?? '',
        level: verdict?.level ?? '',
        label: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      };
    }),
  }));
  /** Values on screen go ahead of the rest: once the page is read, and after scrolling. */
  const promoteVisible = () =>
    measured(() => protector.promoteVisible(window.innerHeight), 'on-screen');
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  ctx.addEventListener(
    window,
    'scroll',
    () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => afterNextFrame(promoteVisible), SCROLL_SETTLE_MS);
    },
    { passive: true, capture: true },
  );

  const observer = new MutationObserver((records) =>
    measured(() => {
      for (const record of records) {
        // Queuing only; nodes Linkwise made are turned away by enqueue.
        for (const node of record.addedNodes) protector.enqueue(node);
      }
      schedule();
    }, 'observe'),
  );
  let pageRead = false;
  const schedule = createSliceRunner({
    work: (more) => protector.work(more),
    urgent: () => protector.urgent,
    stopped: () => ctx.isInvalid,
    // Text on screen (and links that came into view meanwhile) move up once the page is read.
    onDone: () => {
      if (pageRead) return;
      pageRead = true;
      afterNextFrame(promoteVisible);
    },
  });
  attachReveal(ctx, protector);
  // What is on screen is read first, at once; the rest of the page in idle time.
  protector.enqueue(document.documentElement, window.innerHeight);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  ctx.onInvalidated(() => observer.disconnect());
  schedule();

  attachBadgeCards(ctx, protector, () => observer.disconnect());
}
