import { browser } from 'wxt/browser';
import { createBackground } from '@/utils/background/setup';
import { getInstallId } from '@/utils/storage';

export default defineBackground(() => {
  const { route, engine } = createBackground({
    id: browser.runtime.id,
    origin: browser.runtime.getURL('/'),
  });
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));

  // Queued page checks are worthless once their tab closes or loads another page.
  browser.tabs.onRemoved.addListener((tabId) => engine.dropTab(tabId));
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') engine.dropTab(tabId);
  });

  browser.runtime.onInstalled.addListener(async ({ reason }) => {
    await getInstallId();
    if (reason === 'install') await browser.runtime.openOptionsPage();
  });
});
