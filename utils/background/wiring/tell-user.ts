import { browser } from 'wxt/browser';
import * as z from 'zod/mini';

/**
 * Asks the tab's content script to show something (a toast, a card). False when there is no
 * content script there (browser pages, the PDF viewer, store pages) or it did not show it, so
 * the caller falls back to what the browser itself can show.
 */
export async function showInTab<S extends z.core.$ZodType>(
  tabId: number | undefined,
  schema: S,
  message: z.input<S>,
): Promise<boolean> {
  // Checked here, against the protocol: the content script carries no schema code.
  const checked = z.safeParse(schema, message);
  if (tabId === undefined || !checked.success) return false;
  try {
    return (await browser.tabs.sendMessage(tabId, checked.data)) === 'shown';
  } catch {
    return false;
  }
}

/** A system notification with the extension's icon: the fallback of last resort. */
export async function notify(title: string, message: string): Promise<void> {
  await browser.notifications.create({
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title,
    message,
  });
}
