import type { PageContext } from '@/utils/content/context';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import { sendPageMessage } from '@/utils/content/send';
import type { SiteDecision } from '@/utils/page-messages';
import { markMoment, measured } from '@/utils/scan/bench-timing';
import type { PageUi } from '@/utils/ui/page-ui';
import type { PageReporter } from './page-report';

/**
 * Site protection in the page: asked at `document_start`, at the highest priority, whether this
 * page's own site (or this frame's) is a reported scam. The background decides from the browser's
 * record of the sender's address, never from anything the page says. A site at the blocking
 * level is covered by the overlay the moment the answer arrives; a lower level gets a banner.
 */
export async function initSiteGuard(ctx: PageContext, reporter: PageReporter): Promise<void> {
  const reply = await sendPageMessage({ type: 'site:check' });
  markMoment('site answer');
  if (!reply.ok || ctx.isInvalid) return;
  const { action, verdict } = reply.value;
  reporter.site(verdict);
  if (action === 'none' || verdict.kind !== 'risky') return;
  // Until the overlay is in (the page UI is injected now), nothing typed or pressed reaches
  // the page: the cover's own inertness takes over when it shows.
  const thaw = action === 'block' ? freezeInput(ctx) : () => {};
  const ui = await loadPageUi<PageUi>();
  try {
    if (ui && !ctx.isInvalid) measured(() => answer(reply.value, ui), 'site');
  } finally {
    thaw();
  }
}

/** Input a page could act on before the cover is in: stopped first, in the capture phase. */
const FROZEN = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'paste',
  'pointerdown',
  'mousedown',
  'click',
  'submit',
];

function freezeInput(ctx: PageContext): () => void {
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const controller = new AbortController();
  const stopWatching = ctx.onInvalidated(() => controller.abort());
  for (const type of FROZEN) {
    window.addEventListener(type, stop, { capture: true, signal: controller.signal });
  }
  return () => {
    controller.abort();
    stopWatching();
  };
}

/** Shows what the background decided about this page's site: the overlay or a banner. */
function answer(decision: SiteDecision, ui: PageUi): void {
  const { action, verdict, host, lead, registrable } = decision;
  if (verdict.kind !== 'risky') return;
  const framed = window !== window.top;
  const model = { host, lead, registrable, verdict, framed };
  if (action === 'banner') {
    // A frame of another page gets no banner: it would only say something about an embed.
    if (!framed)
      ui.showSiteBanner(document, model, () => void sendPageMessage({ type: 'site:continue' }));
    return;
  }
  const overlay = ui.showSiteOverlay(
    document,
    model,
    () => void sendPageMessage({ type: 'site:escalate' }),
    {
      goBack: async () => {
        const left = await sendPageMessage({ type: 'site:leave', historyLength: history.length });
        // The extension is gone (updated or removed): go back without it.
        if (!left.ok) history.back();
      },
      proceed: async () => {
        if ((await sendPageMessage({ type: 'site:continue' })).ok) overlay.dismiss();
      },
      trust: async () => {
        if ((await sendPageMessage({ type: 'site:trust' })).ok) overlay.dismiss();
      },
    },
  );
}
