import '@/utils/zod-setup';
import { browser } from 'wxt/browser';
import { OffscreenCopySchema } from '@/utils/background/quick/clipboard';

/**
 * Chrome's offscreen document for clipboard writes from the service worker. It answers only
 * `offscreen:copy` from this extension; every other message is left to the background.
 */
browser.runtime.onMessage.addListener((message, sender) => {
  const copy = OffscreenCopySchema.safeParse(message);
  if (!copy.success || sender.id !== browser.runtime.id) return undefined;
  const field = document.createElement('textarea');
  field.value = copy.data.text;
  document.body.append(field);
  field.select();
  // The async Clipboard API needs a focused document, which an offscreen one never is.
  const copied = document.execCommand('copy');
  field.remove();
  return Promise.resolve(copied);
});
