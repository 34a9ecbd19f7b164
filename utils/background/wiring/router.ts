import * as z from 'zod/mini';
import type { AppFailure } from '../../api/failures';
import { i18n } from '../../i18n';
import { CONTENT_SCRIPT_MESSAGES, type Message, MessageSchema } from '../../messaging';
import { PAGE_REPLIES, type PageMessageType } from '../../page-messages';
import type { HandlerDeps, Origin } from './deps';
import { handlers } from './handlers';
import { classifySender, type SenderInfo } from './sender';

export interface ExtensionIdentity {
  id: string;
  /** `chrome-extension://<id>/` or `moz-extension://<uuid>/`. */
  origin: string;
}

const refuse = (reason: string) =>
  Promise.resolve({ ok: false as const, failure: { kind: 'invalid-input', reason } as AppFailure });

/**
 * The background's single `runtime.onMessage` listener. Senders that are not this extension get
 * no answer; malformed messages and privileged messages from content scripts get a refusal;
 * a handler that throws becomes a failure value, never an unhandled rejection.
 */
export function createMessageRouter(deps: HandlerDeps, identity: ExtensionIdentity) {
  return (raw: unknown, sender: SenderInfo): Promise<unknown> | undefined => {
    const senderKind = classifySender(sender, identity.id, identity.origin);
    if (!senderKind) return undefined;
    const parsed = MessageSchema.safeParse(raw);
    if (!parsed.success) return refuse(i18n.t('refusal.notReadable'));
    const message = parsed.data;
    if (senderKind === 'content-script' && !CONTENT_SCRIPT_MESSAGES.has(message.type)) {
      return refuse(i18n.t('refusal.ownPagesOnly'));
    }
    return dispatch(message, { sender, kind: senderKind }, deps)
      .then((reply) => (senderKind === 'content-script' ? checkedForPage(message, reply) : reply))
      .catch((error: unknown) => {
        console.error('[linkwise] handler failed', message.type, error);
        return UNAVAILABLE;
      });
  };
}

const UNAVAILABLE = { ok: false, failure: { kind: 'extension-unavailable' } satisfies AppFailure };

/**
 * A reply to a content script, checked against the protocol before it goes: the page's process
 * carries no schema code, so the background makes sure of what it sends.
 */
function checkedForPage(message: Message, reply: unknown): unknown {
  const checked = z.safeParse(PAGE_REPLIES[message.type as PageMessageType], reply);
  if (checked.success) return checked.data;
  console.error('[linkwise] reply to a page failed its schema', message.type, checked.error);
  return UNAVAILABLE;
}

function dispatch(message: Message, origin: Origin, deps: HandlerDeps): Promise<unknown> {
  // The map is keyed by type, so this pairing is sound; TS cannot correlate the union itself.
  const handler = handlers[message.type] as (
    m: Message,
    o: Origin,
    d: HandlerDeps,
  ) => Promise<unknown>;
  return handler(message, origin, deps);
}
