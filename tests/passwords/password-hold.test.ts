import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldInput } from '@/utils/content/typing-hold';
import { holdPasswords, type PasswordHold } from '@/utils/password-fields/password-hold';
import type { PasswordMode } from '@/utils/passwords/password-schemas';
import { closedRoot } from '../support/closed-root';
import { real, type } from '../support/trusted-events';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Focus moving on to another field, as the browser reports it. */
function leaveFor(from: HTMLElement, to: HTMLElement): void {
  to.focus();
  from.dispatchEvent(real(new FocusEvent('focusout', { bubbles: true, relatedTarget: to })));
}
/** A key pressed in `target`: composed, as a person's keys are (they leave an open root). */
const press = (target: HTMLElement, key: string) => {
  const down = real(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }),
  );
  target.dispatchEvent(down);
  return down;
};
const textOf = (held: readonly HeldInput[]) =>
  held
    .map((entry) =>
      entry.kind === 'key'
        ? entry.key
        : entry.kind === 'text'
          ? entry.text
          : entry.kind === 'value'
            ? entry.value
            : '',
    )
    .join('');

/** `text` as the site check's typing hold holds it: a key each, aimed at `target`. */
const keysOf = (target: Element, text: string): HeldInput[] =>
  [...text].map((key) => ({ target, kind: 'key', key, code: '', modifiers: 0 }));

const PASSWORD = 'Correct-Horse-77!';
let stops: AbortController;
let pageSaw: string[];
let delivered: HeldInput[][];
let printed: string[];
let hold: PasswordHold;

function start(mode: Promise<PasswordMode>, belongsTo: string | null = null): void {
  hold = holdPasswords({
    mode,
    signal: stops.signal,
    // Fingerprinting takes a moment (PBKDF2): what the person does meanwhile waits for it.
    fingerprint: (text) => {
      printed.push(text);
      return new Promise((resolve) => setTimeout(() => resolve('abcdef'), 20));
    },
    whose: async () => belongsTo,
    deliver: async (held) => {
      delivered.push(held);
    },
    showHeld: () => {},
  });
  // The page's own key logger, added after Linkwise (document_start).
  for (const kind of [
    'keydown',
    'keypress',
    'keyup',
    'beforeinput',
    'input',
    'paste',
    'click',
    'submit',
  ])
    window.addEventListener(kind, (event) => pageSaw.push(event.type), {
      capture: true,
      signal: stops.signal,
    });
}
const HOLD: PasswordMode = { mode: 'hold', salt: '0'.repeat(32), codes: true };

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<form id="login" onsubmit="return false"><input id="user">
    <input id="password" type="password"><input id="secret" style="font-family: text-security-disc">
    <button id="go">Sign in</button></form>`;
  stops = new AbortController();
  pageSaw = [];
  delivered = [];
  printed = [];
});
afterEach(() => {
  stops.abort();
  vi.useRealTimers();
});

describe('the password hold, on a site no password belongs to', () => {
  it('nothing typed into a password field reaches the page until the field is left; then all of it, in order', async () => {
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    field('password').focus();
    type(field('password'), PASSWORD);
    expect(pageSaw).toEqual([]);
    expect(field('password').value).toBe('');
    leaveFor(field('password'), field('user'));
    await vi.runAllTimersAsync();
    expect(printed).toEqual([PASSWORD]);
    expect(delivered.map(textOf)).toEqual([PASSWORD]);
  });

  it('another site’s password: nothing goes in, the click on Sign in is dropped; “use it anyway” puts it in', async () => {
    start(Promise.resolve(HOLD), 'chase.com');
    await vi.runAllTimersAsync();
    field('password').focus();
    type(field('password'), PASSWORD);
    leaveFor(field('password'), field('go'));
    await vi.advanceTimersByTimeAsync(0);
    const click = real(new MouseEvent('click', { bubbles: true, cancelable: true }));
    field('go').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(delivered).toEqual([]);
    expect(pageSaw).toEqual([]);
    hold.releaseMatched();
    await vi.runAllTimersAsync();
    expect(delivered.map(textOf)).toEqual([PASSWORD]);
  });

  it('a click on Sign in while the text is compared waits, then follows it in', async () => {
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    field('password').focus();
    type(field('password'), PASSWORD);
    leaveFor(field('password'), field('go'));
    await vi.advanceTimersByTimeAsync(0);
    const click = real(new MouseEvent('click', { bubbles: true, cancelable: true }));
    field('go').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pageSaw).toEqual([]);
    await vi.runAllTimersAsync();
    expect(delivered.map(textOf)).toEqual([PASSWORD]);
    expect(pageSaw).toContain('click');
  });

  it('Enter ends the hold: the password, then Enter, go in once it is known to be nobody else’s', async () => {
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    field('password').focus();
    type(field('password'), PASSWORD);
    expect(press(field('password'), 'Enter').defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(delivered.map(textOf)).toEqual([`${PASSWORD}Enter`]);
  });

  it('a field dressed as a password field is held; an ordinary one is not; a short text is never fingerprinted', async () => {
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    type(field('user'), 'someone');
    expect(field('user').value).toBe('someone');
    field('secret').focus();
    type(field('secret'), 'short');
    expect(field('secret').value).toBe('');
    leaveFor(field('secret'), field('user'));
    await vi.runAllTimersAsync();
    expect(printed).toEqual([]);
    expect(delivered.map(textOf)).toEqual(['short']);
  });

  it('an autofill is put back and held; a page’s own events pass untouched', async () => {
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    field('password').focus();
    field('password').dispatchEvent(real(new FocusEvent('focusin', { bubbles: true })));
    field('password').value = 'Filled-In-99';
    field('password').dispatchEvent(real(new InputEvent('input', { bubbles: true })));
    expect(field('password').value).toBe('');
    field('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(pageSaw).toEqual(['keydown']);
    leaveFor(field('password'), field('user'));
    await vi.runAllTimersAsync();
    expect(delivered).toEqual([
      [{ target: field('password'), kind: 'value', value: 'Filled-In-99' }],
    ]);
  });
});

/**
 * A form drawn in a closed shadow root, as the content script's world sees it: its events aimed
 * at the root's host, the root reached through the browser's call for extensions (Chrome's
 * `chrome.dom.openOrClosedShadowRoot`, stubbed here), and no focus event at all when focus moves
 * from the field to the form's button inside the root.
 */
describe('a form in a closed shadow root', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  const inRoot = (id: string) => root.getElementById(id) as HTMLInputElement;
  beforeEach(() => {
    ({ host, root } =
      closedRoot(`<form onsubmit="return false"><input id="kit-password" type="password">
      <button id="kit-go">Sign in</button></form>`));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('what is typed into its field is held, and a click on its own button after it waits for the comparison, then follows the password in', async () => {
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    inRoot('kit-password').focus();
    // The keys as the window hears them: aimed at the host.
    for (const key of PASSWORD) expect(press(host, key).defaultPrevented).toBe(true);
    expect(pageSaw).toEqual([]);
    expect(inRoot('kit-password').value).toBe('');
    // Focus moves to the button inside the root: the window hears nothing of it.
    inRoot('kit-go').focus();
    const clicked: string[] = [];
    inRoot('kit-go').addEventListener('click', () => clicked.push('kit-go'));
    // A click made with Enter on the button (no pointer): aimed at the host too.
    const click = real(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
    host.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicked).toEqual([]);
    await vi.runAllTimersAsync();
    expect(printed).toEqual([PASSWORD]);
    expect(delivered.map(textOf)).toEqual([PASSWORD]);
    expect(delivered[0]![0]!.target).toBe(inRoot('kit-password'));
    // Then the click, on the button itself.
    expect(clicked).toEqual(['kit-go']);
  });

  it('Enter in another of its fields while the password is held: the password goes in, then the Enter, never the Enter alone', async () => {
    root.innerHTML = `<form><input id="kit-user"><input id="kit-password" type="password"></form>`;
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    inRoot('kit-password').focus();
    for (const key of PASSWORD) press(host, key);
    // Focus moved back to the name field (a script's doing, or a click the window heard nothing
    // of), and Enter there: the form's submission would not leave the root, only the key does.
    inRoot('kit-user').focus();
    const enter = press(host, 'Enter');
    // Its keypress would send the form at once, without the password: the key waits.
    expect(enter.defaultPrevented).toBe(true);
    expect(pageSaw).toEqual([]);
    await vi.runAllTimersAsync();
    expect(delivered.map(textOf)).toEqual([PASSWORD, 'Enter']);
    expect(delivered[1]![0]!.target).toBe(inRoot('kit-user'));
  });

  it('the same in an open shadow root, whose events come aimed at the field itself', async () => {
    const openHost = document.createElement('span');
    document.body.append(openHost);
    const openRoot = openHost.attachShadow({ mode: 'open' });
    openRoot.innerHTML = `<form><input id="open-user"><input id="open-password" type="password"></form>`;
    const inOpen = (id: string) => openRoot.getElementById(id) as HTMLInputElement;
    start(Promise.resolve(HOLD));
    await vi.runAllTimersAsync();
    inOpen('open-password').focus();
    for (const key of PASSWORD) press(inOpen('open-password'), key);
    inOpen('open-user').focus();
    expect(press(inOpen('open-user'), 'Enter').defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(delivered.map(textOf)).toEqual([PASSWORD, 'Enter']);
    expect(delivered[1]![0]!.target).toBe(inOpen('open-user'));
  });

  it('Enter in another of its fields with another site’s password held: nothing goes in, the Enter is dropped', async () => {
    root.innerHTML = `<form><input id="kit-user"><input id="kit-password" type="password"></form>`;
    start(Promise.resolve(HOLD), 'chase.com');
    await vi.runAllTimersAsync();
    inRoot('kit-password').focus();
    for (const key of PASSWORD) press(host, key);
    inRoot('kit-user').focus();
    expect(press(host, 'Enter').defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(delivered).toEqual([]);
    expect(pageSaw).toEqual([]);
  });

  it('another site’s password there: nothing goes in, and its button’s click is dropped', async () => {
    start(Promise.resolve(HOLD), 'chase.com');
    await vi.runAllTimersAsync();
    inRoot('kit-password').focus();
    for (const key of PASSWORD) press(host, key);
    inRoot('kit-go').focus();
    const clicked: string[] = [];
    inRoot('kit-go').addEventListener('click', () => clicked.push('kit-go'));
    host.dispatchEvent(real(new MouseEvent('click', { bubbles: true, cancelable: true })));
    await vi.runAllTimersAsync();
    expect(delivered).toEqual([]);
    expect(clicked).toEqual([]);
    expect(pageSaw).toEqual([]);
  });
});

describe('before the frame’s mode is known, and on a site a password belongs to', () => {
  it('held while the mode is asked; given back at once when it is no site to hold on', async () => {
    let settle: (mode: PasswordMode) => void = () => {};
    start(new Promise((resolve) => (settle = resolve)));
    field('password').focus();
    type(field('password'), PASSWORD);
    expect(field('password').value).toBe('');
    settle({ mode: 'keep', salt: '0'.repeat(32), codes: true });
    await vi.runAllTimersAsync();
    expect(printed).toEqual([]);
    expect(delivered.map(textOf)).toEqual([PASSWORD]);
    // From then on the page sees the person's own keys.
    type(field('password'), 'x');
    expect(field('password').value).toBe('x');
  });

  it('what the site check’s typing hold held for a password field stays held here; the rest is handed back', async () => {
    start(Promise.resolve(HOLD));
    await hold.ready;
    await vi.runAllTimersAsync();
    field('user').focus();
    const entries: HeldInput[] = [
      { target: field('user'), kind: 'text', text: 'someone' },
      ...keysOf(field('password'), PASSWORD),
    ];
    expect(hold.adopt(entries)).toEqual([entries[0]]);
    // The person had left the password field already: it is compared at once.
    await vi.runAllTimersAsync();
    expect(printed).toEqual([PASSWORD]);
    expect(delivered.map(textOf)).toEqual([PASSWORD]);
  });

  it('a click on Sign in held with the password by the typing hold waits for its comparison, then follows it in; after a match it is dropped', async () => {
    for (const belongsTo of [null, 'chase.com']) {
      stops.abort();
      stops = new AbortController();
      pageSaw = [];
      delivered = [];
      start(Promise.resolve(HOLD), belongsTo);
      await hold.ready;
      await vi.runAllTimersAsync();
      field('go').focus();
      const entries: HeldInput[] = [
        ...keysOf(field('password'), PASSWORD),
        { target: field('go'), kind: 'click' },
      ];
      expect(hold.adopt(entries)).toEqual([]);
      expect(pageSaw).toEqual([]);
      await vi.runAllTimersAsync();
      expect(delivered.map(textOf)).toEqual(belongsTo ? [] : [PASSWORD]);
      expect(pageSaw).toEqual(belongsTo ? [] : ['click', 'submit']);
    }
  });
});
