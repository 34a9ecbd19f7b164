import type { Message } from '../../messaging';
import { guardHandlers } from '../guards/guard-handlers';
import { lookupHandlers } from '../lookup/lookup-handlers';
import { revealHandlers } from '../lookup/reveal-handlers';
import { passwordHandlers } from '../passwords/password-handlers';
import { qrHandlers } from '../qr/qr-handlers';
import { settingsHandlers } from '../settings/settings-handlers';
import { shortenHandlers } from '../shorten/shorten-handlers';
import { siteHandlers } from '../site/site-handlers';
import type { HandlerMap } from './deps';

/** Every message type has exactly one handler; the type system checks that none is missing. */
export const handlers: HandlerMap<Message['type']> = {
  ...lookupHandlers,
  ...revealHandlers,
  ...qrHandlers,
  ...shortenHandlers,
  ...siteHandlers,
  ...settingsHandlers,
  ...guardHandlers,
  ...passwordHandlers,
};
