import {
  firstSecretField,
  isSecretField,
  outlineOf,
  readClaimPageOutlined,
  readLinkHosts,
} from '@/utils/content/claim-signals';
import type { PageContext } from '@/utils/content/context';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import { listenKept } from '@/utils/content/relisten';
import { sendPageMessage } from '@/utils/content/send';
import { focusedFor, focusedIn } from '@/utils/content/shadow-roots';
import { measured } from '@/utils/scan/bench-timing';
import type { SiteUi } from '@/utils/ui/site-ui';

/** `target` if it is a field that asks for a secret, else null. */
const secretField = (target: EventTarget | undefined): HTMLInputElement | null =>
  target instanceof HTMLInputElement && isSecretField(target) ? target : null;

/**
 * A page that asks for a secret is asked about: whose sign-in it shows itself to be
 * (utils/lookalike/page-claim.ts judges it in the background, against the frame's own site; the
 * page's words go nowhere else). Once page protection has begun (index.ts) when the field is
 * already there, and once more when the person first focuses a secret field if that made no
 * claim (a script may draw the brand after the page has loaded); or only then, for a field a
 * page adds later. A claim on a host that is not the brand's gets the look-alike's warning, the
 * brand's real site first.
 */
export function watchSignInClaim(ctx: PageContext): void {
  const controller = new AbortController();
  ctx.onInvalidated(() => controller.abort());
  /** The page's outline when it was last read (outlineOf). */
  let readAt = '';
  /** Reads the page around `field` and asks; resolves whether a claim was made. */
  const ask = async (field: Element, label: string): Promise<boolean> => {
    const page = measured(() => {
      const read = readClaimPageOutlined(document, field);
      readAt = read.outline;
      return read.page;
    }, label);
    let reply = await sendPageMessage({ type: 'page:claim', page });
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
      return false;
    const ui = await loadPageUi<SiteUi>('site');
    ui?.showSiteAnswer(document, { ...reply.value, heldTyping: false }, () => {});
    return true;
  };
  /**
   * Asks at the first focus on a secret field: for a field added later, or once more when the
   * page has drawn more since it was read (its outline differs), which a page that has not pays
   * for with one count. A field in a shadow root, open or closed, is found where focus went
   * (the event is aimed at the root's host, as this world sees it).
   */
  const askOnFocus = () =>
    // Listened for where the page cannot stop it first (the window's capture, kept: relisten.ts).
    listenKept(
      window,
      'focusin',
      (event) => {
        const target = secretField(focusedFor(event));
        if (!target || ctx.isInvalid) return;
        controller.abort();
        if (!readAt || outlineOf(document) !== readAt) void ask(target, 'claim-focus');
      },
      { capture: true, signal: controller.signal },
    );
  // A field the person is in already (one in a shadow root, focused before this began, which
  // waits for page protection's start) is the page's field too.
  const field = measured(
    () => firstSecretField(document) ?? secretField(focusedIn(document)),
    'claim-find',
  );
  if (!field) {
    askOnFocus();
    return;
  }
  void ask(field, 'claim').then((claimed) => {
    if (!claimed && !ctx.isInvalid) askOnFocus();
  });
}
