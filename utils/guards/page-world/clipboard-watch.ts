import { flatten, MAYBE_COMMAND } from '../command-words';
import type { Write } from '../guard-protocol';
import { listenFirst, prototypeOf, replaceMethod, stopEvent } from './hooks';
import { call, matchEnd, native } from './natives';

/**
 * The clipboard guard, in the page's own world. It sees every way a page can put text on the
 * clipboard (`navigator.clipboard.writeText` and `write`, `document.execCommand('copy')` and
 * `'cut'`, a copy event's `clipboardData`) and holds back, on its own, any text with a word no
 * command that fetches or runs code is without (command-words.ts): such a text never reaches the
 * clipboard from here. `onHeld` passes it to Linkwise's relay, whose judge, in Linkwise's own
 * world, writes it there itself when the page showed it openly (a docs site's `curl … | sh`
 * beside its copy button), or stops it and warns. Nothing the page sends can make this part let
 * a command through: it has no way to. With the person's switch off, the relay writes what is
 * held as it is, unjudged.
 *
 * What the person selects and copies is theirs, and is left alone, unless its text is a command
 * the person cannot see (a page that swapped the selection for a hidden one).
 */

const activeOf = native('Document', 'activeElement', true);
const tagOf = native('Element', 'localName', true);
const selectionOf = native('Document', 'getSelection');
const selectionText = native('Selection', 'toString');
const rangeCount = native('Selection', 'rangeCount', true);
const rangeAt = native('Selection', 'getRangeAt');
const rangeBox = native('Range', 'getBoundingClientRect');
const elementBox = native('Element', 'getBoundingClientRect');
const width = native('DOMRectReadOnly', 'width', true);
const height = native('DOMRectReadOnly', 'height', true);
const right = native('DOMRectReadOnly', 'right', true);
const bottom = native('DOMRectReadOnly', 'bottom', true);
const fieldParts = (type: string) =>
  ['value', 'selectionStart', 'selectionEnd'].map((name) => native(type, name, true));
const fields = {
  input: fieldParts('HTMLInputElement'),
  textarea: fieldParts('HTMLTextAreaElement'),
};
const clipboardDataOf = native('ClipboardEvent', 'clipboardData', true);
/** Whether a value is a DataTransferItemList: its own `length` getter accepts it. */
const listLength = native('DataTransferItemList', 'length', true);
const isItemList = (value: unknown) => {
  try {
    call(listLength, value);
    return true;
  } catch {
    return false;
  }
};
const typesOf = native('ClipboardItem', 'types', true);
const getType = native('ClipboardItem', 'getType');
const blobText = native('Blob', 'text');
const then = native('Promise', 'then');
const preventDefault = native('Event', 'preventDefault');
const NativePromise = Promise;
const ITERATOR = Symbol.iterator;
const later = setTimeout;
/** What a held `writeText` or `write` returns: done, as the page expects. */
const written = () => new NativePromise<void>((resolve) => resolve());

/** A text field that has the focus, if one does. */
function focusedField(): { tag: 'input' | 'textarea'; field: unknown } | null {
  const field = call(activeOf, document);
  const tag = field ? call<string>(tagOf, field) : '';
  return tag === 'input' || tag === 'textarea' ? { tag, field } : null;
}

/** What the person has selected: in the focused text field, or on the page. */
function selected(): string {
  const focused = focusedField();
  if (focused) {
    // By index: a page may have replaced what array destructuring calls.
    const parts = fields[focused.tag];
    const text = call<string>(parts[0], focused.field);
    const end = call<number>(parts[2], focused.field);
    let part = '';
    for (let at = call<number>(parts[1], focused.field); at < end; at++) part += text[at];
    if (part) return part;
  }
  const selection = call(selectionOf, document);
  return selection ? call<string>(selectionText, selection) : '';
}

/** Whether the selection (or the focused field) has a box a person can see, on the page. */
function selectionSeen(): boolean {
  const focused = focusedField();
  const selection = call(selectionOf, document);
  const box = focused
    ? call(elementBox, focused.field)
    : selection && call<number>(rangeCount, selection) > 0
      ? call(rangeBox, call(rangeAt, selection, [0]))
      : null;
  return (
    box !== null &&
    call<number>(width, box) >= 2 &&
    call<number>(height, box) >= 6 &&
    call<number>(right, box) > 0 &&
    call<number>(bottom, box) > 0
  );
}

/** Text as it compares: without spaces (a listener's text and the selection's differ there). */
function bare(text: string): string {
  let kept = '';
  for (let at = 0; at < text.length; at++) if (text[at]! > ' ') kept += text[at];
  return kept;
}

export function watchClipboard(onHeld: (text: string, how: Write) => void) {
  /** Copies under way that a page started (execCommand), rather than the person (keys, menu). */
  let pageCopies = 0;
  /**
   * The copy event being handled: its data, the selection, who started it, and whether its
   * listeners are still running (a copy event's `clipboardData.items` is a new object at each
   * read in Chrome, so an item list is known as the copy's only by the moment it is used).
   */
  let copying: {
    data: unknown;
    selection: string;
    byPage: boolean;
    event: Event;
    running: boolean;
  } | null = null;

  const mayRun = (text: string) => matchEnd(MAYBE_COMMAND, flatten(text)) >= 0;
  const held = (text: string, how: Write) => {
    if (!mayRun(text)) return false;
    onHeld(text, how);
    return true;
  };

  const clipboard = prototypeOf('Clipboard');
  replaceMethod(clipboard, 'writeText', (writeText, self, args) => {
    if (args.length === 0) return call(writeText, self, args);
    const text = `${args[0]}`; // read once: what is judged is what is written
    return held(text, 'writeText') ? written() : call(writeText, self, [text]);
  });

  replaceMethod(clipboard, 'write', (write, self, args) => {
    const items = args[0] as ArrayLike<unknown>;
    return new NativePromise((resolve, reject) => {
      const list: unknown[] = [];
      let waiting = 1;
      let text = '';
      const done = () => {
        if (--waiting > 0) return;
        if (held(text, 'write')) return resolve(written());
        // The browser reads the items the text was read from, through this iterator only.
        let next = 0;
        const step = () =>
          next < list.length ? { value: list[next++], done: false } : { done: true };
        call(then, call(write, self, [{ [ITERATOR]: () => ({ next: step }) }]), [resolve, reject]);
      };
      try {
        for (let index = 0; index < items.length; index++) {
          const item = items[index];
          list[index] = item;
          const types = call<readonly string[]>(typesOf, item);
          for (let at = 0; at < types.length; at++) {
            const type = types[at]!;
            if (type !== 'text/plain' && type !== 'text/html') continue;
            waiting++;
            const read = (value: string) => {
              text += `${value}\n`;
              done();
            };
            call(then, call(getType, item, [type]), [
              (blob: Blob) => call(then, call(blobText, blob), [read, reject]),
              reject,
            ]);
          }
        }
      } catch (error) {
        return reject(error);
      }
      done();
    });
  });

  replaceMethod(prototypeOf('Document'), 'execCommand', (execCommand, self, args) => {
    const command = args.length > 0 ? `${args[0]}` : '';
    const copies = matchEnd(/^\s*(?:copy|cut)\s*$/i, command) >= 0;
    if (copies) pageCopies++;
    try {
      return call(execCommand, self, args.length > 0 ? [command, args[1], args[2]] : args);
    } finally {
      if (copies) pageCopies--;
    }
  });

  /** A copy or cut: the selection is what the browser copies unless a listener sets data. */
  const onCopy = (how: 'copy' | 'cut') => (event: Event) => {
    if (!event.isTrusted) return;
    const selection = selected();
    const byPage = pageCopies > 0;
    const current = { data: call(clipboardDataOf, event), selection, byPage, event, running: true };
    copying = current;
    // The event's listeners all run before any timer: this ends with the last of them.
    call(later, globalThis, [() => (current.running = false), 0]);
    // The person's own copy is held only when what they would copy cannot be seen.
    if ((byPage || !selectionSeen()) && held(selection, byPage ? how : 'selection'))
      stopEvent(event);
  };
  listenFirst('copy', onCopy('copy'));
  listenFirst('cut', onCopy('cut'));

  /** Data a copy event's listener sets: the person's own selection again, or the page's text. */
  const setDuringCopy = (self: unknown, text: string) => {
    const current = copying;
    if (!current || (self !== current.data && !(current.running && isItemList(self)))) return false;
    if (!current.byPage && bare(text) === bare(current.selection)) return false;
    if (!held(text, 'copy-event')) return false;
    call(preventDefault, current.event);
    return true;
  };
  replaceMethod(prototypeOf('DataTransfer'), 'setData', (setData, self, args) => {
    const format = `${args[0]}`;
    const text = `${args[1]}`;
    return setDuringCopy(self, text) ? undefined : call(setData, self, [format, text]);
  });
  replaceMethod(prototypeOf('DataTransferItemList'), 'add', (add, self, args) =>
    typeof args[0] === 'string' && setDuringCopy(self, args[0]) ? null : call(add, self, args),
  );
}
