import { browser } from '../content/browser';
import { loadPageUi } from '../content/page-ui-loader';
import { sendPageMessage } from '../content/send';
import { acceptChannel, type GuardReport, type RelayOrder } from './channel';
import { GUARD_BREAK, type Write } from './guard-protocol';
import type { JudgeUi } from './judge-ui';
import type { LockTechnique } from './lock-techniques';

/**
 * Linkwise's half of the page guards, in the content scripts' world of every frame (built as
 * `guard-relay.js`, build/page-guards.ts): it takes the page-world guard's port, tells it which
 * guards are on, hands what it held back to the clipboard judge (loaded into this frame the
 * first time) and tells the background of a page broken out of. Kept small: it runs before the
 * page's scripts in every page and frame.
 */
export function startRelay(): void {
  acceptChannel((port) => {
    const order = (value: RelayOrder) => port.postMessage(value);
    port.onmessage = ({ data }: MessageEvent<GuardReport>) => {
      if ('c' in data) void judge(data.c, data.h as Write);
      else if ('l' in data)
        void sendPageMessage({ type: 'guard:lock', techniques: data.l as LockTechnique[] });
    };
    void sendPageMessage({ type: 'guard:config' }).then((reply) => {
      if (!reply.ok) return;
      order(reply.value.clipboard ? 'c1' : 'c0');
      order(reply.value.locks ? 'l1' : 'l0');
    });
    // Another frame of this tab was broken out of: so is this one.
    browser.runtime.onMessage.addListener((message, sender) => {
      if (sender.id === browser.runtime.id && (message as { type?: unknown })?.type === GUARD_BREAK)
        order('b');
    });
  });
}

async function judge(text: string, how: Write): Promise<void> {
  (await loadPageUi<JudgeUi>('judge'))?.handleHeld(text, how);
}
