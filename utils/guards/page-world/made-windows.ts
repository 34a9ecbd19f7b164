import type { Write } from '../guard-protocol';
import { listenFirst, stopEvent } from './hooks';
import { call, native, windowGetter } from './natives';

/**
 * A page can write through a window it makes (a frame, a popup) and destroy that window in the
 * same breath: the guard there holds the text, but its relay goes with the window before it can
 * report, and the person would see no warning. So each guard also hands what it holds to the
 * window that made it (its parent, or its opener), at once: the event is dispatched there
 * synchronously, and a cross-origin maker refuses it. The maker's guard reports it, through its
 * own relay, once it finds that window gone; a window that stays reports for itself.
 *
 * A page can dispatch the same event, and so have its own page warned of a command it "held":
 * nothing more. What it hands up is judged as anything held (the judge, then the background).
 */

const parentOf = windowGetter('parent');
const openerOf = windowGetter('opener');
const closedOf = windowGetter('closed');
const dispatch = native('EventTarget', 'dispatchEvent');
const sourceOf = native('MessageEvent', 'source', true);
const dataOf = native('MessageEvent', 'data', true);
const NativeMessageEvent = MessageEvent;
const later = setTimeout;
const self = globalThis;
/** How long a window that held a text has to report it itself. */
const REPORTS_WITHIN_MS = 1000;

/** Hands a held text to the window that made this one, if it is of this page's origin. */
export function handUp(text: string, how: Write): void {
  const parent = call(parentOf, self);
  const maker = parent !== self ? parent : call(openerOf, self);
  if (!maker) return;
  try {
    call(dispatch, maker, [
      new NativeMessageEvent('', { source: self as unknown as Window, data: [how, text] }),
    ]);
  } catch {
    // Another origin's window: it did not make this one's text.
  }
}

/** Reports what a window this one made handed up, if that window is gone by then. */
export function takeFromMadeWindows(report: (text: string, how: string) => void): void {
  listenFirst('', (event) => {
    let source: unknown;
    let data: unknown;
    try {
      source = call(sourceOf, event);
      data = call(dataOf, event);
    } catch {
      return; // not a MessageEvent
    }
    if (!source || source === self || !data) return;
    stopEvent(event);
    const how = (data as unknown[])[0];
    const text = (data as unknown[])[1];
    if (typeof how !== 'string' || typeof text !== 'string') return;
    call(later, self, [
      () => {
        try {
          if (call(closedOf, source)) report(text, how);
        } catch {
          // Not a window: a page's forgery.
        }
      },
      REPORTS_WITHIN_MS,
    ]);
  });
}
