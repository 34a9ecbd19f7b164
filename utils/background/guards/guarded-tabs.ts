import { browser } from 'wxt/browser';
import type { GuardWarning, GuardWarningMessage } from '../../guards/guard-messages';
import { GUARD_BREAK } from '../../guards/guard-protocol';
import { injectPageUi } from '../site/inject-page-ui';

/**
 * What the page guards do to a tab once a frame of it reported (utils/guards/): the warning over
 * its page (guard-warning.js, in its top frame), and for a page broken out of, the tab muted, every
 * frame's guard broken out of too, and the page's phone numbers marked as shown by a locker
 * (page-port.ts asks `isLocked`). A tab forgets all of it when it loads another page, and the
 * mute Linkwise set is lifted then.
 */
export function createGuardedTabs() {
  /** Tabs whose page was broken out of, and whether Linkwise muted them. */
  const locked = new Map<number, { mutedHere: boolean }>();
  const lockListeners = new Map<number, Set<() => void>>();
  /** One warning per tab and page: a page writing its command every second gets one. */
  const warned = new Map<number, Set<string>>();
  let stopped = 0;

  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status !== 'loading') return;
    const lock = locked.get(tabId);
    if (lock?.mutedHere) void browser.tabs.update(tabId, { muted: false }).catch(() => {});
    forget(tabId);
  });
  browser.tabs.onRemoved.addListener(forget);
  function forget(tabId: number) {
    locked.delete(tabId);
    lockListeners.delete(tabId);
    warned.delete(tabId);
  }

  /** Covers the tab's page with the warning (its top frame); false if it could not be shown. */
  async function warn(tabId: number, warning: GuardWarning): Promise<boolean> {
    // A password or a sign-in code is warned about each time it is stopped.
    const key =
      warning.kind === 'lock'
        ? 'lock'
        : warning.kind === 'clipboard'
          ? `clipboard:${warning.command.text}`
          : `${warning.kind}:${++stopped}`;
    const seen = warned.get(tabId) ?? new Set<string>();
    warned.set(tabId, seen);
    if (seen.has(key)) return true;
    seen.add(key);
    if (!(await injectPageUi(tabId, 0, 'guard'))) return false;
    const message: GuardWarningMessage = { type: 'linkwise:guard-warning', warning };
    return browser.tabs
      .sendMessage(tabId, message, { frameId: 0 })
      .then(() => true)
      .catch(() => false);
  }

  /** A frame of the tab broke out of its page: the whole tab follows. */
  async function lock(tabId: number): Promise<void> {
    if (locked.has(tabId)) return;
    const tab = await browser.tabs.get(tabId).catch(() => null);
    const mutedHere = tab !== null && !tab.mutedInfo?.muted;
    locked.set(tabId, { mutedHere });
    if (mutedHere) await browser.tabs.update(tabId, { muted: true }).catch(() => {});
    void browser.tabs.sendMessage(tabId, { type: GUARD_BREAK }).catch(() => {});
    for (const listener of lockListeners.get(tabId) ?? []) listener();
  }

  return {
    warn,
    lock,
    isLocked: (tabId: number) => locked.has(tabId),
    /** Calls `listener` when the tab's page is broken out of; returns how to stop. */
    onLocked(tabId: number, listener: () => void): () => void {
      const listeners = lockListeners.get(tabId) ?? new Set();
      lockListeners.set(tabId, listeners);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type GuardedTabs = ReturnType<typeof createGuardedTabs>;
