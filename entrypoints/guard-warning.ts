import { browser } from '@/utils/content/browser';
import { isTabMessage } from '@/utils/content/send';
import type { GuardWarningMessage } from '@/utils/guards/guard-messages';
import { uiGlobal } from '@/utils/page-ui-globals';
import { showGuardWarning } from '@/utils/ui/guard-warning';

/**
 * Injected by the background into a tab's top frame when a page guard stopped a command or broke
 * out of a locker (utils/background/guards/guarded-tabs.ts), which then sends the warning: never
 * listed in the manifest, never web-accessible, so no page can load or probe it.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  // Injected again for each warning: the listener goes in once per frame.
  if (world[uiGlobal('guard')] !== undefined) return;
  world[uiGlobal('guard')] = showGuardWarning;
  browser.runtime.onMessage.addListener((message, sender, reply) => {
    if (sender.id !== browser.runtime.id) return;
    if (!isTabMessage<GuardWarningMessage>(message, 'linkwise:guard-warning')) return;
    showGuardWarning(document, message.warning);
    reply('shown');
  });
});
