import '@/utils/zod-setup';
import { browser } from 'wxt/browser';
import { OffscreenCopySchema } from '@/utils/background/quick/clipboard';
import { OffscreenQrSchema } from '@/utils/qr/qr-schemas';
import { readQrImage } from '@/utils/qr/read-image';

/**
 * Chrome's offscreen document: the service worker's DOM. It answers `offscreen:copy` (a
 * clipboard write) and `offscreen:qr` (read the QR codes in an image) from the service worker
 * only — a content script of this extension has a tab, the worker has none — and leaves every
 * other message to the background.
 */
browser.runtime.onMessage.addListener((message, sender) => {
  if (sender.id !== browser.runtime.id || sender.tab) return undefined;
  const qr = OffscreenQrSchema.safeParse(message);
  if (qr.success) return readQrImage(qr.data.image, qr.data.crop);
  const copy = OffscreenCopySchema.safeParse(message);
  if (!copy.success) return undefined;
  const field = document.createElement('textarea');
  field.value = copy.data.text;
  document.body.append(field);
  field.select();
  // The async Clipboard API needs a focused document, which an offscreen one never is.
  const copied = document.execCommand('copy');
  field.remove();
  return Promise.resolve(copied);
});
