import type { PageContext } from '@/utils/content/context';
import type { PageReporter } from '@/utils/content/page-report';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import { listenKept } from '@/utils/content/relisten';
import { sendPageMessage } from '@/utils/content/send';
import { type HeldInput, holdTyping, isTextField } from '@/utils/content/typing-hold';
import { markMoment, measured } from '@/utils/scan/bench-timing';
import type { SiteUi } from '@/utils/ui/site-ui';

/**
 * Site protection in the page: asked at `document_start`, at the highest priority, whether this
 * page's own site (or this frame's) is a reported scam. The background decides from the browser's
 * record of the sender's address, never from anything the page says. A site at the blocking
 * level is covered by the overlay the moment the answer arrives; a lower level gets a banner.
 */
/** The password guard's part in the hand-over (utils/password-fields/password-hold.ts). */
export interface HandOver {
  ready: Promise<void>;
  adopt(held: readonly HeldInput[]): HeldInput[];
}

export async function initSiteGuard(
  ctx: PageContext,
  reporter: PageReporter,
  handOver: () => HandOver,
): Promise<void> {
  const typing = guardTyping(handOver);
  const reply = await sendPageMessage({ type: 'site:check' });
  markMoment('site answer');
  if (!reply.ok || ctx.isInvalid) return typing.deliver(false);
  const { action, verdict } = reply.value;
  reporter.site(verdict);
  if (action === 'none' || verdict.kind !== 'risky')
    // Not checked by choice (settings, a private window) is no failure to tell about.
    return typing.deliver(
      verdict.kind === 'unavailable' && verdict.failure.kind !== 'invalid-input',
    );
  // Until the overlay is in (the site UI is injected now), nothing typed or pressed reaches
  // the page: the cover's own inertness takes over when it shows.
  const thaw = action === 'block' ? freezeInput(ctx) : () => {};
  const heldTyping = typing.drop(action === 'block');
  const ui = await loadPageUi<SiteUi>('site');
  try {
    if (ui && !ctx.isInvalid)
      measured(
        () => ui.showSiteAnswer(document, { ...reply.value, heldTyping }, typing.stop),
        'site',
      );
    // No warning can be shown (the extension was updated meanwhile): the page is the person's.
    else typing.stop();
  } finally {
    thaw();
  }
}

/**
 * What a person types while this frame's site check is pending is held (typing-hold.ts), with a
 * notice beside the field, and delivered once the answer is clean — or dropped, unsent, when
 * the site is risky. "Type it in now" on a slow check delivers it at once.
 */
function guardTyping(handOver: () => HandOver) {
  let notice: { dismiss(): void } | undefined;
  let noticeAsked = false;
  const hold = holdTyping((target) => {
    if (noticeAsked || !isTextField(target)) return;
    noticeAsked = true;
    void loadPageUi<SiteUi>('site').then((ui) => {
      if (ui && open) notice = ui.showTypingNotice(document, target, () => deliver(false));
    });
  });
  let open = true;
  const finish = () => {
    open = false;
    notice?.dismiss();
    return hold.end();
  };
  async function deliver(unchecked: boolean): Promise<void> {
    if (!open) return;
    if (hold.count() === 0) return void finish();
    // Everything the delivery needs is in before the hold ends: a key pressed in between would
    // land in the field before what was held. What was typed into a field that can hold a
    // password stays held there on a site no password belongs to (utils/passwords/).
    const passwords = handOver();
    const [ui] = await Promise.all([loadPageUi<SiteUi>('site'), passwords.ready]);
    if (!open) return;
    const held = passwords.adopt(finish());
    if (held.length > 0) ui?.deliverHeldTyping(document, held, unchecked);
  }
  return {
    deliver,
    /** Drops what was held (true if there was any); a blocked site's warning stays shielded. */
    drop(shield: boolean): boolean {
      if (!open) return false;
      if (!shield) return finish().length > 0;
      notice?.dismiss();
      return hold.shield() > 0;
    },
    /** The person went on to the site: its page gets their typing from now on. */
    stop: () => void finish(),
  };
}

/**
 * Input a page could act on before the cover is in: stopped first, in the capture phase. Keys,
 * input and paste are the typing hold's, which stays on (shielding) while the warning stands.
 */
const FROZEN = ['pointerdown', 'mousedown', 'click', 'submit'];

function freezeInput(ctx: PageContext): () => void {
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const controller = new AbortController();
  const stopWatching = ctx.onInvalidated(() => controller.abort());
  for (const type of FROZEN) {
    listenKept(window, type, stop, { capture: true, signal: controller.signal });
  }
  return () => {
    controller.abort();
    stopWatching();
  };
}
