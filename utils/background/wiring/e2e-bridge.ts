import { browser } from 'wxt/browser';
import * as z from 'zod/mini';

/** What an e2e test may ask for: the two quick actions, as if from the menu or the shortcut. */
export const E2eRequestSchema = z.object({
  action: z.enum([
    'menu-link',
    'menu-page',
    'command',
    'check-selection',
    'check-link',
    'check-image',
    // Answered by the content script itself: the text of Linkwise's surfaces in the page.
    'read-surfaces',
    // Answered by the content script itself: where each badge is drawn.
    'read-badges',
    // The blocking rules brought up to date now (they follow answers in batches).
    'sync-site-rules',
    // Whether the sender's tab is muted (the lock breaker mutes a locker's tab).
    'read-tab',
  ]),
  linkUrl: z.optional(z.string()),
  text: z.optional(z.string()),
  srcUrl: z.optional(z.string()),
});
export const E2E_PORT = 'linkwise-e2e';

const MENU_FOR = {
  'menu-link': 'linkwise-shorten-link',
  'menu-page': 'linkwise-shorten-page',
  'check-selection': 'linkwise-check-selection',
  'check-link': 'linkwise-check-link',
  'check-image': 'linkwise-check-qr',
} as const;

interface QuickActions {
  onMenuClick: (
    info: {
      menuItemId: string;
      linkUrl?: string;
      pageUrl?: string;
      selectionText?: string;
      srcUrl?: string;
    },
    tab?: { id?: number; url?: string },
  ) => Promise<void>;
  onCommand: (command: string, tab?: { id?: number; url?: string }) => Promise<void>;
}

/**
 * e2e builds only. Firefox's WebDriver BiDi cannot reach extension pages or the background, so
 * a test page asks the content script, which asks here over a port. Only this extension's own
 * content scripts can open the port, and store builds do not contain this file.
 */
export function listenForE2eBridge(
  actions: QuickActions & { syncSiteRules: () => Promise<void> },
): void {
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== E2E_PORT || port.sender?.id !== browser.runtime.id) return;
    const tab = port.sender.tab;
    port.onMessage.addListener(async (raw) => {
      const request = E2eRequestSchema.safeParse(raw);
      if (!request.success || !tab) return;
      const { action, linkUrl, text, srcUrl } = request.data;
      if (action === 'read-surfaces' || action === 'read-badges') return; // answered in the page
      if (action === 'read-tab') {
        const { mutedInfo } = await browser.tabs.get(tab.id!);
        port.postMessage({ muted: Boolean(mutedInfo?.muted) });
        return;
      }
      if (action === 'sync-site-rules') await actions.syncSiteRules();
      else if (action === 'command') await actions.onCommand('shorten-current-tab', tab);
      else {
        const info = {
          menuItemId: MENU_FOR[action],
          linkUrl,
          selectionText: text,
          srcUrl,
          pageUrl: tab.url,
        };
        await actions.onMenuClick(info, tab);
      }
      port.postMessage('done');
    });
  });
}
