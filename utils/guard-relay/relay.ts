import { browser } from '../content/browser';
import { loadPageUi, partHere } from '../content/page-ui-loader';
import { sendPageMessage } from '../content/send';
import { acceptChannel, type GuardReport, type RelayOrder } from '../guards/channel';
import { GUARD_BREAK, type Write } from '../guards/guard-protocol';
import type { LockTechnique } from '../guards/lock-techniques';
import type { PageReply } from '../page-messages';
import type { JudgeUi } from './judge-ui';
import { guardOwnCopies } from './own-copy';

/**
 * Linkwise's half of the page guards, in the content scripts' world of every frame (started by
 * the content script, at `document_start`): it takes the page-world guard's port, tells it
 * whether the lock breaker is on, hands what it held back to the clipboard judge, and tells the
 * background of a page broken out of. Kept small: it runs before the page's scripts in every page
 * and frame, so what reads a command is in the judge, loaded on first need.
 */
type Switches = Promise<PageReply<'guard:config'>>;

export function startRelay(onHiddenLeftOut: () => void): void {
  // Where this document's own history begins: the warning's Leave goes back past it.
  (globalThis as { __historyAtStart?: number }).__historyAtStart = history.length;
  // Which guards are on: asked at once, before the page can have done much.
  const switches = sendPageMessage({ type: 'guard:config' });
  let clipboardOn = true;
  void switches.then((reply) => {
    clipboardOn = !reply.ok || reply.value.clipboard;
  });
  guardOwnCopies(
    () => clipboardOn,
    () => partHere<JudgeUi>('judge'),
    () => void loadPageUi('judge'),
    onHiddenLeftOut,
  );
  acceptChannel((port) => {
    const order = (value: RelayOrder) => port.postMessage(value);
    port.onmessage = ({ data }: MessageEvent<GuardReport>) => {
      if ('c' in data) void judge(data.c, data.h as Write, switches, data.o === 1);
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
 * What the page-world guard held back (a text with a word no command is without). If the person
 * switched the clipboard guard off, it is written as the page meant it; otherwise the judge,
 * loaded into this frame, reads whether it is a command that fetches or runs code and whether the
 * page showed it openly. `opened`: a window this page opened wrote it and closed itself
 * (made-windows.ts), which the warning says. A judge that cannot be loaded (the extension updated
 * or removed meanwhile: nothing is left to warn either) leaves it unwritten.
 */
async function judge(text: string, how: Write, switches: Switches, opened: boolean): Promise<void> {
  const reply = await switches;
  if (reply.ok && !reply.value.clipboard)
    return void navigator.clipboard.writeText(text).catch(() => {});
  const ui = await loadPageUi<JudgeUi>('judge');
  if (ui) return ui.handleHeld(text, how, opened);
}
