import { browser } from '@/utils/content/browser';
import { uiArrival, uiGlobal } from '@/utils/content/page-ui-globals';
import { isTabMessage } from '@/utils/content/send';
import type { GuardWarningMessage } from '@/utils/guards/guard-messages';
import { siteUi } from '@/utils/ui/site-ui';

/**
 * Injected by the background into a frame whose site is reported (utils/ui/site-ui.ts), or into
 * a tab's top frame to show the page guards' warning: never listed in the manifest, never
 * web-accessible, so no page can load or probe it.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  const again = world[uiGlobal('site')] !== undefined;
  world[uiGlobal('site')] = siteUi;
  // The site check's answer may be waiting for it: the warning goes up now.
  (world[uiArrival('site')] as ((ui: typeof siteUi) => void) | undefined)?.(siteUi);
  // The background sends the page guards' warning once this script is in (once per frame).
  if (again) return;
  browser.runtime.onMessage.addListener((message, sender, reply) => {
    if (sender.id !== browser.runtime.id) return;
    if (!isTabMessage<GuardWarningMessage>(message, 'linkwise:guard-warning')) return;
    siteUi.showGuardWarning(document, message.warning);
    reply('shown');
  });
});
