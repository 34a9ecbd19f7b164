import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import { replyOnceShown } from '@/utils/content/page-ui-loader';
import { isTabMessage } from '@/utils/content/send';
import type { CheckCardMessage, ToastMessage } from '@/utils/page-messages';
import type { PageUi } from '@/utils/ui/page-ui';

/**
 * What the background asks this page to show: a check's card ("Check with Linkwise" from the
 * menu; placed under the selection, else where the menu was opened) and a quick shorten's toast.
 * Both come with the page UI, loaded for them; the top frame only.
 */
export async function initShownOnRequest(ctx: PageContext): Promise<void> {
  if (window !== window.top) return;
  let lastMenu = { x: 16, y: 16 };
  ctx.addEventListener(document, 'contextmenu', (event) => {
    lastMenu = { x: event.clientX, y: event.clientY };
  });
  const listener = (message: unknown, sender: { id?: string }, reply: (answer: string) => void) => {
    if (sender.id !== browser.runtime.id) return;
    if (isTabMessage<CheckCardMessage>(message, 'linkwise:check-card'))
      return replyOnceShown(reply, (ui: PageUi) =>
        ui.showCheckCardNear(document, message.report, lastMenu),
      );
    if (isTabMessage<ToastMessage>(message, 'linkwise:toast'))
      return replyOnceShown(reply, (ui: PageUi) =>
        ui.showToast(document, message.text, message.tone),
      );
  };
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
}
