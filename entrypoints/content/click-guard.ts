import type { PageContext } from '@/utils/content/context';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import { sendPageMessage } from '@/utils/content/send';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import type { PageUi } from '@/utils/ui/page-ui';

/** A click on a link at or above this severity is stopped first (HIGH; unknown levels count as HIGH). */
const WARN_FROM_SEVERITY = 3;

/** Presses on a known-risky link the page never sees, so it cannot act on one before the warning. */
const PRESSES = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchstart', 'touchend'];

/**
 * Holds clicks on links to reported scams until the person chooses. Registered on `window`, in
 * the capture phase, at `document_start` — before any page script can register a listener of
 * its own — so Linkwise decides first: a page's capture handler, router or outbound-link tracker
 * never sees a click that is stopped. Covers primary, middle and modified clicks, `auxclick` and
 * Enter on a focused link. A page that navigates by script without a click is left to the site
 * warning, which covers the scam page on arrival.
 */
export function guardClicks(ctx: PageContext, verdicts: WeakMap<Element, RiskyVerdict>): void {
  const allowed = new WeakSet<Element>();

  function riskyLink(event: Event) {
    const path = event.composedPath();
    const link = path.find(
      (node): node is HTMLAnchorElement | HTMLAreaElement =>
        node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement,
    );
    // A QR code (image, SVG, canvas) inside the link leads elsewhere than the link may: either
    // warns. The path holds the code's element, or its part clicked and then the element.
    const image = path.find((node) => node !== link && verdicts.has(node as Element));
    const linkVerdict = link ? verdicts.get(link) : undefined;
    const fromImage = !linkVerdict && image ? verdicts.get(image as Element) : undefined;
    const verdict = linkVerdict ?? fromImage;
    if (!link || !verdict || verdict.severity < WARN_FROM_SEVERITY || allowed.has(link))
      return null;
    return ctx.isInvalid ? null : { link, verdict, fromImage: Boolean(fromImage) };
  }

  function hold(event: MouseEvent | KeyboardEvent): void {
    const risky = riskyLink(event);
    if (!risky) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const newTab =
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      (event instanceof MouseEvent && event.button === 1);
    // The site decision is about the link's own site; a code's destination is not the link's.
    const site = risky.verdict.valueKind === 'domain' && !risky.fromImage;
    // The page UI is loaded when the link was marked; the click is held meanwhile either way.
    void loadPageUi<PageUi>().then((ui) => {
      if (!ui) return;
      // A wrapped link: the decision is about where it leads, not about the wrapper's site.
      const { destination, route } = ui.whereLinkLeads(risky.link);
      ui.showClickWarning(
        document,
        risky.verdict,
        async () => {
          allowed.add(risky.link);
          // One decision per site: the site warning does not ask again about this link's site.
          if (site) await sendPageMessage({ type: 'site:continue', url: destination });
          if (newTab) window.open(risky.link.href, '_blank', 'noopener');
          else risky.link.click();
        },
        // The page keeps taking the warning down: the click stays stopped, and the link's site
        // warning opens in the tab as the extension's own page.
        site ? () => void sendPageMessage({ type: 'site:escalate', url: destination }) : undefined,
        route,
      );
    });
  }

  const first = { capture: true };
  ctx.addEventListener(window, 'click', hold, first);
  ctx.addEventListener(
    window,
    'auxclick',
    (event: MouseEvent) => event.button === 1 && hold(event),
    first,
  );
  ctx.addEventListener(
    window,
    'keydown',
    (event: KeyboardEvent) => event.key === 'Enter' && !event.isComposing && hold(event),
    first,
  );
  for (const type of PRESSES) {
    ctx.addEventListener(
      window,
      type,
      (event: Event) => riskyLink(event) && event.stopImmediatePropagation(),
      first,
    );
  }
}
