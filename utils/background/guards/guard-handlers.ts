import type { AppFailure } from '../../api/failures';
import type { HandlerMap, Origin } from '../wiring/deps';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });
const NOT_FROM_A_PAGE: AppFailure = { kind: 'extension-unavailable' };

/** The sender's tab, when the sender is a content script in one. */
const tabOf = (origin: Origin) =>
  origin.kind === 'content-script' ? origin.sender.tab?.id : undefined;

type GuardMessages = 'guard:config' | 'guard:clipboard' | 'guard:lock';

/**
 * The page guards' messages (utils/guards/): which guards are on, from every frame at its start;
 * a command the clipboard judge stopped, and a page the lock breaker broke out of, each covering
 * the sender's tab with the warning (for a command a window the page opened wrote and then
 * closed, saying so). Only Linkwise's content scripts can send them (no page can
 * reach the runtime); each is checked against its schema (utils/messaging.ts).
 */
export const guardHandlers: HandlerMap<GuardMessages> = {
  async 'guard:config'(_message, _origin, deps) {
    const { settings } = await deps.state();
    return {
      ok: true,
      value: { clipboard: settings.guardClipboard, locks: settings.breakPageLocks },
    };
  },

  async 'guard:clipboard'(message, origin, deps) {
    const tabId = tabOf(origin);
    if (tabId === undefined || !deps.guardedTabs) return fail(NOT_FROM_A_PAGE);
    const { settings } = await deps.state();
    if (!settings.guardClipboard) return { ok: true, value: { warned: false } };
    const warned = await deps.guardedTabs.warn(tabId, {
      kind: 'clipboard',
      command: message.command,
      ...(message.opened ? { opened: true } : {}),
    });
    return { ok: true, value: { warned } };
  },

  async 'guard:lock'(message, origin, deps) {
    const tabId = tabOf(origin);
    if (tabId === undefined || !deps.guardedTabs) return fail(NOT_FROM_A_PAGE);
    if (!(await deps.state()).settings.breakPageLocks)
      return { ok: true, value: { warned: false } };
    await deps.guardedTabs.lock(tabId);
    const warned = await deps.guardedTabs.warn(tabId, {
      kind: 'lock',
      techniques: message.techniques,
    });
    return { ok: true, value: { warned } };
  },
};
