import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import { DrawnCodeMessageSchema, DrawnCodeReplySchema } from '../../page-messages';
import { injectScript } from '../site/inject-page-ui';

/** The unlisted script that hands pictures over (entrypoints/drawn-pictures.ts). */
const DRAWN_PICTURES_FILE: ScriptPublicPath = '/drawn-pictures.js';

/**
 * The pictures of codes one frame drew itself (kinds.ts asks about them as `qr:#n`): a small
 * script, injected into the frame's isolated world once, hands each over on request
 * (utils/content/drawn-pictures.ts). One reader per page port, so per document.
 */
export function drawnCodesOf(tabId: number, frameId: number) {
  let injected: Promise<boolean> | undefined;
  return async (index: number): Promise<string | null> => {
    injected ??= injectScript(tabId, frameId, DRAWN_PICTURES_FILE);
    if (!(await injected)) return null;
    const message = DrawnCodeMessageSchema.parse({ type: 'linkwise:drawn-code', index });
    const reply: unknown = await browser.tabs
      .sendMessage(tabId, message, { frameId })
      .catch(() => null);
    const picture = DrawnCodeReplySchema.safeParse(reply);
    return picture.success ? picture.data : null;
  };
}
