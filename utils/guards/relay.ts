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
  // Where this document's own history begins: the warning's Leave goes back past it.
  (globalThis as { __historyAtStart?: number }).__historyAtStart = history.length;
  // Which guards are on: asked at once, before the page can have written anything.
  const switches = sendPageMessage({ type: 'guard:config' }).then((reply) =>
    reply.ok ? reply.value : { clipboard: true, locks: true },
  );
  acceptChannel((port) => {
    const order = (value: RelayOrder) => port.postMessage(value);
    port.onmessage = ({ data }: MessageEvent<GuardReport>) => {
      if ('c' in data) void judge(data.c, data.h as Write, switches);
      else if ('l' in data)
        void sendPageMessage({ type: 'guard:lock', techniques: data.l as LockTechnique[] });
    };
    void switches.then(({ locks }) => order(locks ? 'l1' : 'l0'));
    // Another frame of this tab was broken out of: so is this one.
    browser.runtime.onMessage.addListener((message, sender) => {
      if (sender.id === browser.runtime.id && (message as { type?: unknown })?.type === GUARD_BREAK)
        order('b');
    });
  });
}

/**
 * What the page-world guard held back: judged, or with the clipboard guard switched off, written
 * as the page meant it. The extension being gone (updated) leaves it unwritten.
 */
async function judge(text: string, how: Write, switches: Promise<{ clipboard: boolean }>) {
  if (!(await switches).clipboard) return void navigator.clipboard.writeText(text).catch(() => {});
  (await loadPageUi<JudgeUi>('judge'))?.handleHeld(text, how);
}
