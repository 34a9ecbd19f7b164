import type { RiskyVerdict } from '../lookup/verdict';
import { createPageReporter, type PageReporter } from './page-report';

/**
 * What a frame's two content scripts share: `content.js`, at `document_start` (the click guard,
 * the site guard and the page guards' relay, which must be in place before the page's scripts),
 * and `protection.js`, at `document_end` (page protection, which reads the parsed page and so
 * need not add to what every page evaluates before its own scripts). A global of their isolated
 * world, out of any page's reach; whichever script comes first makes it.
 */
interface PageShared {
  /** Marked items and their verdicts: written by page protection, read by the click guard. */
  verdicts: WeakMap<Element, RiskyVerdict>;
  /** What the toolbar badge and popup show of this page, from the site guard and page protection. */
  reporter: PageReporter;
}

export function pageShared(): PageShared {
  const world = globalThis as { __pageShared?: PageShared };
  world.__pageShared ??= { verdicts: new WeakMap(), reporter: createPageReporter() };
  return world.__pageShared;
}
