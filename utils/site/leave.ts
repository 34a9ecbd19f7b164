import { browser } from 'wxt/browser';
import { BLOCKED_PAGE_PATH, originalUrlOf } from './blocked-page';

/** How long "Go back" waits for the tab to show another address before opening a new tab. */
const BACK_WAIT_MS = 1_500;

/** The site part of an address (no `www.`), or null for anything that is not http(s). */
function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  const address = originalUrlOf(url) ?? url;
  try {
    const { protocol, hostname } = new URL(address);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return hostname.replace(/\.$/, '').replace(/^(www\.)+/, '');
  } catch {
    return null;
  }
}

/** The tab's next address, or null if it did not change within `ms`. */
function nextUrl(tabId: number, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (url: string | null) => {
      clearTimeout(timer);
      browser.tabs.onUpdated.removeListener(listener);
      resolve(url);
    };
    const listener = (id: number, change: { url?: string }) => {
      if (id === tabId && change.url) done(change.url);
    };
    const timer = setTimeout(() => done(null), ms);
    browser.tabs.onUpdated.addListener(listener);
  });
}

/**
 * "Go back" from a scam site (the in-page warning or the warning page): back in the tab's
 * history when that leads off the site; otherwise — no history, the browser refused, or the
 * site filled the history with its own entries — a new-tab page takes this tab's place.
 * (Firefox reports success for goBack with no history, and extensions may not open
 * about:newtab, so a fresh tab is the one safe page both browsers allow.)
 */
export async function leaveSite(tabId: number, historyLength: number): Promise<'back' | 'new-tab'> {
  const tab = await browser.tabs.get(tabId);
  const risky = siteOf(tab.url);
  if (historyLength > 1) {
    const moved = nextUrl(tabId, BACK_WAIT_MS);
    await browser.tabs.goBack(tabId).catch(() => undefined);
    const after = await moved;
    if (after !== null && siteOf(after) !== risky) return 'back';
  }
  await browser.tabs.create({ windowId: tab.windowId, index: tab.index, active: true });
  await browser.tabs.remove(tabId);
  return 'new-tab';
}

/**
 * Sends the tab to the extension's warning page for `url` (a navigation the browser makes, so
 * the page cannot cancel it). Used when a page keeps taking the in-page warning down.
 */
export async function openWarningPage(tabId: number, url: string): Promise<void> {
  await browser.tabs.update(tabId, { url: `${browser.runtime.getURL(BLOCKED_PAGE_PATH)}#${url}` });
}
