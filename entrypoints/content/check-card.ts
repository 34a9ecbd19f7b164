import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import { replyOnceShown } from '@/utils/content/page-ui-loader';
import { isTabMessage } from '@/utils/content/send';
import type { CheckCardMessage } from '@/utils/page-messages';

/** Where the card goes: under the selection, else where the context menu was opened. */
function anchorPoint(lastMenu: { x: number; y: number }): { x: number; y: number } {
  const selection = window.getSelection();
  if (selection && selection.rangeCount > 0 && !selection.isCollapsed) {
    const rect = selection.getRangeAt(0).getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return { x: rect.left, y: rect.bottom };
  }
  return lastMenu;
}

/** Shows the background's "Check with Linkwise" results as a card near what was checked. */
export async function initCheckCard(ctx: PageContext): Promise<void> {
  if (window !== window.top) return;
  let lastMenu = { x: 16, y: 16 };
  ctx.addEventListener(document, 'contextmenu', (event) => {
    lastMenu = { x: event.clientX, y: event.clientY };
  });
  const listener = (message: unknown, sender: { id?: string }, reply: (answer: string) => void) => {
    if (!isTabMessage<CheckCardMessage>(message, 'linkwise:check-card')) return;
    if (sender.id !== browser.runtime.id) return;
    const at = anchorPoint(lastMenu);
    return replyOnceShown(reply, (ui) => ui.showCheckCard(document, message.report, at));
  };
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
}
