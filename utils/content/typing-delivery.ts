import { focusedIn } from './shadow-roots';
import { fieldText, type HeldInput, isTextField, setFieldText } from './typing-hold';

/**
 * Puts what was held into the page once its site is known to be clean: every key in order into
 * the element it was typed at, as the page's own code expects to see typing — a keydown (which
 * the page may cancel, as a digits-only field does), the text inserted by the browser's editing
 * command (so `beforeinput` and `input` are real, React's and Vue's listeners see the new value,
 * and undo works), and a keyup. Focus ends where the person left it.
 */
export function deliverTyping(doc: Document, held: readonly HeldInput[]): void {
  const focused = focusedIn(doc);
  for (const entry of held) {
    const { target } = entry;
    if (!target.isConnected) continue;
    if (entry.kind === 'text') insertText(doc, target, entry.text);
    else if (entry.kind === 'value') fillValue(target, entry.value);
    else if (entry.kind === 'click') entry.target.click();
    else pressKey(doc, target, entry);
  }
  if (focused instanceof HTMLElement && focused !== focusedIn(doc) && focused.isConnected)
    focused.focus({ preventScroll: true });
}

function pressKey(doc: Document, target: Element, entry: HeldInput & { kind: 'key' }): void {
  const view = doc.defaultView ?? window;
  const init: KeyboardEventInit = {
    key: entry.key,
    code: entry.code,
    shiftKey: Boolean(entry.modifiers & 1),
    altKey: Boolean(entry.modifiers & 2),
    ctrlKey: Boolean(entry.modifiers & 4),
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  const press = (type: string) => target.dispatchEvent(new view.KeyboardEvent(type, init));
  if (press('keydown') && isTextField(target)) {
    if (entry.key.length === 1) {
      if (press('keypress')) insertText(doc, target, entry.key);
    } else if (entry.key === 'Backspace') edit(doc, target, 'delete');
    else if (entry.key === 'Delete') edit(doc, target, 'forwardDelete');
    else if (entry.key === 'Enter') pressEnter(doc, target);
  }
  press('keyup');
}

/** Enter: a new line in a text area or editable content, the form's submission in a field. */
function pressEnter(doc: Document, field: HTMLElement): void {
  if (!(field instanceof HTMLInputElement)) {
    insertText(doc, field, '\n');
    return;
  }
  const form = field.form;
  if (!form) return;
  const submitter = form.querySelector<HTMLElement>(
    'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]',
  );
  // Implicit submission: the default button's activation when there is one, else the form.
  if (submitter) submitter.click();
  else form.requestSubmit();
}

function focusOn(doc: Document, field: HTMLElement): void {
  if (focusedIn(doc) !== field) field.focus({ preventScroll: true });
}

function edit(doc: Document, field: HTMLElement, command: 'delete' | 'forwardDelete'): void {
  focusOn(doc, field);
  if (doc.execCommand?.(command)) return;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  // No editing command: the character before (or after) the caret, or the selection, goes.
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const [from, to] =
    start !== end ? [start, end] : command === 'delete' ? [start - 1, start] : [start, start + 1];
  if (from < 0 || to > field.value.length) return;
  field.setRangeText('', from, to, 'end');
  announce(field, command === 'delete' ? 'deleteContentBackward' : 'deleteContentForward', '');
}

function insertText(doc: Document, target: Element, text: string): void {
  if (!isTextField(target)) return;
  focusOn(doc, target);
  if (doc.execCommand?.('insertText', false, text)) return;
  // A browser without the editing command here: the text at the caret, and the events.
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    const end = target.selectionEnd ?? target.value.length;
    target.setRangeText(text, target.selectionStart ?? end, end, 'end');
  } else target.append(text);
  announce(target, 'insertText', text);
}

/** A value the browser filled in (autofill): set as it would have been, with its events. */
function fillValue(target: Element, value: string): void {
  if (!isTextField(target) || fieldText(target) === value) return;
  setFieldText(target, value);
  announce(target, 'insertReplacementText', value);
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

function announce(target: HTMLElement, inputType: string, data: string): void {
  target.dispatchEvent(new InputEvent('input', { inputType, data, bubbles: true, composed: true }));
}
