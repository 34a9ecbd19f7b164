import { browser } from 'wxt/browser';
import type { PageContext } from '@/utils/content/context';
import { ToastMessageSchema } from '@/utils/messaging';
import { showToast } from '@/utils/ui/toast';

/** Shows the background's confirmations (quick shorten) as a toast in this page. */
export async function initToast(ctx: PageContext): Promise<void> {
  if (window !== window.top) return;
  const listener = (message: unknown, sender: { id?: string }) => {
    const toast = ToastMessageSchema.safeParse(message);
    if (!toast.success || sender.id !== browser.runtime.id) return undefined;
    showToast(document, toast.data.text, toast.data.tone);
    return Promise.resolve('shown');
  };
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
}
