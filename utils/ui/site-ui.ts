import { sendPageMessage } from '../content/send';
import { deliverTyping } from '../content/typing-delivery';
import type { HeldInput } from '../content/typing-hold';
import { i18n } from '../i18n';
import type { SiteDecision } from '../page-messages';
import { showSiteBanner, showSiteOverlay } from './site-surfaces';
import { showToast } from './toast';
import { showPasswordHeld, showTypingNotice } from './typing-notice';

/**
 * What concerns the page's own site, in `site-ui.js` of its own (entrypoints/site-ui.ts): the
 * warning over a reported site or its banner, the notice and delivery of typing held while
 * the site was checked, and the page guards' warning (a command stopped, a lock broken). Injected into a frame that needs one of them (with the answer, for a
 * reported site), apart from the page UI: a reported site gets a smaller script sooner, and a
 * page with marks carries no site warning.
 */
export const siteUi = { showSiteAnswer, showTypingNotice, showPasswordHeld, deliverHeldTyping };
export type SiteUi = typeof siteUi;

/**
 * Typing held while the site was checked goes in; when the check failed (the service is down),
 * the person is told it went in unchecked.
 */
function deliverHeldTyping(doc: Document, held: readonly HeldInput[], unchecked: boolean): void {
  deliverTyping(doc, held);
  if (unchecked) showToast(doc, i18n.t('typing.unchecked'), 'error');
}

/** Shows what the background decided about this page's site: the overlay or a banner. */
function showSiteAnswer(
  doc: Document,
  decision: SiteDecision & { heldTyping: boolean },
  goingOn: () => void,
): void {
  const { action, verdict, host, lead, registrable, heldTyping } = decision;
  if (verdict.kind !== 'risky') return;
  const framed = window !== window.top;
  const model = { host, lead, registrable, verdict, framed, heldTyping };
  if (action === 'banner') {
    // A frame of another page gets no banner: it would only say something about an embed.
    if (!framed) showSiteBanner(doc, model, () => void sendPageMessage({ type: 'site:continue' }));
    return;
  }
  const overlay = showSiteOverlay(
    doc,
    model,
    () => void sendPageMessage({ type: 'site:escalate' }),
    {
      goBack: async () => {
        const left = await sendPageMessage({ type: 'site:leave', historyLength: history.length });
        // The extension is gone (updated or removed): go back without it.
        if (!left.ok) history.back();
      },
      proceed: async () => {
        if ((await sendPageMessage({ type: 'site:continue' })).ok) dismiss();
      },
      trust: async () => {
        if ((await sendPageMessage({ type: 'site:trust' })).ok) dismiss();
      },
    },
  );
  const dismiss = () => {
    overlay.dismiss();
    goingOn();
  };
}
