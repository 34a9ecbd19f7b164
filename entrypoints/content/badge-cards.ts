import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import { loadPageUi, pageUiNow, replyOnceShown } from '@/utils/content/page-ui-loader';
import { isTabMessage, sendPageMessage } from '@/utils/content/send';
import { i18n } from '@/utils/i18n';
import { routeOf, unwrappedLink } from '@/utils/links/route';
import type { RevealMessage } from '@/utils/page-messages';
import type { PageProtector } from '@/utils/scan/protector';
import type { CheckCardHandle } from '@/utils/ui/check-card';

const HIDE_DELAY_MS = 400;

/**
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

  const badgeOf = (event: Event) =>
    event.target instanceof Element && event.target.tagName === 'LINKWISE-BADGE'
      ? event.target
      : null;

  function open(badge: Element, moveFocus: boolean): void {
    clearTimeout(hideTimer);
    if (card?.host.isConnected && cardBadge === badge && !moveFocus) return;
    const item = protector.itemOfBadge.get(badge);
    const verdict = item && protector.verdicts.get(item);
    if (!verdict) return;
    const ui = pageUiNow();
    if (!ui) {
      // Marks load the page UI as they appear; a card asked for meanwhile opens once it is in.
      void loadPageUi().then((loaded) => loaded && open(badge, moveFocus));
      return;
    }
    const rect = badge.getBoundingClientRect();
    cardBadge = badge;
    // A wrapped link's card says how it gets there: "via Safe Links → scam.top".
    const unwrapped = item instanceof Element ? unwrappedLink(item) : null;
    card = ui.showCheckCard(
      document,
      {
        subject: verdict.value,
        verdicts: [verdict],
        ...(unwrapped ? { notes: [i18n.t('card.via', [routeOf(unwrapped)])] } : {}),
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
    return replyOnceShown(
      reply,
      (ui) => {
        item.scrollIntoView({ block: 'center' });
        const rect = item.getBoundingClientRect();
        ui.showCheckCard(
          document,
          { subject: verdict.value, verdicts: [verdict] },
          { x: rect.left, y: rect.bottom },
        );
      },
      'missing',
    );
  };
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
}
