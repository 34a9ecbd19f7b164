import '@/utils/zod-setup';
import { browser } from 'wxt/browser';
import { benchSwitches, createBackground } from '@/utils/background/wiring/setup';
import { recordUpdate, sweepOnce } from '@/utils/background/wiring/updates';
import { getInstallId, pageReportsStore } from '@/utils/storage';

export default defineBackground(() => {
  const { route, engine, quickActions, syncSiteRules } = createBackground({
    id: browser.runtime.id,
    origin: browser.runtime.getURL('/'),
  });
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));

  // Queued page checks are worthless once their tab closes or loads another page.
  browser.tabs.onRemoved.addListener((tabId) => {
    engine.dropTab(tabId);
    void pageReportsStore.set(tabId, undefined);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') engine.dropTab(tabId);
  });

  // What an earlier version stored and this one cannot read is set aside, never lost.
  void sweepOnce();

  browser.runtime.onInstalled.addListener(async ({ reason, previousVersion }) => {
    await getInstallId();
    // First install: the options page as a short welcome (what Linkwise does and sends).
    if (reason === 'install')
      await browser.tabs.create({ url: browser.runtime.getURL('/options.html?welcome=1') });
    if (reason === 'update') await recordUpdate(previousVersion);
  });

  // e2e builds only (compiled out otherwise, the bridge's module with it): lets tests call the
  // menu and shortcut handlers, from the service worker (Chromium) or through the content-script
  // bridge (Firefox).
  if (import.meta.env.WXT_E2E_HOOKS === 'true') {
    Object.assign(globalThis, { linkwiseTest: quickActions });
    void import('@/utils/background/wiring/e2e-bridge').then((bridge) =>
      bridge.listenForE2eBridge({ ...quickActions, syncSiteRules }),
    );
  }
  // Bench builds only: the benchmark switches the navigation-start site check off and on.
  if (import.meta.env.WXT_BENCH === 'true')
    Object.assign(globalThis, { linkwiseBench: benchSwitches });
});
