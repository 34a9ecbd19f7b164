import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import { replyOnceShown } from '@/utils/content/page-ui-loader';
import { isTabMessage } from '@/utils/content/send';
import type { ToastMessage } from '@/utils/page-messages';

/** Shows the background's confirmations (quick shorten) as a toast in this page. */
export async function initToast(ctx: PageContext): Promise<void> {
  if (window !== window.top) return;
  const listener = (message: unknown, sender: { id?: string }, reply: (answer: string) => void) => {
    if (!isTabMessage<ToastMessage>(message, 'linkwise:toast')) return;
    if (sender.id !== browser.runtime.id) return;
    return replyOnceShown(reply, (ui) => ui.showToast(document, message.text, message.tone));
  };
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
}
