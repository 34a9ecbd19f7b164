import { browser } from 'wxt/browser';

/**
 * Calls `check` as each top-level navigation starts, before the browser has even looked up the
 * site's address: the site check is then on its way while the site itself is still answering,
 * so a scam page is covered sooner than a check from the page could manage (BENCHMARKS.md).
 * Read-only: nothing is blocked or changed here.
 */
export function onNavigationStart(check: (url: string, tabId: number) => void): void {
  browser.webRequest.onBeforeRequest.addListener(
    (details) => {
      if (details.tabId >= 0) check(details.url, details.tabId);
      return undefined;
    },
    { urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] },
  );
}
