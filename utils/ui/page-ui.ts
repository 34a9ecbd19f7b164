import { deliverTyping } from '../content/typing-delivery';
import type { HeldInput } from '../content/typing-hold';
import { i18n } from '../i18n';
import { routeOf, unwrappedLink } from '../links/route';
import { attachBadgeCards, attachReveal } from './badge-cards';
import { showCheckCard, showCheckCardNear } from './check-card';
import { showClickWarning } from './click-warning';
import { markDrawing } from './mark-drawing-parts';
import { showSiteBanner, showSiteOverlay } from './site-surfaces';
import { showToast } from './toast';
import { showTypingNotice } from './typing-notice';

/**
 * What Linkwise shows in a page — the site warning and banner, the click warning, the check
 * card, the toast, and the marks' drawing — which only a page with something risky (or a
 * person's check) needs. It ships in `page-ui.js`, which the background injects into a frame when its content script
 * first needs it (page-ui-loader.ts), so the script every page and frame runs stays small.
 * Injected files share the content script's isolated world, never the page's.
 */
export const pageUi = {
  whereLinkLeads,
  attachBadgeCards,
  attachReveal,
  showCheckCard,
  showCheckCardNear,
  showClickWarning,
  showSiteBanner,
  showSiteOverlay,
  showToast,
  showTypingNotice,
  deliverHeldTyping,
  markDrawing,
};
export type PageUi = typeof pageUi;

/**
 * Where a marked link really leads, for its warning and card: a wrapped link's destination and
 * the way there ("Microsoft Safe Links → scam.top"), or its own address and no route. The
 * wrapper table ships here, not in the content script, which asks by address (kinds.ts).
 */
function whereLinkLeads(link: Element): { destination: string; route: string | null } {
  const unwrapped = unwrappedLink(link);
  return unwrapped
    ? { destination: unwrapped.destination, route: routeOf(unwrapped) }
    : { destination: (link as HTMLAnchorElement).href, route: null };
}

/**
 * Typing held while the site was checked goes in; when the check failed (the service is down),
 * the person is told it went in unchecked.
 */
function deliverHeldTyping(doc: Document, held: readonly HeldInput[], unchecked: boolean): void {
  deliverTyping(doc, held);
  if (unchecked) showToast(doc, i18n.t('typing.unchecked'), 'error');
}
