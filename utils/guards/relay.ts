import { browser } from '../content/browser';
import { loadPageUi } from '../content/page-ui-loader';
import { sendPageMessage } from '../content/send';
import { acceptChannel, type GuardReport, type RelayOrder } from './channel';
import { GUARD_BREAK, MAX_COMMAND, type Write } from './guard-protocol';
import type { JudgeUi } from './judge-ui';
import type { LockTechnique } from './lock-techniques';

/**
 * Linkwise's half of the page guards, in the content scripts' world of every frame (built as
 * `guard-relay.js`, build/page-guards.ts): it takes the page-world guard's port, tells it
 * whether the lock breaker is on, hands what it held back to the background (which says whether
 * it is a command at all) and then to the clipboard judge, and tells the background of a page
 * broken out of. Kept small: it runs before the page's scripts in every page and frame.
 */
export function startRelay(): void {
  // Where this document's own history begins: the warning's Leave goes back past it.
  (globalThis as { __historyAtStart?: number }).__historyAtStart = history.length;
  // Whether the lock breaker is on: asked at once, before the page can have done much.
  const switches = sendPageMessage({ type: 'guard:config' });
  acceptChannel((port) => {
    const order = (value: RelayOrder) => port.postMessage(value);
    port.onmessage = ({ data }: MessageEvent<GuardReport>) => {
      if ('c' in data) void judge(data.c, data.h as Write);
      else if ('l' in data)
        void sendPageMessage({ type: 'guard:lock', techniques: data.l as LockTechnique[] });
    };
    void switches.then((reply) => order(!reply.ok || reply.value.locks ? 'l1' : 'l0'));
    // Another frame of this tab was broken out of: so is this one.
    browser.runtime.onMessage.addListener((message, sender) => {
      if (sender.id === browser.runtime.id && (message as { type?: unknown })?.type === GUARD_BREAK)
        order('b');
    });
  });
}

/**
 * What the page-world guard held back. The background reads whether it is a command that
 * fetches or runs code: if not (or the person switched the clipboard guard off), it is written as
 * the page meant it; if so, the judge, loaded into this frame, decides. A judge that cannot be
 * loaded stops it, as not shown; the extension being gone (updated) leaves it unwritten.
 */
async function judge(text: string, how: Write): Promise<void> {
  const held = await sendPageMessage({ type: 'guard:held', text: text.slice(0, MAX_COMMAND), how });
  if (!held.ok) return;
  const { shell } = held.value;
  if (!shell) return void navigator.clipboard.writeText(text).catch(() => {});
  const ui = await loadPageUi<JudgeUi>('judge');
  if (ui) return ui.handleHeld(text, how);
  void sendPageMessage({
    type: 'guard:clipboard',
    command: { text: text.slice(0, MAX_COMMAND), how, shell, why: 'unseen' },
  });
}
