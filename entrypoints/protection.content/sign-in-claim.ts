import {
  firstSecretField,
  isSecretField,
  readClaimPage,
  readLinkHosts,
} from '@/utils/content/claim-signals';
import type { PageContext } from '@/utils/content/context';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import { listenKept } from '@/utils/content/relisten';
import { sendPageMessage } from '@/utils/content/send';
import { measured } from '@/utils/scan/bench-timing';
import type { SiteUi } from '@/utils/ui/site-ui';

/**
 * A page that asks for a secret is asked about once: whose sign-in it shows itself to be
 * (utils/lookalike/page-claim.ts judges it in the background, against the frame's own site; the
 * page's words go nowhere else). Once page protection has begun (index.ts) when the field is
 * already there, or when the person first focuses one a page adds later; a claim on a host that
 * is not the brand's gets the look-alike's warning, the brand's real site first.
 */
export function watchSignInClaim(ctx: PageContext): void {
  let asked = false;
  const ask = (field: Element) => {
    if (asked || ctx.isInvalid) return;
    asked = true;
    controller.abort();
    const page = measured(() => readClaimPage(document, field), 'claim');
    void sendPageMessage({ type: 'page:claim', page }).then(async (first) => {
      let reply = first;
      // No claim yet, which the page's links could make: read them then, once.
      if (reply.ok && reply.value.action === 'links' && !ctx.isInvalid) {
        const linkHosts = measured(() => readLinkHosts(document), 'claim-links');
        reply = await sendPageMessage({ type: 'page:claim', page: { ...page, linkHosts } });
      }
      if (
        !reply.ok ||
        reply.value.action === 'none' ||
        reply.value.action === 'links' ||
        ctx.isInvalid
      )
        return;
      const ui = await loadPageUi<SiteUi>('site');
      ui?.showSiteAnswer(document, { ...reply.value, heldTyping: false }, () => {});
    });
  };
  const controller = new AbortController();
  ctx.onInvalidated(() => controller.abort());
  const field = measured(() => firstSecretField(document), 'claim-find');
  if (field) {
    ask(field);
    return;
  }
  // A field a page adds later (a single-page app's sign-in): asked when it is first focused,
  // listened for where the page cannot stop it first (the window's capture, kept: relisten.ts).
  listenKept(
    window,
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && isSecretField(target)) ask(target);
    },
    { capture: true, signal: controller.signal },
  );
}
