import * as z from 'zod/mini';
import { sendToOffscreen } from '../wiring/offscreen';

export const OffscreenCopySchema = z.object({
  type: z.literal('offscreen:copy'),
  text: z.string().check(z.maxLength(8192)),
});

/**
 * Copies text from the background. Firefox's background page may use the clipboard directly
 * (clipboardWrite). A Chrome MV3 service worker has no DOM, so an offscreen document with the
 * CLIPBOARD reason does the copy (developer.chrome.com/docs/extensions/reference/api/offscreen).
 */
export async function copyFromBackground(text: string): Promise<boolean> {
  if (import.meta.env.FIREFOX) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
  try {
    return (await sendToOffscreen({ type: 'offscreen:copy', text })) === true;
  } catch {
    return false;
  }
}
