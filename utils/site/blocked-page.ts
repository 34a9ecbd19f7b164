/** The warning page a navigation to a known scam site is sent to, instead of the site. */
export const BLOCKED_PAGE_PATH = '/blocked.html';

/**
 * The address the person was going to, carried after `#` in the warning page's own address
 * (the browser puts it there when it redirects, so nothing else has to remember it). Only an
 * http(s) address is accepted back.
 */
export function originalUrlOf(warningPageHref: string): string | null {
  const hash = warningPageHref.indexOf('#');
  if (hash === -1) return null;
  const original = warningPageHref.slice(hash + 1);
  try {
    const url = new URL(original);
    return url.protocol === 'http:' || url.protocol === 'https:' ? original : null;
  } catch {
    return null;
  }
}

/**
 * The host a tab is about: its own, or, on the warning page, the host it stopped. Null for
 * anything else (browser pages, other extension pages).
 */
export function siteOfTab(tabUrl: string): string | null {
  const address = tabUrl.includes(BLOCKED_PAGE_PATH) ? originalUrlOf(tabUrl) : tabUrl;
  try {
    const url = new URL(address ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}
