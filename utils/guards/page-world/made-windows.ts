import type { Write } from '../guard-protocol';
import { listenFirst, stopEvent } from './hooks';
import { call, native, windowGetter } from './natives';

/**
 * A page can write through a window it makes (a frame, a popup) and destroy that window in the
 * same breath: the guard there holds the text, but its relay goes with the window before it can
 * report, and the person would see no warning. So each guard also hands what it holds to the
 * window that made it (its parent, or its opener), at once: the event is dispatched there
 * synchronously. A popup of another site (a ClickFix page that opens one, which writes and closes
 * itself) posts it to its opener instead, a message no page of its can refuse or read: the
 * opener's guard takes it first. A frame of another site needs neither: it reports itself, and
 * its tab is its page's. The maker's guard reports it, through its own relay, once it finds that
 * window gone; a window that stays reports for itself.
 *
 * A page can dispatch or post the same, and so have its own page warned of a command it "held":
 * nothing more. What it hands up is judged as anything held (the judge, then the background).
 */

const parentOf = windowGetter('parent');
const openerOf = windowGetter('opener');
const closedOf = windowGetter('closed');
const dispatch = native('EventTarget', 'dispatchEvent');
const sourceOf = native('MessageEvent', 'source', true);
const dataOf = native('MessageEvent', 'data', true);
const NativeMessageEvent = MessageEvent;
const { isArray } = Array;
const later = setTimeout;
const self = globalThis;
/** The opener as this window began, before a page's script could disown it (`opener = null`). */
const openerAtStart: unknown = call(openerOf, self);
/** How long a window that held a text has to report it itself. */
const REPORTS_WITHIN_MS = 1000;
/** What a popup's hand-up starts with: two invisible characters no page's message begins with. */
const HANDED_UP = '\u2063\u2060';

/** Hands a held text to the window that made this one. */
export function handUp(text: string, how: Write): void {
  const parent = call(parentOf, self);
  const maker = parent !== self ? parent : (call(openerOf, self) ?? openerAtStart);
  if (!maker) return;
  try {
    call(dispatch, maker, [
      new NativeMessageEvent('', { source: self as unknown as Window, data: [how, text] }),
    ]);
  } catch {
    // Another origin's window: an opener is posted to (the cross-origin window's own method,
    // which no page of this one can replace); a parent has the frame's own report.
    if (maker === parent) return;
    try {
      (maker as Window).postMessage([HANDED_UP, how, text], '*');
    } catch {
      // Closed already.
    }
  }
}

/**
 * Reports what a window this one made handed up, if that window is gone by then; `opened`, a
 * window this one opened (not a frame of its), which the warning says.
 */
export function takeFromMadeWindows(
  report: (text: string, how: string, opened: boolean) => void,
): void {
  const take = (closed: () => unknown, how: unknown, text: unknown, opened: boolean) => {
    if (typeof how !== 'string' || typeof text !== 'string') return;
    call(later, self, [
      () => {
        try {
          if (closed()) report(text, how, opened);
        } catch {
          // Not a window: a page's forgery.
        }
      },
      REPORTS_WITHIN_MS,
    ]);
  };
  const read = (event: Event) => {
    try {
      return [call(sourceOf, event), call(dataOf, event)] as const;
    } catch {
      return [null, null] as const; // not a MessageEvent
    }
  };
  listenFirst('', (event) => {
    const [source, data] = read(event);
    if (!source || source === self || !data) return;
    stopEvent(event);
    let opened = false;
    try {
      opened = call(parentOf, source) === source;
    } catch {
      // Not a window: a page's forgery.
    }
    take(() => call(closedOf, source), (data as unknown[])[0], (data as unknown[])[1], opened);
  });
  // A popup of another site's hand-up: only the browser's own message (a page's is untrusted).
  listenFirst('message', (event) => {
    if (!event.isTrusted) return;
    const [source, data] = read(event);
    if (!source || source === self || !isArray(data) || data[0] !== HANDED_UP) return;
    stopEvent(event);
    // Read as the other site's window answers any page: its own `closed`.
    take(() => (source as Window).closed, data[1], data[2], true);
  });
}
