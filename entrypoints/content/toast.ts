import { browser } from 'wxt/browser';
import type { ContentScriptContext } from '#imports';
import { ToastMessageSchema } from '@/utils/messaging';
import { showToast } from '@/utils/ui/toast';

/** Shows the background's confirmations (quick shorten) as a toast in this page. */
export async function initToast(ctx: ContentScriptContext): Promise<void> {
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
