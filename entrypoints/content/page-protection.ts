import { browser } from 'wxt/browser';
import type { ContentScriptContext } from '#imports';
import type { RiskyVerdict, Verdict } from '@/utils/lookup/verdict';
import { sendMessage } from '@/utils/messaging';
import { PAGE_PORT } from '@/utils/page-port';
import { createBatchChecker } from '@/utils/scan/batch-checker';
import { measured } from '@/utils/scan/bench-timing';
import { PageProtector } from '@/utils/scan/protector';
import { showClickWarning } from '@/utils/ui/click-warning';
import { attachBadgeCards, attachReveal } from './badge-cards';

/** Work per slice before yielding back to the page. */
const SLICE_MS = 8;
/** A click on a link at or above this severity is stopped first (HIGH; unknown levels count as HIGH). */
const WARN_FROM_SEVERITY = 3;

/**
 * Marks risky links, e-mail addresses and phone numbers. The MutationObserver only queues
 * added nodes; scanning runs in small time slices, skips Linkwise's own nodes,
 * and nothing is touched for items that are not risky.
 */
export async function initPageProtection(ctx: ContentScriptContext): Promise<void> {
  const config = await sendMessage({ type: 'page:config' });
  if (!config.ok || !config.value.enabled || ctx.isInvalid) return;
  const { links, emails, phones, minSeverity } = config.value;

  let reportTimer: ReturnType<typeof setTimeout> | undefined;
  let site: Verdict | null = null;
  /** Tells the background what is marked (debounced): the toolbar badge and the popup use it. */
  function report(): void {
    if (window !== window.top) return;
    clearTimeout(reportTimer);
    reportTimer = setTimeout(() => {
      const items = protector
        .markedInOrder()
        .slice(0, 100)
        .map((element) => ({
          value: protector.verdicts.get(element)?.value ?? '',
          level: protector.verdicts.get(element)?.level ?? '',
          label: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
        }));
      void sendMessage({
        type: 'page:marked',
        report: { count: protector.marked.length, items, site },
      });
    }, 300);
  }
  const protector = new PageProtector({
    options: { pageHost: location.hostname.toLowerCase(), links, emails, phones, minSeverity },
    check: createBatchChecker(() => browser.runtime.connect({ name: PAGE_PORT })),
    onShadowRoot: (root) => observer.observe(root, { childList: true, subtree: true }),
    onMarked: () => report(),
  });

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (!protector.isKnown(node)) protector.enqueue(node);
    }
    schedule();
  });
  let scheduled = false;
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // A macrotask per slice: the page runs between slices. (Not requestAnimationFrame: it
    // never fires in background tabs, and headless Firefox gives it no frames at all.)
    setTimeout(runSlice, 0);
  }
  function runSlice(): void {
    scheduled = false;
    if (ctx.isInvalid) return;
    const started = performance.now();
    if (measured(() => protector.work(() => performance.now() - started < SLICE_MS), 'scan')) {
      schedule();
    }
  }
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
  protector.enqueue(document.documentElement);
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
