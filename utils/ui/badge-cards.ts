import { browser } from '../content/browser';
import type { PageContext } from '../content/context';
import { isTabMessage, sendPageMessage } from '../content/send';
import { i18n } from '../i18n';
import { routeOf, unwrappedLink } from '../links/route';
import type { RevealMessage } from '../page-messages';
import type { PageProtector } from '../scan/protector';
import { type CheckCardHandle, showCheckCard } from './check-card';

const HIDE_DELAY_MS = 400;

/**
 * Flow: the marks' cards, in the page UI (page-ui.js): badges exist only once it is in, so the
 * content script attaches these when it loads (page-protection.ts), and carries none of it.
 *
 * Hovering or focusing a badge shows what is known, with "Trust this" and "Don't check this
 * site". Enter on a focused badge moves focus into the card; Escape closes it. Listeners are
 * delegated on the document, so badges themselves carry no handlers.
 */
export function attachBadgeCards(
  ctx: PageContext,
  protector: PageProtector,
  stopWatching: () => void,
): void {
  let card: CheckCardHandle | null = null;
  let cardBadge: Element | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  // Linkwise's own badges only: whatever the page names or builds like one is not among them.
  const badgeOf = (event: Event) =>
    event.target instanceof Element && protector.itemOfBadge.has(event.target)
      ? event.target
      : null;

  function open(badge: Element, moveFocus: boolean): void {
    clearTimeout(hideTimer);
    if (card?.host.isConnected && cardBadge === badge && !moveFocus) return;
    const item = protector.itemOfBadge.get(badge);
    const verdict = item && protector.verdicts.get(item);
    if (!verdict) return;
    const rect = badge.getBoundingClientRect();
    cardBadge = badge;
    // A wrapped link's card says how it gets there: "via Safe Links → scam.top".
    const unwrapped = item instanceof Element ? unwrappedLink(item) : null;
    const route = unwrapped ? routeOf(unwrapped) : null;
    card = showCheckCard(
      document,
      {
        subject: verdict.value,
        verdicts: [verdict],
        ...(route ? { notes: [i18n.t('card.via', [route])] } : {}),
      },
      { x: rect.left, y: rect.bottom },
      {
        moveFocus,
        actions: [
          {
            label: i18n.t('card.trust'),
            run: async () => {
              const reply = await sendPageMessage({ type: 'lookup:trust', value: verdict.value });
              if (reply.ok) protector.unmark(verdict.value);
            },
          },
          {
            label: i18n.t('card.dontCheckSite'),
            run: async () => {
              const reply = await sendPageMessage({ type: 'site:ignore' });
              if (!reply.ok) return;
              stopWatching();
              protector.unmark(null);
            },
          },
        ],
      },
    );
    card.host.addEventListener('mouseenter', () => clearTimeout(hideTimer));
    card.host.addEventListener('mouseleave', hideSoon);
  }

  function hideSoon(): void {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      // A card someone is using with the keyboard stays until Escape or Close.
      if (card && !card.host.matches(':focus-within')) card.dismiss();
    }, HIDE_DELAY_MS);
  }

  /** Delegated on the document (capture): badges carry no listeners of their own. */
  function onBadge<K extends 'mouseover' | 'mouseout' | 'focusin' | 'keydown'>(
    type: K,
    handle: (badge: Element, event: DocumentEventMap[K]) => void,
  ): void {
    ctx.addEventListener(
      document,
      type,
      (event) => {
        const badge = badgeOf(event);
        if (badge) handle(badge, event as DocumentEventMap[K]);
      },
      { capture: true },
    );
  }
  onBadge('mouseover', (badge) => open(badge, false));
  onBadge('focusin', (badge) => open(badge, false));
  onBadge('mouseout', () => hideSoon());
  onBadge('keydown', (badge, event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open(badge, true);
  });
}

/** The popup's "On this page" list: scroll to the nth marked item and open its card. */
export function attachReveal(ctx: PageContext, protector: PageProtector): void {
  if (window !== window.top) return;
  const listener = (message: unknown, sender: { id?: string }, reply: (answer: string) => void) => {
    if (!isTabMessage<RevealMessage>(message, 'linkwise:reveal')) return;
    if (sender.id !== browser.runtime.id) return;
    const item = protector.marked[message.index];
    const verdict = item && protector.verdicts.get(item);
    if (!item || !verdict) return reply('missing');
    item.scrollIntoView({ block: 'center' });
    const rect = item.getBoundingClientRect();
    showCheckCard(
      document,
      { subject: verdict.value, verdicts: [verdict] },
      { x: rect.left, y: rect.bottom },
    );
    return reply('shown');
  };
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
}
