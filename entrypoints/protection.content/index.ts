import { pageShared } from '@/utils/content/page-shared';
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
    // background is read when first seen, and the first reach into the page from this script's
    // world (about half a millisecond, the browser building that world's element wrappers) is
    // paid once, by page protection, as before the claim was read at all.
    initPageProtection(ctx, verdicts, reporter)
      .catch((error: unknown) => console.warn('[linkwise]', 'page', error))
      .finally(() => watchSignInClaim(ctx));
  },
});
