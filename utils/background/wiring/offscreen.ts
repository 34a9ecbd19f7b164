/// <reference types="chrome" />
import { browser } from 'wxt/browser';

const OFFSCREEN_URL = '/offscreen.html';

/**
 * Chrome's offscreen document: the service worker's DOM, for the clipboard and for drawing an
 * image to read its QR codes (developer.chrome.com/docs/extensions/reference/api/offscreen).
 * One per extension; created on first need and kept, as Chrome allows.
 */
let creating: Promise<void> | null = null;

async function ensureOffscreen(): Promise<void> {
  const contexts = await chrome.runtime.getContexts({
    contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
  });
  if (contexts.length > 0) return;
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_URL,
      reasons: [chrome.offscreen.Reason.CLIPBOARD, chrome.offscreen.Reason.BLOBS],
      justification: 'Copy the short link you asked for; read QR codes in images you ask about.',
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

/** Sends a message to the offscreen document (created if needed) and returns its reply. */
export async function sendToOffscreen(
  message: { type: `offscreen:${string}` } & Record<string, unknown>,
): Promise<unknown> {
  await ensureOffscreen();
  return browser.runtime.sendMessage(message);
}

/** Closes the offscreen document (a stalled one): the next message creates a fresh one. */
export async function closeOffscreen(): Promise<void> {
  await chrome.offscreen.closeDocument().catch(() => undefined);
}
