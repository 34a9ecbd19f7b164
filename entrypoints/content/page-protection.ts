import { browser } from 'wxt/browser';
import type { ContentScriptContext } from '#imports';
import type { RiskyVerdict, Verdict } from '@/utils/lookup/verdict';
import { sendMessage } from '@/utils/messaging';
import { PAGE_PORT } from '@/utils/page-port';
import { createBatchChecker } from '@/utils/scan/batch-checker';
import { answerBenchRequests, measured } from '@/utils/scan/bench-timing';
import { PageProtector } from '@/utils/scan/protector';
import { afterNextFrame, createSliceRunner } from '@/utils/scan/slices';
import { showClickWarning } from '@/utils/ui/click-warning';
import { attachBadgeCards, attachReveal } from './badge-cards';

/** A click on a link at or above this severity is stopped first (HIGH; unknown levels count as HIGH). */
const WARN_FROM_SEVERITY = 3;
/** Scrolling has stopped when no scroll event came for this long. */
const SCROLL_SETTLE_MS = 250;

/**
 * Marks risky links, e-mail addresses and phone numbers. What is on screen is read at once;
 * the rest of the page and added content in small slices of idle time. The MutationObserver
 * only queues added nodes, Linkwise's own nodes are skipped, and nothing is touched for items
 * that are not risky.
 */
export async function initPageProtection(ctx: ContentScriptContext): Promise<void> {
  const config = await sendMessage({ type: 'page:config' });
  if (!config.ok || !config.value.enabled || ctx.isInvalid) return;
  const { links, emails, phones, minSeverity } = config.value;
  answerBenchRequests();

  let reportTimer: ReturnType<typeof setTimeout> | undefined;
  let site: Verdict | null = null;
  /** Tells the background what is marked (debounced): the toolbar badge and the popup use it. */
  function report(): void {
    if (window !== window.top) return;
    clearTimeout(reportTimer);
    reportTimer = setTimeout(() => measured(sendReport, 'report'), 300);
  }
  function sendReport(): void {
    const items = protector.marked.slice(0, 100).map((element) => {
      const verdict = protector.verdicts.get(element);
      return {
        value: verdict?.value ?? '',
        level: verdict?.level ?? '',
        label: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      };
    });
    void sendMessage({
      type: 'page:marked',
      report: { count: protector.marked.length, items, site },
    });
  }
  const ask = createBatchChecker(
    () => browser.runtime.connect({ name: PAGE_PORT }),
    (answers) => protector.receive(answers),
  );
  const protector = new PageProtector({
    options: { pageHost: location.hostname.toLowerCase(), links, emails, phones, minSeverity },
    ask,
    onShadowRoot: (root) => observer.observe(root, { childList: true, subtree: true }),
    onMarked: () => report(),
  });
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
  // The site itself is checked once, not per link; its status goes to the badge and popup.
  if (window === window.top) {
    void sendMessage({ type: 'lookup:check', value: location.hostname, priority: 'visible' }).then(
      (reply) => {
        site = reply.ok ? reply.value : null;
        report();
      },
    );
  }
  attachReveal(ctx, protector);
  // What is on screen is read first, at once; the rest of the page in idle time.
  protector.enqueue(document.documentElement, window.innerHeight);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  ctx.onInvalidated(() => observer.disconnect());
  schedule();

  attachBadgeCards(ctx, protector, () => observer.disconnect());

  // Clicks on links to reported scams are held until the person chooses (capture phase, so the
  // page's own handlers see nothing of a click that is stopped).
  const allowed = new WeakSet<Element>();
  ctx.addEventListener(
    document,
    'click',
    (event) => {
      const link = event
        .composedPath()
        .find(
          (node): node is HTMLAnchorElement =>
            node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement,
        );
      const verdict: RiskyVerdict | undefined = link && protector.verdicts.get(link);
      if (!link || !verdict || verdict.severity < WARN_FROM_SEVERITY || allowed.has(link)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showClickWarning(document, verdict, () => {
        allowed.add(link);
        link.click();
      });
    },
    { capture: true },
  );
}
