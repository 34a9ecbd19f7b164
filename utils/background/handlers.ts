import type { Message } from '../messaging';
import type { HandlerMap } from './deps';
import { lookupHandlers } from './lookup-handlers';
import { settingsHandlers } from './settings-handlers';
import { shortenHandlers } from './shorten-handlers';
import { siteHandlers } from './site-handlers';

/** Every message type has exactly one handler; the type system checks that none is missing. */
export const handlers: HandlerMap<Message['type']> = {
  ...lookupHandlers,
  ...shortenHandlers,
  ...siteHandlers,
  ...settingsHandlers,
};
