import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { watchIntent } from '@/entrypoints/protection.content/intent';
import { ContentScriptContext } from '@/utils/content/context';

/** What the browser dispatches for real input (a page's own events are never trusted). */
function real<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}

let ctx: ContentScriptContext;
let pointed: Mock<(link: Element) => void>;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<a id="one" href="https://one.example/">one</a><a id="two" href="https://two.example/"><span id="inside">two</span></a><p id="text">text</p>';
  ctx = new ContentScriptContext('content');
  pointed = vi.fn();
  watchIntent(ctx, pointed);
});
afterEach(() => {
  ctx.abort();
  vi.useRealTimers();
});

const on = (id: string) => document.getElementById(id)!;

describe('watchIntent', () => {
  it('pressing a link, or moving focus to one with the keyboard, counts at once', () => {
    on('inside').dispatchEvent(real(new PointerEvent('pointerdown', { bubbles: true })));
    document.dispatchEvent(real(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' })));
    on('one').dispatchEvent(real(new FocusEvent('focusin', { bubbles: true })));
    expect(pointed.mock.calls.map(([link]) => link.id)).toEqual(['two', 'one']);
  });

  it('focus a page gives by script (trusted, but no input before it) does not count', () => {
    on('one').dispatchEvent(real(new FocusEvent('focusin', { bubbles: true })));
    expect(pointed).not.toHaveBeenCalled();
  });

  it('resting the pointer on a link counts; sweeping past it does not', () => {
    on('one').dispatchEvent(real(new PointerEvent('pointerover', { bubbles: true })));
    vi.advanceTimersByTime(50);
    on('two').dispatchEvent(real(new PointerEvent('pointerover', { bubbles: true })));
    vi.advanceTimersByTime(50);
    on('text').dispatchEvent(real(new PointerEvent('pointerover', { bubbles: true })));
    vi.advanceTimersByTime(500);
    expect(pointed).not.toHaveBeenCalled();
    on('two').dispatchEvent(real(new PointerEvent('pointerover', { bubbles: true })));
    vi.advanceTimersByTime(200);
    expect(pointed.mock.calls.map(([link]) => link.id)).toEqual(['two']);
  });

  it('ignores events a page makes up: a page cannot spend lookups by faking intent', () => {
    on('one').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    on('one').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    on('one').dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(500);
    expect(pointed).not.toHaveBeenCalled();
  });
});
