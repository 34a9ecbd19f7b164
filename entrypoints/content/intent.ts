import type { PageContext } from '@/utils/content/context';

/** Resting the pointer on a link this long counts as pointing at it (sweeping past does not). */
const DWELL_MS = 120;

/** The link an event happened on, through open shadow roots. */
function linkOf(event: Event): Element | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) {
      return node.hasAttribute('href') ? node : null;
    }
  }
  return null;
}

/**
 * A person's intent: resting the pointer on a link, focusing it, or pressing on it. `onIntent`
 * runs for the link at once (after a short dwell for the pointer). Only real input counts —
 * events a page makes up (`isTrusted` false) are ignored, so a page cannot spend the lookup
 * budget by faking them. Clicks are never delayed by this.
 */
export function watchIntent(ctx: PageContext, onIntent: (link: Element) => void): void {
  let dwell: ReturnType<typeof setTimeout> | undefined;
  let pointedAt: Element | null = null;
  const now = (event: Event) => {
    const link = event.isTrusted ? linkOf(event) : null;
    if (link) onIntent(link);
  };
  const capture = { capture: true, passive: true };
  ctx.addEventListener(window, 'focusin', now, capture);
  ctx.addEventListener(window, 'pointerdown', now, capture);
  ctx.addEventListener(
    window,
    'pointerover',
    (event: PointerEvent) => {
      const link = event.isTrusted ? linkOf(event) : null;
      if (link === pointedAt) return;
      clearTimeout(dwell);
      pointedAt = link;
      if (link) dwell = setTimeout(() => onIntent(link), DWELL_MS);
    },
    capture,
  );
}
