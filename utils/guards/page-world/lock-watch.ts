import type { LockTechnique } from '../lock-techniques';
import { listenFirst, prototypeOf, replaceMethod, stopEvent } from './hooks';
import { call, native } from './natives';
import { scares } from './scare-words';

/**
 * The lock breaker, in the page's own world. A browser locker (a tech-support scam) takes full
 * screen back after the person left it, opens dialog after dialog, pushes history entries so that
 * Back does nothing, locks the keyboard or pointer without the person's gesture and keeps an
 * alarm playing. Each such move is an attempt; at a technique's second attempt the page is broken
 * out of: full screen and the locks let go, no more dialogs, entries or alarms, no question
 * before leaving, and Back leaves the page. `onBroken` tells Linkwise's relay, which mutes the
 * tab and covers the page with the warning.
 *
 * Left alone: a game or video in full screen (entered from its own control), slides and apps
 * that toggle full screen on the person's key or button, one dialog or one
 * print dialog, a history entry per click, a form asking once before leaving unsaved work, cloud
 * gaming's keyboard lock taken on the person's click, a game's music started once.
 */

/** A dialog opened this soon after the last one closed is a loop's next turn. */
const DIALOG_LOOP_MS = 1000;
/** A history entry pushed this soon after Back is Back undone. */
const BACK_UNDONE_MS = 100;
/** This many entries pushed within a second are a flood (and each as many more, another). */
const FLOOD = 10;
/** Attempts of one technique that break the page out. */
export const BREAK_AT = 2;

const NativeError = TypeError;
const refused = Promise.reject.bind(Promise);
const clock = native('Performance', 'now');
const timing = performance;
const now = () => call<number>(clock, timing);
const activation = native('Navigator', 'userActivation', true);
const isActive = native('UserActivation', 'isActive', true);
const fullscreenOf = native('Document', 'fullscreenElement', true);
const exitFullscreen = native('Document', 'exitFullscreen');
const exitPointerLock = native('Document', 'exitPointerLock');
const rootOf = native('Document', 'documentElement', true);
const historyLength = native('History', 'length', true);
const go = native('History', 'go');
/** How long the history was when this document began: its own entries come after. */
const startLength = call<number>(historyLength, history);
const pause = native('HTMLMediaElement', 'pause');
const media = (name: string) => native('HTMLMediaElement', name, true);
const [muted, volume, loop, paused, controls] = [
  'muted',
  'volume',
  'loop',
  'paused',
  'controls',
].map(media);

/** A lock asked for this soon after the person's click or key is theirs (cloud gaming's). */
const GESTURE_MS = 2000;
/** Full screen left this soon after the page's own exit call was left by the page. */
const PAGE_EXIT_MS = 1000;
/** Full screen asked for again this soon after the person left it is taken back, gesture or not. */
const AT_ONCE_MS = 500;
/** Every name full screen is asked for and left by (a browser lacking one has it unhooked). */
const REQUEST_NAMES = [
  'requestFullscreen',
  'webkitRequestFullscreen',
  'webkitRequestFullScreen',
  'mozRequestFullScreen',
];
const EXIT_NAMES = [
  'exitFullscreen',
  'webkitExitFullscreen',
  'webkitCancelFullScreen',
  'mozCancelFullScreen',
];
/** What the page shows in words (no script's text, nothing hidden): read only when it matters. */
const shownTextOf = native('HTMLElement', 'innerText', true);
const bodyOf = native('Document', 'body', true);

export function watchLocks(onBroken: (techniques: LockTechnique[]) => void) {
  /**
   * The person's switch, as the relay tells it a moment after the page starts (null until then).
   * A page that tries twice before that is broken out of once the switch is known to be on; a
   * loop of dialogs cannot wait (nothing else runs while it loops), so it is ended at once.
   */
  let on: boolean | null = null;
  let due = false;
  let broken = false;
  const attempts: Partial<Record<LockTechnique, number>> = Object.create(null);
  /** The techniques tried, in order (kept apart: `Object.keys` is the page's by then). */
  const tried: LockTechnique[] = [];
  const alarms: unknown[] = [];
  /**
   * Whether the person's gesture is under way, or just was (full screen takes the gesture's
   * activation, and cloud gaming locks the keyboard right after it); without that API, as if it
   * were, so nothing counts.
   */
  let gestureAt = -1 / 0;
  const noteGesture = (event: Event) => {
    if (event.isTrusted) gestureAt = now();
  };
  listenFirst('pointerdown', noteGesture);
  listenFirst('keydown', noteGesture);
  function personActing(): boolean {
    const state = activation && call(activation, navigator);
    return !state || call<boolean>(isActive, state) || now() - gestureAt < GESTURE_MS;
  }

  function attempt(technique: LockTechnique): boolean {
    if (on === false || broken) return broken;
    const count = (attempts[technique] ?? 0) + 1;
    attempts[technique] = count;
    if (count === 1) tried[tried.length] = technique;
    if (count >= BREAK_AT) {
      if (on || technique === 'dialogs') breakAndTell();
      else due = true;
    }
    return broken;
  }

  function breakAndTell(): void {
    breakOut();
    onBroken(tried);
  }

  function breakOut(): void {
    broken = true;
    if (call(fullscreenOf, document)) call(exitFullscreen, document);
    call(exitPointerLock, document);
    for (let at = 0; at < alarms.length; at++) call(pause, alarms[at]);
  }

  // Full screen, taken back after the person left it (Esc, the browser's own exit): without
  // their gesture, or at once; on their own key or click for the whole page only beside another
  // sign of a locker. Left by the page's own call (slides' F key, an app's button toggling it),
  // full screen asked for again on the person's key or click is theirs, however often.
  let leftAt = -1 / 0;
  let leftByPerson = false;
  let pageExitAt = -1 / 0;
  listenFirst('fullscreenchange', (event) => {
    if (!event.isTrusted || call(fullscreenOf, document)) return;
    leftAt = now();
    leftByPerson = leftAt - pageExitAt > PAGE_EXIT_MS;
  });
  for (const name of EXIT_NAMES)
    replaceMethod(prototypeOf('Document'), name, (exit, self, args) => {
      // Only a call that leaves full screen is the page leaving it (not one made outside it).
      if (self === document && call(fullscreenOf, document)) pageExitAt = now();
      return call(exit, self, args);
    });
  const takesBack = (element: unknown) =>
    !personActing() ||
    now() - leftAt < AT_ONCE_MS ||
    (element === call(rootOf, document) && lockerSigns());
  for (const name of REQUEST_NAMES)
    replaceMethod(prototypeOf('Element'), name, (request, self, args) => {
      if (leftByPerson && takesBack(self)) attempt('fullscreen');
      return broken ? refused(new NativeError()) : call(request, self, args);
    });
  /** Another technique tried, an alarm, or scare words beside a number to call. */
  function lockerSigns(): boolean {
    for (let at = 0; at < tried.length; at++) if (tried[at] !== 'fullscreen') return true;
    if (alarms.length > 0) return true;
    const body = call<HTMLElement | null>(bodyOf, document);
    return body !== null && scares(call<string>(shownTextOf, body) ?? '');
  }

  // Dialogs, one after another: thrown once broken, so that a loop of them ends.
  let dialogClosed = -1 / 0;
  for (const name of ['alert', 'confirm', 'prompt', 'print'])
    replaceMethod(globalThis, name, (dialog, self, args) => {
      if ((now() - dialogClosed < DIALOG_LOOP_MS && attempt('dialogs')) || broken)
        throw new NativeError();
      try {
        return call(dialog, self, args);
      } finally {
        dialogClosed = now();
      }
    });

  // History: flooded, or pushed again the moment Back was pressed.
  let backAt = -1 / 0;
  let floodStart = -1 / 0;
  let pushed = 0;
  listenFirst('popstate', (event) => {
    if (!event.isTrusted) return;
    backAt = now();
    if (!broken) return;
    // Back, on a page broken out of: past every entry this document added, and the page hears
    // nothing of it.
    stopEvent(event, true);
    const steps = call<number>(historyLength, history) - startLength;
    if (steps > 0) call(go, history, [-steps]);
  });
  // Leaving, on a page broken out of: no question first.
  listenFirst('beforeunload', (event) => broken && stopEvent(event, true));
  replaceMethod(prototypeOf('History'), 'pushState', (push, self, args) => {
    const at = now();
    if (at - floodStart > 1000) {
      floodStart = at;
      pushed = 0;
    }
    if (at - backAt < BACK_UNDONE_MS || ++pushed % FLOOD === 0) attempt('history');
    return broken ? undefined : call(push, self, args);
  });

  // The keyboard or the pointer, locked without the person's gesture.
  const locks = [
    ['Keyboard', 'lock', 'keyboard'],
    ['Element', 'requestPointerLock', 'pointer'],
  ] as const;
  for (const [type, name, technique] of locks)
    replaceMethod(prototypeOf(type), name, (lock, self, args) =>
      (!personActing() && attempt(technique)) || broken
        ? refused(new NativeError())
        : call(lock, self, args),
    );

  // An alarm: sound from no player the person can see, looping, and started again as it plays.
  replaceMethod(prototypeOf('HTMLMediaElement'), 'play', (play, self, args) => {
    if (
      !call(muted, self) &&
      call<number>(volume, self) > 0 &&
      call(loop, self) &&
      !call(controls, self)
    ) {
      if (!call(paused, self) || alarms.length === 0) attempt('alarm');
      alarms[alarms.length] = self;
      if (broken) return refused(new NativeError());
    }
    return call(play, self, args);
  });

  return {
    setOn(value: boolean) {
      on = value;
      if (on && due && !broken) breakAndTell();
    },
    /** Broken out of from Linkwise's side (full screen, the pointer, another frame). */
    breakOut,
  };
}
