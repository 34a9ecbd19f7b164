import { ownHosts } from '../page-ui-globals';
import { listenKept } from './relisten';
import { clickedFrom, focusedFor, focusedFrom } from './shadow-roots';

/**
 * What a person did while their page's site check was pending, in order: a key pressed (its
 * text goes in when it is delivered), text put in at once (paste, drop, an IME's result, an
 * autocorrection), a value the browser filled in (autofill), or a click made after any of those
 * (on the form's button: it must come after the text it would send).
 */
export type HeldInput =
  | { target: Element; kind: 'key'; key: string; code: string; modifiers: number }
  | { target: Element; kind: 'text'; text: string }
  | { target: Element; kind: 'value'; value: string }
  | { target: HTMLElement; kind: 'click' };

export interface TypingHold {
  /** How many inputs are held now. */
  count(): number;
  /** Stops holding and hands over what was held, in order (deliver it, or drop it). */
  end(): HeldInput[];
  /**
   * The site is a scam and its warning covers the page: what was held is dropped, and from now
   * on keys aimed at Linkwise's own surfaces are kept from the page too (a person still typing
   * as the warning appears types into it, and the page's key logger must not see that).
   */
  shield(): number;
}

/** Key events the page never sees while the check is pending. */
const KEYS = ['keydown', 'keypress', 'keyup'];
/** Field events that would tell the page what is in the field. */
const FIELD_EVENTS = ['beforeinput', 'input', 'change', 'compositionstart', 'compositionupdate'];
/** Keys whose effect on a field is replayed: the rest (Tab, arrows, shortcuts) act as usual. */
const EDITING_KEYS = ['Backspace', 'Delete', 'Enter'];

/** A text field a person types into: `<input>` of a text kind, `<textarea>`, or editable content. */
export function isTextField(target: EventTarget | null | undefined): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !/^(button|checkbox|color|file|hidden|image|radio|range|reset|submit)$/.test(
      target.type,
    );
  return target.isContentEditable;
}

/** A field's text, as a form would send it. */
export const fieldText = (field: HTMLElement) =>
  'value' in field ? String(field.value) : (field.textContent ?? '');

/** Sets a field's text as `fieldText` reads it. */
export function setFieldText(field: HTMLElement, text: string): void {
  if ('value' in field) (field as HTMLInputElement).value = text;
  else field.textContent = text;
}

/**
 * Holds what a person types into this frame from now until `end()`: a site check is pending and
 * the page may be a scam's. Registered before any page script (document_start, on window, in the
 * capture phase), so it runs before every listener a page can add and stops the event there:
 * no key, input or paste event reaches the page, and nothing typed enters its fields (a field's
 * value is what a page could poll). Events a page dispatches itself carry nothing typed and pass.
 * A field in a shadow root, open or closed, is held as any other: a closed root's events reach
 * this world aimed at its host, and the field is found where focus went (shadow-roots.ts).
 * `onHeld` hears the field (or the page's own element) each time something is held.
 */
export function holdTyping(onHeld: (target: Element) => void): TypingHold {
  const held: HeldInput[] = [];
  const own = ownHosts();
  let shielding = false;
  const controller = new AbortController();
  /** A field's text when a composition started, and when we last put it back. */
  const kept = new WeakMap<Element, string>();
  /** Fields with a composition under way (its end may come untrusted: Chromium's IME commit). */
  const composing = new WeakSet<Element>();

  const listen = (types: string[], listener: (event: Event, target: Element) => void) => {
    for (const type of types)
      listenKept(
        window,
        type,
        (event) => {
          const aimed = event.composedPath()[0];
          if (!event.isTrusted || !(aimed instanceof Element)) return;
          if (own.has(aimed)) {
            if (shielding) event.stopImmediatePropagation();
            return;
          }
          const target = focusedFrom(aimed);
          if (!(target instanceof Element)) return;
          event.stopImmediatePropagation();
          listener(event, target);
        },
        { capture: true, signal: controller.signal },
      );
  };
  const hold = (entry: HeldInput) => {
    if (shielding) return;
    held.push(entry);
    onHeld(entry.target);
  };

  listen(KEYS, (event, target) => {
    const key = event as KeyboardEvent;
    // An IME's keys: its composition is taken when it ends.
    if (key.type !== 'keydown' || key.isComposing || key.key === 'Process') return;
    const shortcut = key.ctrlKey || key.metaKey;
    const typed = !shortcut && (key.key.length === 1 || EDITING_KEYS.includes(key.key));
    // Into a field: held and replayed. Elsewhere: the page's own key handling, replayed too
    // (a page may draw its own field), while scrolling and focus keys act at once.
    if (isTextField(target) && typed) key.preventDefault();
    else if (isTextField(target)) return;
    const modifiers = Number(key.shiftKey) | (Number(key.altKey) << 1) | (Number(shortcut) << 2);
    hold({ target, kind: 'key', key: key.key, code: key.code, modifiers });
  });

  listen(['paste', 'drop'], (event, target) => {
    if (!isTextField(target)) return;
    const data =
      (event as ClipboardEvent).clipboardData ?? (event as DragEvent).dataTransfer ?? null;
    event.preventDefault();
    const text = data?.getData('text/plain') ?? '';
    if (text) hold({ target, kind: 'text', text });
  });

  // A click once something is held waits behind it, as the page would have seen them: a click on
  // "Search" or "Sign in" must not send the form before the text typed into it. Before anything
  // is held a click acts at once; pressing the mouse still moves focus, so typing goes on where
  // the person clicked.
  listenKept(
    window,
    'click',
    (event) => {
      const aimed = event.composedPath()[0];
      if (!event.isTrusted || held.length === 0 || shielding || !(aimed instanceof Element)) return;
      // A click with a key held opens a link elsewhere: nothing here is sent by it.
      const mouse = event as MouseEvent;
      if (own.has(aimed) || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey)
        return;
      const target = clickedFrom(mouse);
      if (!(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold({ target, kind: 'click' });
    },
    { capture: true, signal: controller.signal },
  );

  // The field's text as it was before anything could be held: what an autofill is undone to.
  listenKept(
    window,
    'focusin',
    (event) => {
      const target = focusedFor(event);
      if (isTextField(target) && !kept.has(target)) kept.set(target, fieldText(target));
    },
    { capture: true, signal: controller.signal },
  );

  listen(FIELD_EVENTS, (event, target) => {
    if (!isTextField(target)) return;
    const input = event as InputEvent;
    if (event.type === 'compositionstart') {
      kept.set(target, fieldText(target));
      composing.add(target);
    }
    // Text the browser puts in with no key we held (autocorrect, dictation, a suggestion):
    // taken before it lands. A composition's own steps cannot be stopped; its result can.
    if (event.type === 'beforeinput' && event.cancelable && !input.isComposing) {
      const text = input.data ?? input.dataTransfer?.getData('text/plain') ?? '';
      event.preventDefault();
      if (text) hold({ target, kind: 'text', text });
    }
    // A value that changed without any of that (autofill): put back, and held.
    if (event.type === 'input' && !input.isComposing) {
      const before = kept.get(target) ?? (target as HTMLInputElement).defaultValue ?? '';
      const now = fieldText(target);
      if (now !== before) {
        setFieldText(target, before);
        hold({ target, kind: 'value', value: now });
      }
    }
  });

  // A composition's result: taken out of the field the moment it is final. Its end may come
  // untrusted (Chromium's commit of an IME's text), so it counts for a field whose trusted
  // composition began here; a page faking one only gets its own text back later.
  listenKept(
    window,
    'compositionend',
    (event) => {
      const aimed = event.composedPath()[0];
      const target = focusedFrom(aimed);
      if (!(aimed instanceof Element) || own.has(aimed) || !(target instanceof Element)) return;
      if (event.isTrusted || composing.has(target)) event.stopImmediatePropagation();
      if (!isTextField(target) || !composing.delete(target)) return;
      setFieldText(target, kept.get(target) ?? '');
      const text = (event as CompositionEvent).data;
      if (text) hold({ target, kind: 'text', text });
    },
    { capture: true, signal: controller.signal },
  );

  return {
    count: () => held.length,
    end() {
      controller.abort();
      return held.splice(0);
    },
    shield() {
      shielding = true;
      return held.splice(0).length;
    },
  };
}
