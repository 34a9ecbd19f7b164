import { listenKept } from '../content/relisten';
import type { JudgeUi } from './judge-ui';

/**
 * A person's own copy carries only what they see: when the page hid a command inside their
 * selection (pastejacking), what they copy is the selection without it, and `onLeftOut` tells
 * them so (hidden-copy.ts). Listened for before the page's own scripts (the content script's
 * start), in Linkwise's world: a page's copy listener comes after, and is not run for a copy made
 * here. The page-world guard still judges what a page's listener writes, and a whole selection
 * the person cannot see (clipboard-watch.ts).
 *
 * The reading itself is in the copy kit (clipboard-judge.js), not here: what runs before every
 * page's scripts stays small. `loadKit` brings it into the frame when a copy may follow — the
 * frame's first selection, a Ctrl or ⌘ key, a context menu — tens of milliseconds before a person
 * can press C. A copy made before it is here is the browser's own, as without Linkwise.
 */
export function guardOwnCopies(
  isOn: () => boolean,
  kitHere: () => JudgeUi | null,
  loadKit: () => void,
  onLeftOut: () => void,
): void {
  // Asked once: the listeners that ask go with it, and no later key or selection pays for them.
  const asking = new AbortController();
  // Not while the person has the clipboard guard off: nothing would read the copy.
  const ask = () => {
    if (asking.signal.aborted || !isOn()) return;
    asking.abort();
    loadKit();
  };
  const untilAsked = { capture: true, signal: asking.signal };
  listenKept(
    window,
    'selectionchange',
    () => {
      if (getSelection()?.isCollapsed === false) ask();
    },
    untilAsked,
  );
  listenKept(
    window,
    'keydown',
    (event) => {
      if ((event as KeyboardEvent).ctrlKey || (event as KeyboardEvent).metaKey) ask();
    },
    untilAsked,
  );
  listenKept(window, 'contextmenu', ask, untilAsked);
  listenKept(
    window,
    'copy',
    (event) => {
      if (!event.isTrusted || !isOn()) return;
      const kit = kitHere();
      if (!kit) return ask();
      if (!kit.leaveOutHidden(event as ClipboardEvent)) return;
      event.stopImmediatePropagation();
      onLeftOut();
    },
    { capture: true },
  );
}
