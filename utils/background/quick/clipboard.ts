/// <reference types="chrome" />
import { browser } from 'wxt/browser';
import { z } from 'zod';

export const OffscreenCopySchema = z.object({
  type: z.literal('offscreen:copy'),
  text: z.string().max(8192),
});
const OFFSCREEN_URL = '/offscreen.html';

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
    const contexts = await chrome.runtime.getContexts({
      contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
    });
    if (contexts.length === 0) {
      await chrome.offscreen.createDocument({
        url: OFFSCREEN_URL,
        reasons: [chrome.offscreen.Reason.CLIPBOARD],
        justification: 'Copy the short link you asked for to the clipboard.',
      });
    }
    return (await browser.runtime.sendMessage({ type: 'offscreen:copy', text })) === true;
  } catch {
    return false;
  }
}
