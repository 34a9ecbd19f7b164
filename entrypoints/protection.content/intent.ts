import type { PageContext } from '@/utils/content/context';

/** Resting the pointer on a link this long counts as pointing at it (sweeping past does not). */
const DWELL_MS = 120;
/**
 * Focus counts only this soon after real keyboard or pointer input: a page calling `focus()`
 * also makes a trusted `focusin`, and must not be able to spend lookups that way.
 */
const FOCUS_AFTER_INPUT_MS = 1_000;

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
  let lastInput = Number.NEGATIVE_INFINITY;
  const capture = { capture: true, passive: true };
  const input = (event: Event) => {
    if (event.isTrusted) lastInput = event.timeStamp;
  };
  ctx.addEventListener(window, 'keydown', input, capture);
  ctx.addEventListener(
    window,
    'pointerdown',
    (event: PointerEvent) => {
      input(event);
      const link = event.isTrusted ? linkOf(event) : null;
      if (link) onIntent(link);
    },
    capture,
  );
  ctx.addEventListener(
    window,
    'focusin',
    (event: FocusEvent) => {
      const byPerson = event.isTrusted && event.timeStamp - lastInput < FOCUS_AFTER_INPUT_MS;
      const link = byPerson ? linkOf(event) : null;
      if (link) onIntent(link);
    },
    capture,
  );
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
