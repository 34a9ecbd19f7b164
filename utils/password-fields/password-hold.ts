import { listenKept } from '../content/relisten';
import { clickedFrom, focusedFor, focusedFrom, focusedIn } from '../content/shadow-roots';
import { fieldText, type HeldInput, setFieldText } from '../content/typing-hold';
import { ownHosts } from '../page-ui-globals';
import { isLongEnough } from '../passwords/password-protocol';
import type { PasswordMode } from '../passwords/password-schemas';
import { canHoldPassword } from './fields';
import { deliveryOf, heldValue } from './held-value';

/**
 * The hold: on a site no password belongs to, what goes into a field that can hold one (fields.ts)
 * reaches the page only once it is known to be no other site's password. From `document_start`,
 * on window, in the capture phase (before any listener a page can add), every key, input, paste,
 * drop, composition and autofill aimed at such a field is stopped there and its text kept in this
 * isolated world; the field stays empty, so nothing can be polled. When the person leaves the
 * field (focus moves on within the page), presses Enter or submits, the text is fingerprinted and
 * the background asked whose it is: nobody else's, and it goes in as typed, in order (a click or
 * a submission made meanwhile follows it); another site's, and nothing goes in, the form is not
 * sent, and the background has the tab warned. The text stays here for the person's deliberate
 * "use it here anyway", and goes with the page. A field in a shadow root, open or closed, is held
 * as any other (a closed root's events reach this world aimed at its host: shadow-roots.ts).
 */

export interface PasswordHoldDeps {
  /** This frame's mode (the background's answer to `password:guard`). */
  mode: Promise<PasswordMode>;
  /**
   * A text's fingerprint under the frame's salt (fingerprint.ts, in the password kit injected on
   * first need: the hashing stays out of what every page runs); null if it cannot be made.
   */
  fingerprint: (text: string, salt: string) => Promise<string | null>;
  /** Whose password a fingerprint is, if another site's (the background warns the tab then). */
  whose: (print: string) => Promise<string | null>;
  /** Puts held input into the page (typing-delivery.ts); resolves once it is in. */
  deliver: (held: HeldInput[]) => Promise<void>;
  /** How many characters a field holds now (0: nothing held any more). */
  showHeld: (field: HTMLElement, characters: number) => void;
  /** Ends the hold (the extension was updated or removed: what is held goes with it). */
  signal?: AbortSignal;
}

export interface PasswordHold {
  /** Once this frame's mode is known (`adopt` needs it). */
  ready: Promise<void>;
  /**
   * What the site check's typing hold held, handed over at its end (once `ready`): entries aimed
   * at a field that can hold a password stay held here, on a site where that applies; the rest
   * is returned, to be delivered at once.
   */
  adopt(held: readonly HeldInput[]): HeldInput[];
  /** The person chose to use the matched password here anyway: it goes in now. */
  releaseMatched(): void;
}

interface FieldHold {
  field: HTMLElement;
  /** The field's text when the hold began (usually empty). */
  start: string;
  held: HeldInput[];
  enter?: HeldInput;
  /** The comparison of the text before this one in the same field, which this one follows. */
  after?: Promise<void>;
  /** Set once the person left the field: the comparison is under way. */
  released?: Promise<void>;
}

const KEYS = ['keydown', 'keypress', 'keyup'];
const FIELD_EVENTS = ['beforeinput', 'input', 'change', 'compositionstart', 'compositionupdate'];
/** Keys that would move within text the field does not show: nothing for them to do. */
const CARET_KEYS = /^(Arrow(Left|Right|Up|Down)|Home|End)$/;

/** A key as held: pressed again in `field` when it is given back. */
function keyEntry(field: HTMLElement, key: KeyboardEvent): HeldInput {
  const shortcut = key.ctrlKey || key.metaKey;
  const modifiers = Number(key.shiftKey) | (Number(key.altKey) << 1) | (Number(shortcut) << 2);
  return { target: field, kind: 'key', key: key.key, code: key.code, modifiers };
}

export function holdPasswords(deps: PasswordHoldDeps): PasswordHold {
  const own = ownHosts();
  const holds = new Map<HTMLElement, FieldHold>();
  /** Fields' text when they got focus: what an autofill or a composition is undone to. */
  const before = new WeakMap<Element, string>();
  let mode: PasswordMode | null = null;
  const active = () => mode === null || mode.mode === 'hold';
  /** Comparisons under way, and the clicks and submissions held until they end. */
  let comparing = 0;
  let matchedMeanwhile = false;
  const heldActions: Array<() => void> = [];
  /** A held click, given again once it may go (on what is still on the page). */
  const clickAgain = (target: HTMLElement) => () => target.isConnected && target.click();
  let matched: HeldInput[] | null = null;
  /**
   * Fields Linkwise is putting held text into: the browser's editing command fires trusted
   * `beforeinput` and `input` there (Firefox), which are the delivery, not the person.
   */
  const delivering = new Set<Element>();
  const deliver = async (field: Element, held: HeldInput[]) => {
    delivering.add(field);
    try {
      await deps.deliver(held);
    } finally {
      delivering.delete(field);
    }
  };

  const holdFor = (field: HTMLElement): FieldHold => {
    let hold = holds.get(field);
    if (!hold || hold.released) {
      // Typing again while the last text is compared: the new text follows it.
      const start = hold
        ? heldValue(hold.start, hold.held)
        : (before.get(field) ?? fieldText(field));
      hold = { field, start, held: [], after: hold?.released };
      holds.set(field, hold);
    }
    return hold;
  };
  const keep = (field: HTMLElement, entry: HeldInput) => {
    const hold = holdFor(field);
    hold.held.push(entry);
    deps.showHeld(field, [...heldValue(hold.start, hold.held)].length);
  };

  async function release(hold: FieldHold): Promise<void> {
    await hold.after;
    const value = heldValue(hold.start, hold.held);
    const { salt, mode: now } = await deps.mode;
    let belongsTo: string | null = null;
    const print =
      now === 'hold' && salt && isLongEnough(value) ? await deps.fingerprint(value, salt) : null;
    if (print) belongsTo = await deps.whose(print);
    if (holds.get(hold.field) === hold) {
      holds.delete(hold.field);
      deps.showHeld(hold.field, 0);
    }
    if (belongsTo) {
      matched = deliveryOf(hold.field, hold.held, value, undefined);
      matchedMeanwhile = true;
    } else await deliver(hold.field, deliveryOf(hold.field, hold.held, value, hold.enter));
  }
  /** Leaves the field's hold: its text compared, then delivered or kept back. */
  function leave(field: HTMLElement): void {
    const hold = holds.get(field);
    if (!hold || hold.released) return;
    comparing++;
    hold.released = release(hold)
      .catch(() => {})
      .finally(() => {
        if (--comparing > 0) return;
        const actions = heldActions.splice(0);
        if (!matchedMeanwhile) for (const action of actions) action();
        matchedMeanwhile = false;
      });
  }

  const listen = (types: string[], listener: (event: Event, field: HTMLElement) => void) => {
    for (const type of types)
      listenKept(
        window,
        type,
        (event) => {
          const aimed = event.composedPath()[0];
          if (!event.isTrusted || !active() || !(aimed instanceof Element) || own.has(aimed))
            return;
          const target = focusedFrom(aimed);
          if (!(target instanceof Element) || delivering.has(target) || !canHoldPassword(target))
            return;
          event.stopImmediatePropagation();
          listener(event, target);
        },
        { capture: true, signal: deps.signal },
      );
  };

  listen(KEYS, (event, field) => {
    const key = event as KeyboardEvent;
    if (key.type !== 'keydown' || key.isComposing || key.key === 'Process') return;
    const shortcut = key.ctrlKey || key.metaKey;
    const entry = keyEntry(field, key);
    if (key.key === 'Enter' && !shortcut) {
      key.preventDefault();
      holdFor(field).enter = entry;
      leave(field);
    } else if (
      (!shortcut && ([...key.key].length === 1 || /^(Backspace|Delete)$/.test(key.key))) ||
      (shortcut && key.key.toLowerCase() === 'a')
    ) {
      key.preventDefault();
      keep(field, entry);
    } else if (CARET_KEYS.test(key.key)) key.preventDefault();
    // Tab within a shadow root moves focus where the window hears nothing of it: looked at once
    // focus has moved (elsewhere, the focus event comes too, and a field is left once).
    else if (key.key === 'Tab') setTimeout(() => leaveAllBut(focusedIn(document)), 0);
  });

  listen(['paste', 'drop'], (event, field) => {
    const data = (event as ClipboardEvent).clipboardData ?? (event as DragEvent).dataTransfer;
    event.preventDefault();
    const text = data?.getData('text/plain') ?? '';
    if (text) keep(field, { target: field, kind: 'text', text });
  });

  /** Puts a field back to its text before the hold (the page must not see it change). */
  const putBack = (field: HTMLElement) => {
    const start = holds.get(field)?.start ?? before.get(field) ?? '';
    if (fieldText(field) !== start) setFieldText(field, start);
  };
  /** Fields with a trusted composition under way (its end may come untrusted: Chromium's IME). */
  const composing = new WeakSet<Element>();

  listen(FIELD_EVENTS, (event, field) => {
    const input = event as InputEvent;
    if (event.type === 'compositionstart') {
      before.set(field, fieldText(field));
      composing.add(field);
    }
    // Text the browser puts in with no key held (autocorrect, a suggestion): taken before it lands.
    if (event.type === 'beforeinput' && event.cancelable && !input.isComposing) {
      event.preventDefault();
      const text = input.data ?? input.dataTransfer?.getData('text/plain') ?? '';
      if (text) keep(field, { target: field, kind: 'text', text });
    }
    // A value that changed with nothing held for it (autofill): put back, and held.
    if (event.type === 'input' && !input.isComposing && !composing.has(field)) {
      const value = fieldText(field);
      const start = holds.get(field)?.start ?? before.get(field) ?? '';
      if (value === start) return;
      putBack(field);
      keep(field, { target: field, kind: 'value', value });
    }
  });
  // A composition's result, taken out of the field the moment it is final (see typing-hold.ts).
  listenKept(
    window,
    'compositionend',
    (event) => {
      const target = focusedFor(event);
      if (!(target instanceof HTMLElement) || !composing.delete(target)) return;
      event.stopImmediatePropagation();
      putBack(target);
      const text = (event as CompositionEvent).data;
      if (text) keep(target, { target, kind: 'text', text });
    },
    { capture: true, signal: deps.signal },
  );

  listenKept(
    window,
    'focusin',
    (event) => {
      const target = focusedFor(event);
      if (target instanceof HTMLElement && !before.has(target) && canHoldPassword(target))
        before.set(target, fieldText(target));
    },
    { capture: true, signal: deps.signal },
  );
  // Leaving the field within the page: its text is compared. The window losing focus (the
  // person switched to another program to look the rest up) is no leaving: a half-typed password
  // stays held. A frame cannot tell that from focus moving on to the page around it, which is
  // where its form's button is: there, any leaving counts.
  const framed = window !== window.top;
  /** Leaves each field holding text but `focused` (found inside shadow roots: focusedIn). */
  const leaveAllBut = (focused: EventTarget | undefined) => {
    for (const field of [...holds.keys()]) if (field !== focused) leave(field);
  };
  listenKept(
    window,
    'focusout',
    (event) => {
      // Aimed at a closed root's host when its field loses focus: the holds say which field.
      if (!event.isTrusted || holds.size === 0) return;
      setTimeout(() => {
        // A document keeps its focused element while focus is elsewhere: leaving a frame for
        // the page around it leaves `activeElement` as it was.
        if (document.hasFocus()) leaveAllBut(focusedIn(document));
        else if (framed) leaveAllBut(undefined);
      }, 0);
    },
    { capture: true, signal: deps.signal },
  );
  listenKept(
    window,
    'focus',
    (event) => {
      if (event.isTrusted) leaveAllBut(focusedIn(document));
    },
    { capture: true, signal: deps.signal },
  );

  /** Leaves each field of `form` that holds text or is being compared; how many there were. */
  const leaveFieldsOf = (form: HTMLFormElement): number => {
    const held = [...holds.keys()].filter((field) => form.contains(field));
    for (const field of held) leave(field);
    return held.length;
  };

  // What the person does while a text is compared (a click on "Sign in", a submission) waits for
  // the comparison, then follows the text in; after a match it is dropped: the form is not sent.
  const waitForComparison = (event: Event, after: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldActions.push(after);
  };
  listenKept(
    window,
    'click',
    (event) => {
      const aimed = event.composedPath()[0];
      if (!event.isTrusted || !(aimed instanceof HTMLElement) || own.has(aimed)) return;
      // Focus moving from a field to its form's button within one shadow root tells the window
      // nothing (the host keeps it): the click is the first it hears of the field being left.
      leaveAllBut(focusedIn(document));
      if (comparing === 0) return;
      const target = clickedFrom(event as MouseEvent);
      if (target instanceof HTMLElement) waitForComparison(event, clickAgain(target));
    },
    { capture: true, signal: deps.signal },
  );
  listenKept(
    window,
    'submit',
    (event) => {
      const form = event.target;
      if (!event.isTrusted || !(form instanceof HTMLFormElement)) return;
      // A field of this form still holding text (Enter in another field submits): compared first.
      leaveFieldsOf(form);
      const submitter = (event as SubmitEvent).submitter;
      if (comparing > 0)
        waitForComparison(
          event,
          () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null),
        );
    },
    { capture: true, signal: deps.signal },
  );

  // Enter in another field of a form in a shadow root, open or closed: its submission does not
  // leave the root, so the window hears only the key (aimed at a closed root's host). A field of
  // that form still holding text, or being compared, is left; the Enter waits, as a click does,
  // and is then pressed in its field after the password went in (dropped after a match).
  listenKept(
    window,
    'keydown',
    (event) => {
      const key = event as KeyboardEvent;
      if (holds.size === 0 || !key.isTrusted || key.key !== 'Enter' || key.isComposing) return;
      if (key.ctrlKey || key.metaKey) return;
      const field = focusedFor(key);
      if (!(field instanceof HTMLInputElement) || !field.form) return;
      // In the document, the form's own submission is heard (the `submit` listener above).
      if (field.getRootNode() === document) return;
      if (leaveFieldsOf(field.form) === 0) return;
      waitForComparison(key, () => void deliver(field, [keyEntry(field, key)]));
    },
    { capture: true, signal: deps.signal },
  );

  // The mode settles: a site that is not held gets what was held at once.
  void deps.mode.then((settled) => {
    mode = settled;
    if (settled.mode !== 'hold') for (const field of [...holds.keys()]) leave(field);
  });

  return {
    ready: deps.mode.then(() => {}),
    adopt(held) {
      if (mode?.mode !== 'hold') return [...held];
      const rest: HeldInput[] = [];
      for (const entry of held) {
        const { target } = entry;
        if (entry.kind === 'click' || !(target instanceof HTMLElement) || !canHoldPassword(target))
          rest.push(entry);
        else if (entry.kind === 'key' && entry.key === 'Enter' && !(entry.modifiers & 4)) {
          holdFor(target).enter = entry;
          leave(target);
        } else keep(target, entry);
      }
      // A field the person left while the site was checked is compared now.
      leaveAllBut(focusedIn(document));
      if (comparing === 0) return rest;
      // A click held with the password ("Sign in") waits for the comparison, as one made during it.
      for (const entry of rest)
        if (entry.kind === 'click') heldActions.push(clickAgain(entry.target));
      return rest.filter((entry) => entry.kind !== 'click');
    },
    releaseMatched() {
      const field = matched?.[0]?.target;
      if (matched && field) void deliver(field, matched);
      matched = null;
    },
  };
}
