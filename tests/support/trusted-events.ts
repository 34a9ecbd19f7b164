/** What the browser dispatches for real input (a page's own events are never trusted). */
export function real<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}

/**
 * A person typing as the browser delivers it: keydown, then — unless it was cancelled — the
 * character into the field and an `input` event, then keyup.
 */
export function type(target: HTMLInputElement, text: string): void {
  for (const key of text) {
    const down = real(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    target.dispatchEvent(down);
    if (!down.defaultPrevented) {
      target.value += key;
      target.dispatchEvent(real(new InputEvent('input', { data: key, bubbles: true })));
    }
    target.dispatchEvent(real(new KeyboardEvent('keyup', { key, bubbles: true })));
  }
}
