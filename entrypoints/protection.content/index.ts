import { pageShared } from '@/utils/content/page-shared';
import { afterNextFrame } from '@/utils/scan/slices';
import { initPageProtection } from './page-protection';
import { watchSignInClaim } from './sign-in-claim';

/**
 * Page protection: risky links, e-mail addresses and phone numbers marked where the person reads;
 * a sign-in page's claim to be a brand judged against its host (sign-in-claim.ts).
 * At `document_end`, once the page is parsed (it has nothing to read before), in every page and
 * frame `content.js` runs in; the two share the marks' verdicts and the page's report.
 */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_end',
  allFrames: true,
  main: (ctx) => {
    const { verdicts, reporter } = pageShared();
    // The claim is read once page protection has begun (or declined): a tab opened in the
    // background is read when first seen. And a frame later, just after page protection's first
    // read of what is on screen (queued first): this world's first reach into the page (the
    // browser building its wrapper of each kind of element touched) is paid once, by that read,
    // which walks those elements anyway, and not again by the claim.
    initPageProtection(ctx, verdicts, reporter)
      .catch((error: unknown) => console.warn('[linkwise]', 'page', error))
      .finally(() => afterNextFrame(() => watchSignInClaim(ctx)));
  },
});
