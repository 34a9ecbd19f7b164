import type { AppFailure } from '../api/failures';
import type { MessageInput } from '../messaging';
import type { PageMessageType, PageReply } from '../page-messages';
import { browser } from './browser';

const UNAVAILABLE: AppFailure = { kind: 'extension-unavailable' };

/** A reply in the protocol's outer form: the background checked the rest before sending it. */
const isResult = (reply: unknown): boolean =>
  typeof reply === 'object' &&
  reply !== null &&
  typeof (reply as { ok?: unknown }).ok === 'boolean';

/**
 * A content script's message to the background. The background validates the message and its
 * own reply against the protocol's schemas (page-messages.ts), so the page's process carries no
 * schema code: only this check of the outer form. Never throws: a background that is gone or a
 * reply of another form becomes a failure value.
 */
export async function sendPageMessage<T extends Extract<MessageInput, { type: PageMessageType }>>(
  message: T,
): Promise<PageReply<T['type']>> {
  try {
    const reply: unknown = await browser.runtime.sendMessage(message);
    if (isResult(reply)) return reply as PageReply<T['type']>;
  } catch {
    // Falls through: the page outlived the extension, or the background is restarting.
  }
  return { ok: false, failure: UNAVAILABLE } as PageReply<T['type']>;
}

/**
 * A message from the background to this tab, by its `type` (the background built it from
 * checked values; browser.runtime delivers only this extension's messages here, and the
 * listeners check the sender too).
 */
export function isTabMessage<T extends { type: string }>(
  message: unknown,
  type: T['type'],
): message is T {
  return typeof message === 'object' && message !== null && (message as T).type === type;
}
