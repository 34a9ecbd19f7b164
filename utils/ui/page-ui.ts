import { i18n } from '../i18n';
import { routeOf, unwrappedLink } from '../links/route';
import { attachBadgeCards, attachReveal } from './badge-cards';
import { showCheckCard, showCheckCardNear } from './check-card';
import { showClickWarning } from './click-warning';
import { markDrawing } from './mark-drawing-parts';
import { showToast } from './toast';

/**
 * What Linkwise shows in a page — the click warning, the check card, the toasts, and the marks'
 * drawing — which only a page with something risky (or a person's check) needs. What concerns
 * the page's own site (its warning, its banner, typing held while it is checked) is the site
 * UI's (site-ui.ts). It ships in `page-ui.js`, which the background injects into a frame when its content script
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
  showToast,
  showHiddenLeftOut: (doc: Document) => showToast(doc, i18n.t('guard.hiddenLeftOut'), 'error'),
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
