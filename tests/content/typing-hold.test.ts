import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverTyping } from '@/utils/content/typing-delivery';
import { type HeldInput, holdTyping, type TypingHold } from '@/utils/content/typing-hold';
import { ownHosts } from '@/utils/page-ui-globals';
import { closedRoot } from '../support/closed-root';
import { real, type } from '../support/trusted-events';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** What the page's own scripts see: every event on window and the value, polled. */
interface PageView {
  events: string[];
  polled: Set<string>;
  /** The value a React-style change handler saw last (delegated at the root, on `input`). */
  framework: string;
}

let view: PageView;
let hold: TypingHold;
let heldAt: Element[];
let stops: AbortController;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<form id="login"><input id="user"><input id="password" type="password">
    <input id="pin" inputmode="numeric"><textarea id="note"></textarea><button id="go">Sign in</button></form>`;
  heldAt = [];
  // Linkwise starts first (document_start); the page's scripts add their listeners after.
  hold = holdTyping((target) => heldAt.push(target));
  const page: PageView = { events: [], polled: new Set(), framework: '' };
  view = page;
  stops = new AbortController();
  const { signal } = stops;
  const seen = (event: Event) => page.events.push(`${event.type}:${Boolean(event.isTrusted)}`);
  // A page that fights it: capture on window, stopping everyone after it.
  for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'paste', 'change'])
    window.addEventListener(
      type,
      (event) => {
        seen(event);
        event.stopImmediatePropagation();
      },
      { capture: true, signal },
    );
  document.addEventListener(
    'input',
    (event) => {
      page.framework = (event.target as HTMLInputElement).value;
    },
    { signal },
  );
  setInterval(() => page.polled.add(field('password').value), 1);
  field('password').focus();
});

afterEach(() => {
  hold.end();
  stops.abort();
  vi.useRealTimers();
});

describe('holdTyping', () => {
  it('nothing typed reaches the page: no key or input event, no value to poll', () => {
    type(field('password'), 'correct horse');
    vi.advanceTimersByTime(50);
    expect(field('password').value).toBe('');
    expect(view.events).toEqual([]);
    expect([...view.polled]).toEqual(['']);
    expect(heldAt).toHaveLength(13);
    expect(heldAt.every((target) => target.id === 'password')).toBe(true);
  });

  it('a paste, a drop, an autofill and an IME composition are held as well', () => {
    const pasted = new DataTransfer();
    pasted.setData('text/plain', 'hunter2');
    const paste = real(new ClipboardEvent('paste', { bubbles: true, cancelable: true }));
    Object.defineProperty(paste, 'clipboardData', { value: pasted });
    field('password').dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);

    // The browser fills a field in: the value lands, then `input`; it is taken back at once.
    field('user').value = 'ann@example.com';
    field('user').dispatchEvent(real(new InputEvent('input', { bubbles: true })));
    expect(field('user').value).toBe('');

    // An IME: the composition sits in the field until it ends, then leaves it.
    const note = document.getElementById('note') as HTMLTextAreaElement;
    note.dispatchEvent(real(new Event('compositionstart', { bubbles: true })));
    note.value = 'にほ';
    note.dispatchEvent(real(new InputEvent('input', { bubbles: true, isComposing: true })));
    note.value = '日本';
    // happy-dom has no CompositionEvent: an event with the data a browser's would carry.
    const end = real(new Event('compositionend', { bubbles: true }));
    Object.defineProperty(end, 'data', { value: '日本' });
    note.dispatchEvent(end);
    expect(note.value).toBe('');

    const held = hold.end();
    expect(held.map(({ kind, target }) => `${kind}@${target.id}`)).toEqual([
      'text@password',
      'value@user',
      'text@note',
    ]);
    expect(view.events).toEqual([]);
  });

  it("a composition's end counts untrusted only after a real start (Chromium's IME commit)", () => {
    const note = document.getElementById('note') as HTMLTextAreaElement;
    const fakeEnd = () => {
      const end = new Event('compositionend', { bubbles: true });
      Object.defineProperty(end, 'data', { value: '日本' });
      return end;
    };
    note.value = 'page text';
    note.dispatchEvent(fakeEnd()); // no composition began: the page's own event, untouched
    expect(note.value).toBe('page text');
    note.dispatchEvent(real(new Event('compositionstart', { bubbles: true })));
    note.value = 'page text日本';
    note.dispatchEvent(fakeEnd());
    expect(note.value).toBe('page text');
    expect(hold.end().map((entry) => entry.kind === 'text' && entry.text)).toEqual(['日本']);
  });

  it("a page's own events, and events aimed at Linkwise's own surfaces, pass", () => {
    field('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    const host = document.createElement('span');
    ownHosts().add(host);
    document.body.append(host);
    host.dispatchEvent(real(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(view.events).toEqual(['keydown:false', 'keydown:true']);
    expect(hold.end()).toEqual([]);
  });

  it('keys outside a field are kept from the page too, and shortcuts act as usual', () => {
    document.body.dispatchEvent(
      real(new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true })),
    );
    const copy = real(
      new KeyboardEvent('keydown', { key: 'v', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    field('password').dispatchEvent(copy);
    expect(copy.defaultPrevented).toBe(false); // the paste that follows is held instead
    expect(view.events).toEqual([]);
    expect(hold.end().map((entry) => entry.kind === 'key' && entry.key)).toEqual(['j']);
  });

  it('a field in a closed shadow root: its keys, aimed at the root’s host as this world hears them, are held for the field, and delivered into it', () => {
    const { host, root } = closedRoot('<input id="kit" type="password">');
    const kit = root.getElementById('kit') as HTMLInputElement;
    try {
      kit.focus();
      for (const key of 'hunter2') {
        const down = real(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        host.dispatchEvent(down);
        expect(down.defaultPrevented).toBe(true);
      }
      expect(view.events).toEqual([]);
      expect(kit.value).toBe('');
      const held = hold.end();
      expect(held.every((entry) => entry.target === kit)).toBe(true);
      deliverTyping(document, held);
      expect(kit.value).toBe('hunter2');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a click once something is held waits behind it; before, and with a key held, it acts at once', () => {
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id), {
      signal: stops.signal,
    });
    const click = (init: MouseEventInit = {}) => {
      const event = real(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      document.getElementById('go')!.dispatchEvent(event);
      return event;
    };
    expect(click().defaultPrevented).toBe(false);
    type(field('user'), 'ann');
    const held = click();
    expect(held.defaultPrevented).toBe(true); // the form is not sent without the text
    expect(click({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clicked).toEqual(['go', 'go']);
    const entries = hold.end();
    expect(entries.map((entry) => entry.kind)).toEqual(['key', 'key', 'key', 'click']);
    expect(entries.at(-1)?.target).toBe(document.getElementById('go'));
  });

  it('after the end, typing goes straight to the page', () => {
    hold.end();
    type(field('password'), 'ab');
    expect(field('password').value).toBe('ab');
    expect(view.events.filter((event) => event.startsWith('input'))).toHaveLength(2);
  });
});

describe('deliverTyping', () => {
  /** The page as a framework builds it: its handlers on the field, not fighting anyone. */
  function friendlyPage() {
    stops.abort();
    const seen: string[] = [];
    for (const id of ['user', 'password', 'pin'])
      for (const type of ['keydown', 'input', 'keyup'])
        field(id).addEventListener(type, (event) =>
          seen.push(`${id}:${type}:${(event as KeyboardEvent).key ?? (event as InputEvent).data}`),
        );
    return seen;
  }

  it('every character in order, into the field it was typed in, with its events', () => {
    type(field('password'), 'pa55');
    field('user').focus();
    type(field('user'), 'ann');
    const held = hold.end();
    const seen = friendlyPage();
    let framework = '';
    document.addEventListener('input', (event) => {
      framework = (event.target as HTMLInputElement).value;
    });
    deliverTyping(document, held);
    expect(field('password').value).toBe('pa55');
    expect(field('user').value).toBe('ann');
    expect(framework).toBe('ann');
    expect(seen.filter((entry) => entry.startsWith('password:input'))).toEqual([
      'password:input:p',
      'password:input:a',
      'password:input:5',
      'password:input:5',
    ]);
    expect(seen.slice(0, 3)).toEqual([
      'password:keydown:p',
      'password:input:p',
      'password:keyup:p',
    ]);
    expect(document.activeElement?.id).toBe('user');
  });

  it("a key the page's own handler cancels (a digits-only field) stays out", () => {
    field('pin').focus();
    type(field('pin'), '12a3');
    const held = hold.end();
    friendlyPage();
    field('pin').addEventListener('keydown', (event) => {
      if (!/^\d$/.test(event.key)) event.preventDefault();
    });
    deliverTyping(document, held);
    expect(field('pin').value).toBe('123');
  });

  it('Backspace edits, Enter submits the form, and an autofilled value arrives whole', () => {
    type(field('password'), 'abcd');
    field('password').dispatchEvent(
      real(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true })),
    );
    field('user').value = 'ann@example.com';
    field('user').dispatchEvent(real(new InputEvent('input', { bubbles: true })));
    field('password').dispatchEvent(
      real(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
    );
    const held: HeldInput[] = hold.end();
    friendlyPage();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('login')!.addEventListener('submit', submitted);
    deliverTyping(document, held);
    expect(field('user').value).toBe('ann@example.com');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(field('password').value).toBe('abc');
  });

  it("a held click on the form's button follows the text: the form is sent with it", () => {
    type(field('user'), 'ann');
    document
      .getElementById('go')!
      .dispatchEvent(real(new MouseEvent('click', { bubbles: true, cancelable: true })));
    const held = hold.end();
    friendlyPage();
    const sent: string[] = [];
    document.getElementById('login')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(field('user').value);
    });
    deliverTyping(document, held);
    expect(sent).toEqual(['ann']);
  });

  it('a field the page removed meanwhile gets nothing, and nothing throws', () => {
    type(field('password'), 'abc');
    const held = hold.end();
    field('password').remove();
    expect(() => deliverTyping(document, held)).not.toThrow();
  });
});
