import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordKit } from '@/utils/password-fields/password-kit';
import { watchSignIns } from '@/utils/password-fields/sign-ins';
import { closedRoot } from '../support/closed-root';

/**
 * The sign-in watch of a site passwords may belong to (utils/password-fields/sign-ins.ts): it
 * listens from the frame's start, so a sign-in made before the frame's mode is known or before
 * the kit came (a password manager fills and sends the form as the page opens) is still kept.
 * The kit here is a stand-in whose fingerprint names the text, so that what was reported shows.
 */

const PASSWORD = 'Correct-Horse-77!';
const SALT = '00112233445566778899aabbccddeeff';
let stops: AbortController;
let reported: string[][];
let kitAsked: number;

/** A kit whose "fingerprint" names the text, the same from both ways of making it. */
const kit: PasswordKit = {
  fingerprintOf: async (text) => `fp:${text}`,
  fingerprintNow: (text) => `fp:${text}`,
};

/** Answers the frame's mode (its salt, or null) and the kit when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function start(salt: Promise<string | null>, kitArrives: Promise<PasswordKit | null>): void {
  watchSignIns({
    salt,
    kit: () => {
      kitAsked++;
      return kitArrives;
    },
    report: (prints) => reported.push(prints),
    signal: stops.signal,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const field = () => document.getElementById('password') as HTMLInputElement;

/** A person (or their password manager) puts the password in and sends the form. */
function signIn(password = PASSWORD): void {
  field().focus();
  field().value = password;
  field().dispatchEvent(new Event('input', { bubbles: true }));
  const form = document.querySelector('form')!;
  form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  stops = new AbortController();
  reported = [];
  kitAsked = 0;
  document.body.innerHTML =
    '<form><input id="user" autocomplete="username"><input id="password" type="password"><button id="go" type="button">Sign in</button></form><button id="elsewhere">Menu</button>';
});
afterEach(() => {
  stops.abort();
  document.body.innerHTML = '';
});

describe('the sign-in watch', () => {
  it('with the kit here, a form sent has its fingerprint made in the submission’s own turn', async () => {
    const kitHere = deferred<PasswordKit | null>();
    start(Promise.resolve(SALT), kitHere.promise);
    await settle();
    // A sign-in form already on the page: the kit is asked for as the mode comes.
    expect(kitAsked).toBe(1);
    kitHere.resolve(kit);
    await settle();
    signIn();
    // Reported before any await: a page that goes away with its form still sent it.
    expect(reported).toEqual([[`fp:${PASSWORD}`]]);
  });

  it('a sign-in made before the frame’s mode is known is kept once it is, and only once', async () => {
    const mode = deferred<string | null>();
    start(mode.promise, Promise.resolve(kit));
    signIn();
    document.getElementById('go')!.click();
    expect(reported).toEqual([]);
    expect(kitAsked).toBe(0);
    mode.resolve(SALT);
    await settle();
    await settle();
    expect(kitAsked).toBe(1);
    expect(reported).toEqual([[`fp:${PASSWORD}`]]);
  });

  it('a sign-in made while the kit is on its way is kept when it comes', async () => {
    const kitHere = deferred<PasswordKit | null>();
    start(Promise.resolve(SALT), kitHere.promise);
    await settle();
    signIn();
    expect(reported).toEqual([]);
    kitHere.resolve(kit);
    await settle();
    await settle();
    expect(reported).toEqual([[`fp:${PASSWORD}`]]);
    // The same password sent again is not reported twice.
    signIn();
    expect(reported).toHaveLength(1);
  });

  it('on a site no password belongs to, what was noted is dropped and nothing more is watched', async () => {
    const mode = deferred<string | null>();
    start(mode.promise, Promise.resolve(kit));
    signIn();
    mode.resolve(null);
    await settle();
    signIn('Another-Password-1');
    await settle();
    expect(kitAsked).toBe(0);
    expect(reported).toEqual([]);
  });

  it('a page with no password field asks for no kit until the person goes into one', async () => {
    document.body.innerHTML = '<p>News</p><input id="search" type="search">';
    start(Promise.resolve(SALT), Promise.resolve(kit));
    await settle();
    expect(kitAsked).toBe(0);
    const later = document.createElement('input');
    later.type = 'password';
    document.body.append(later);
    later.focus();
    expect(kitAsked).toBe(1);
  });

  it('a button pressed beside a filled password field is a sign-in; a button elsewhere in its page is too, one outside its form is not counted twice', async () => {
    start(Promise.resolve(SALT), Promise.resolve(kit));
    await settle();
    field().focus();
    field().value = PASSWORD;
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    document.getElementById('go')!.click();
    await settle();
    document.getElementById('elsewhere')!.click();
    await settle();
    expect(reported).toEqual([[`fp:${PASSWORD}`]]);
  });

  it('a sign-in in a form drawn in a closed shadow root is kept: its events come aimed at the root’s host', async () => {
    const { host, root } = closedRoot(
      '<form><input id="kit-password" type="password"><button id="kit-go" type="button">Sign in</button></form>',
    );
    try {
      start(Promise.resolve(SALT), Promise.resolve(kit));
      await settle();
      const kitField = root.getElementById('kit-password') as HTMLInputElement;
      kitField.focus();
      host.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      kitField.value = PASSWORD;
      host.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      expect(kitAsked).toBe(1);
      // Its own button, pressed with a key (the focused one): the window hears the host.
      (root.getElementById('kit-go') as HTMLButtonElement).focus();
      host.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
      await settle();
      expect(reported).toEqual([[`fp:${PASSWORD}`]]);
      // Enter in the field, a new password: kept as well.
      kitField.focus();
      kitField.value = 'Another-Kept-55';
      host.dispatchEvent(new Event('input', { bubbles: true }));
      host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await settle();
      expect(reported).toEqual([[`fp:${PASSWORD}`], ['fp:Another-Kept-55']]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a text too short to be a password is never noted or reported', async () => {
    start(Promise.resolve(SALT), Promise.resolve(kit));
    await settle();
    signIn('abc');
    await settle();
    expect(reported).toEqual([]);
  });
});
