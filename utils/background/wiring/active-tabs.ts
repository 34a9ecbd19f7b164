import { browser } from 'wxt/browser';

/**
 * Which tabs are shown (the active tab of each window), kept from the browser's events: page
 * work of a shown tab goes before a hidden tab's (the scheduler asks this on every decision).
 */
export function trackShownTabs(): (tabId: number) => boolean {
  const shownByWindow = new Map<number, number>();
  void browser.tabs.query({ active: true }).then((tabs) => {
    for (const tab of tabs) if (tab.id !== undefined) shownByWindow.set(tab.windowId, tab.id);
  });
  browser.tabs.onActivated.addListener(({ tabId, windowId }) => {
    shownByWindow.set(windowId, tabId);
  });
  browser.windows?.onRemoved.addListener((windowId) => shownByWindow.delete(windowId));
  return (tabId) => {
    for (const shown of shownByWindow.values()) if (shown === tabId) return true;
    return false;
  };
}
