import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import type { PageReporter } from '@/utils/content/page-report';
import { loadPageUi, pageUiNow } from '@/utils/content/page-ui-loader';
import { isTabMessage, sendPageMessage } from '@/utils/content/send';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import type { CheckAllMessage } from '@/utils/page-messages';
import { PAGE_PORT } from '@/utils/page-port';
import { REDRAWN } from '@/utils/qr/drawn-codes';
import { bandAround } from '@/utils/scan/band';
import { createBatchChecker } from '@/utils/scan/batch-checker';
import { answerBenchRequests, measured } from '@/utils/scan/bench-timing';
import { PageProtector } from '@/utils/scan/protector';
import { afterNextFrame, createSliceRunner } from '@/utils/scan/slices';
import type { PageUi } from '@/utils/ui/page-ui';
import { watchIntent } from './intent';

/** While scrolling, what came near is read at most this often; and once more when it stops. */
const SCROLL_READ_MS = 300;
const SCROLL_SETTLE_MS = 150;

/** Resolves once `ready()` holds, tested now and at each `type` event of the document. */
function when(ctx: PageContext, type: string, ready: () => boolean) {
  return new Promise<void>((resolve) => {
    if (ready()) resolve();
    else ctx.addEventListener(document, type, () => ready() && resolve());
  });
}

/**
 * Marks risky links, e-mail addresses and phone numbers where the person is reading: what is on
 * screen and one screen around it is read and asked about at once; the rest of the page only as
 * it comes near (scrolling, resizing, content added near it), or all of it when the person asks
 * to check the whole page. Pointing at, focusing or pressing a link asks about it ahead of all
 * of that. Nothing is touched for items that are not risky. Verdicts of marked items go into
 * `verdicts`, which the click guard reads.
 */
export async function initPageProtection(
  ctx: PageContext,
  verdicts: WeakMap<Element, RiskyVerdict>,
  reporter: PageReporter,
): Promise<void> {
  // The markup parsed (the script starts at document_start), and the tab shown: a tab opened in
  // the background is read when first seen.
  const [config] = await Promise.all([
    sendPageMessage({ type: 'page:config' }),
    when(ctx, 'DOMContentLoaded', () => document.readyState !== 'loading'),
  ]);
  if (!config.ok || !config.value.enabled || ctx.isInvalid) return;
  await when(ctx, 'visibilitychange', () => document.visibilityState === 'visible');
  const { links, emails, phones, minSeverity, site, shorteners } = config.value;
  answerBenchRequests();

  const ask = createBatchChecker(
    () => browser.runtime.connect({ name: PAGE_PORT }),
    (answers) => protector.receive(answers),
    () => {
      // Lookups may go again after a pause: what was near and waited is asked again now (even
      // in a tab in the background, which gets no frames), and what is near is read afresh.
      protector.ready();
      readNearSoon();
    },
  );
  const pageHost = location.hostname.toLowerCase();
  // The marks' cards come with the page UI (badges exist only once it is in): attached once.
  let cardsAttached = false;
  const withCards = (ui: PageUi | null) => {
    if (ui && !cardsAttached) {
      cardsAttached = true;
      ui.attachBadgeCards(ctx, protector, () => observer.disconnect());
      ui.attachReveal(ctx, protector);
    }
    return ui;
  };
  const protector = new PageProtector({
    options: {
      pageHost,
      pageSite: site,
      links,
      emails,
      phones,
      minSeverity,
      shorteners: shorteners ? new Set(shorteners) : null,
    },
    verdicts,
    // The marks' drawing comes with the page UI, when the first risky answer needs it.
    drawing: {
      now: () => withCards(pageUiNow<PageUi>())?.markDrawing ?? null,
      load: async () => withCards(await loadPageUi<PageUi>())?.markDrawing ?? null,
    },
    ask,
    forget: ask.forget,
    onShadowRoot: (root) => observer.observe(root, { childList: true, subtree: true }),
    onMarked: () => {
      reporter.changed();
      // Something risky is marked: the warnings and cards come in now, before anyone clicks.
      if (protector.marked.length > 0) void loadPageUi<PageUi>();
    },
  });
  // The toolbar badge and the popup list what is marked, in page order, and how much is read.
  reporter.readMarksWith(() => ({
    count: protector.marked.length,
    items: protector.marked.slice(0, 100).map((element) => {
      const verdict = protector.verdicts.get(element);
      return {
        value: verdict?.value ?? '',
        level: verdict?.level ?? '',
        // Its spaces are folded by the background (page-messages.ts), not in every page.
        label: (element.textContent ?? '').slice(0, 400),
      };
    }),
    checked: protector.linksRead,
    links: protector.linkCount,
  }));

  /**
   * Scrolls of panes inside the page (a mail list, a sidebar): they move items without moving
   * the document, so where items lie on screen must be measured again.
   */
  let paneScrolls = 0;
  /**
   * Where the page's top was at the last read (viewport coordinates); NaN once scrolling
   * settles, so that the read then takes in the whole band.
   */
  let lastTop = NaN;
  const readNear = () => {
    if (ctx.isInvalid) return;
    measured(() => {
      // What says the layout may have changed: a different width, length or pane position. The
      // root's box, not `scrollHeight`: on a growing feed that read cost the page's renderer
      // about a third more script time and a fifth more layout (BENCHMARKS.md, stop 32).
      const { top, height } = document.documentElement.getBoundingClientRect();
      // Racing past (a fling, a key to the end, a feed that scrolls itself): the screen alone.
      const racing = Math.abs(top - lastTop) > innerHeight;
      lastTop = top;
      const stamp = `${innerWidth} ${height} ${paneScrolls}`;
      protector.readNear(bandAround(innerHeight, stamp, racing));
    }, 'near');
    reporter.changed();
  };
  /** Reads what came near once the next frame is laid out: no layout forced by Linkwise. */
  let nearSoon = false;
  const readNearSoon = () => {
    if (nearSoon) return;
    nearSoon = true;
    afterNextFrame(() => {
      nearSoon = false;
      readNear();
    });
  };
  let lastScrollRead = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const onScroll = (event: Event) => {
    if (event.target instanceof Element && event.target !== document.scrollingElement) {
      paneScrolls++;
    }
    clearTimeout(settle);
    settle = setTimeout(() => {
      lastTop = NaN;
      readNearSoon();
    }, SCROLL_SETTLE_MS);
    if (performance.now() - lastScrollRead < SCROLL_READ_MS) return;
    lastScrollRead = performance.now();
    readNearSoon();
  };
  ctx.addEventListener(window, 'scroll', onScroll, { passive: true, capture: true });
  ctx.addEventListener(window, 'resize', readNearSoon, { passive: true });

  /** A picture that shows something new is read again (its new code asked about). */
  const reread = (element: Element) => {
    protector.reread(element);
    readNearSoon();
  };
  // The drawn-code watcher, injected with the first drawn picture, calls this on a redraw.
  (globalThis as Record<string, unknown>)[REDRAWN] = reread;
  const observer = new MutationObserver((records) =>
    measured(() => {
      // Queuing only, one scan per batch of changes (a feed appending twenty cards adds twenty
      // nodes at once); nodes Linkwise made are turned away by enqueue.
      // Spread into arrays, never into a call: a page may add more nodes in one change than a
      // call takes arguments (about 130 000 in Chromium), and that change would go unread.
      const added = records.flatMap((record) => [...record.addedNodes]);
      // An image whose `src` changed shows another picture (the only attribute observed; one
      // added in the same batch is read once all the same).
      for (const { target } of records) if (target instanceof HTMLImageElement) reread(target);
      // Linkwise's own marks landing are no reason to read again.
      if (added.length > 0 && protector.enqueue(added)) readNearSoon();
    }, 'observe'),
  );

  // "Check the whole page", from the popup: the rest is read in idle-time slices.
  const readRest = createSliceRunner({
    work: (more) => protector.readRest(more),
    stopped: () => ctx.isInvalid,
    onDone: () => reporter.changed(),
  });
  const onMessage = (
    message: unknown,
    sender: { id?: string },
    reply: (answer: string) => void,
  ) => {
    if (!isTabMessage<CheckAllMessage>(message, 'linkwise:check-all')) return;
    if (sender.id !== browser.runtime.id) return;
    readRest();
    reply('shown');
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));

  watchIntent(ctx, (link) => measured(() => protector.intent(link), 'intent'));
  // What is near the viewport is read after the first frame (laid out, scrolled to any #anchor:
  // at DOMContentLoaded neither need have happened yet); the rest as it comes near.
  protector.enqueue([document.documentElement]);
  readNearSoon();
  // The document itself, not its root element: a page that rewrites a frame it made
  // (document.open, then write) replaces the root, and what it writes is read as added.
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributeFilter: ['src'],
  });
  ctx.onInvalidated(() => observer.disconnect());
}
