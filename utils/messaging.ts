import { browser } from 'wxt/browser';
import { z } from 'zod';
import { type AppFailure, resultSchema } from './api/failures';
import { LookupAnswerSchema } from './api/lookup';
import { LinkSchema } from './api/shorten';

/**
 * The one message protocol between content scripts, extension pages and the background.
 * Every message is a zod schema; the background validates each one and its sender.
 */
export const MessageSchema = z.discriminatedUnion('type', [
  /** What page protection may do in the sender's tab (toggles, private-window rule). */
  z.object({ type: z.literal('page:config') }),
  /** Check one value (a URL, hostname, e-mail or phone); normalised in the background. */
  z.object({ type: z.literal('lookup:check'), value: z.string().min(1).max(2048) }),
  /** Shorten a URL with the stored key. Extension pages only: the key stays in the background. */
  z.object({ type: z.literal('shorten:create'), url: z.string().min(1).max(8192) }),
  /** Try a service with the current settings. Extension pages only. */
  z.object({ type: z.literal('connection:test'), service: z.enum(['shorten', 'lookup']) }),
]);
export type Message = z.infer<typeof MessageSchema>;
export type MessageType = Message['type'];

/** Messages a content script may send; everything else needs an extension page. */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<MessageType> = new Set([
  'page:config',
  'lookup:check',
]);

export const PageConfigSchema = z.object({ protectLinks: z.boolean() });
export type PageConfig = z.infer<typeof PageConfigSchema>;

export const ResponseSchemas = {
  'page:config': resultSchema(PageConfigSchema),
  'lookup:check': resultSchema(z.object({ value: z.string(), answer: LookupAnswerSchema })),
  'shorten:create': resultSchema(z.object({ link: LinkSchema, shortUrl: z.string() })),
  'connection:test': resultSchema(z.object({ host: z.string(), detail: z.string() })),
} satisfies Record<MessageType, z.ZodType>;

export type ResponseFor<T extends MessageType> = z.infer<(typeof ResponseSchemas)[T]>;

const UNAVAILABLE: AppFailure = { kind: 'extension-unavailable' };

/**
 * Sends a message to the background and validates the reply. Never throws: a background that
 * is gone ("Extension context invalidated") or a malformed reply becomes a failure value.
 */
export async function sendMessage<T extends Message>(message: T): Promise<ResponseFor<T['type']>> {
  const schema = ResponseSchemas[message.type as T['type']];
  try {
    const reply = schema.safeParse(await browser.runtime.sendMessage(message));
    if (reply.success) return reply.data as ResponseFor<T['type']>;
  } catch {
    // Falls through: the page outlived the extension, or the background is restarting.
  }
  return { ok: false, failure: UNAVAILABLE } as ResponseFor<T['type']>;
}
