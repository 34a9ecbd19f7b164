import { listenKept } from '../content/relisten';
import { clickedFrom, focusedFor } from '../content/shadow-roots';
import { fieldText } from '../content/typing-hold';
import { isLongEnough } from '../passwords/password-protocol';
import { isPasswordField } from './fields';
import type { PasswordKit } from './password-kit';

/**
 * On a site a password may belong to (`keep` mode): a sign-in's password fingerprinted and
 * reported, so that it is known for this site from now on. A sign-in is a form holding a password
 * submitted, Enter in a password field, or a button pressed beside one (pages that sign in with
 * their own script send no form).
 *
 * The watch listens from the frame's start, before its mode is known and before the kit (the
 * fingerprint's code, password-kit.js) is here: a password manager fills and sends a form as the
 * page opens. A sign-in made meanwhile is noted in this frame's memory and fingerprinted when the
 * kit comes, or dropped when the frame turns out not to be on such a site. Once the kit is here,
 * the fingerprint is made as the person types (WebCrypto works off the main thread) so that it is
 * ready before a submission takes the page away; a form sent before it is (Enter right after the
 * last key, or a page without WebCrypto: plain http) has it made at once, in the submission's own
 * turn. A form sent to a server that answers before the kit could come takes the noted password
 * with the page: that sign-in is not kept, the next one is. A submission is never held back or
 * sent again, and nothing of this reaches the page, which only ever sees its own field.
 */

const BUTTONS =
  'button, input[type="submit"], input[type="image"], input[type="button"], [role="button"]';
/** Passwords noted before the kit came, at most (a sign-in form has one, a change form three). */
const MOST_NOTED = 4;

export interface SignInWatch {
  /** The frame's salt once its mode is known: a site passwords may belong to; null when not. */
  salt: Promise<string | null>;
  /** The kit, loaded on first need; null when it cannot be had. */
  kit: () => Promise<PasswordKit | null>;
  report: (prints: string[]) => void;
  signal: AbortSignal;
}

export function watchSignIns({ salt: saltAsked, kit, report, signal }: SignInWatch): void {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  let salt: string | null = null;
  let loaded: PasswordKit | null = null;
  /** Passwords signed in with before the kit and the salt were both here. */
  let noted: string[] = [];
  /** Each field's latest text and its fingerprint, made ahead (`done` once it is). */
  const made = new WeakMap<Element, { text: string; print: Promise<string>; done?: string }>();
  const reported = new Set<string>();
  /**
   * Password fields the person went into or filled in (a click elsewhere costs no search). Their
   * input may come from Linkwise's own delivery of typing held while the site was checked, which
   * is no trusted event: any input counts, the value being read from the field itself.
   */
  const touched = new Set<HTMLElement>();

  /** Reports the prints not reported yet (at once: a page about to go away still sends it). */
  function reportNew(all: readonly string[]): void {
    const prints = [...new Set(all)].filter((print) => !reported.has(print)).slice(0, MOST_NOTED);
    if (prints.length === 0) return;
    for (const print of prints) reported.add(print);
    report(prints);
  }
  /** The kit, asked for once the frame's mode is known to want it; what was noted then goes. */
  let asked = false;
  const fetchKit = () => {
    const known = salt;
    if (known === null || asked) return;
    asked = true;
    void kit().then((arrived) => {
      loaded = arrived;
      if (!arrived) controller.abort();
      const waiting = noted;
      noted = [];
      if (arrived && waiting.length > 0)
        void Promise.all(waiting.map((text) => arrived.fingerprintOf(text, known))).then(reportNew);
    });
  };
  /** The fingerprint of what `field` holds now: made once per text, null before the kit. */
  const printOf = (field: HTMLElement) => {
    const text = fieldText(field);
    const known = made.get(field);
    if (known?.text === text) return known.print;
    if (!loaded || !salt) return null;
    const entry: { text: string; print: Promise<string>; done?: string } = {
      text,
      print: loaded.fingerprintOf(text, salt),
    };
    void entry.print.then((print) => {
      entry.done = print;
    });
    made.set(field, entry);
    return entry.print;
  };
  /**
   * A sign-in with `fields`: made now (`now`, a form being sent), or as soon as it can be; noted
   * until the kit is here.
   */
  function signedIn(fields: HTMLElement[], now: boolean): void {
    const texts = fields.map(fieldText).filter(isLongEnough);
    if (texts.length === 0) return;
    if (!loaded || !salt) {
      noted = [...new Set([...noted, ...texts])].slice(0, MOST_NOTED);
      fetchKit();
      return;
    }
    const kitNow = loaded;
    const saltNow = salt;
    if (now)
      reportNew(
        fields
          .filter((field) => isLongEnough(fieldText(field)))
          .map((field) => {
            const known = made.get(field);
            return known?.text === fieldText(field) && known.done
              ? known.done
              : kitNow.fingerprintNow(fieldText(field), saltNow);
          }),
      );
    else
      void Promise.all(fields.map(printOf)).then((prints) =>
        reportNew(prints.filter((print): print is string => print !== null)),
      );
  }
  void saltAsked.then((known) => {
    if (!known) {
      noted = [];
      controller.abort();
      return;
    }
    salt = known;
    // A sign-in form already here (or one noted): the kit comes now, not with the first step.
    if (touched.size > 0 || noted.length > 0 || document.querySelector('input[type="password"]'))
      fetchKit();
  });

  /** Those in `scope` holding a password long enough to keep. */
  const filled = (scope: Node) =>
    [...touched].filter(
      (field) => field.isConnected && scope.contains(field) && isLongEnough(fieldText(field)),
    );
  /** A form's password fields, touched or not (a browser's autofill may touch none). */
  const inForm = (form: HTMLFormElement) =>
    [...form.querySelectorAll('input')].filter(
      (field) => isPasswordField(field) && isLongEnough(fieldText(field)),
    );
  /** A password field gone into or changed: the kit comes, the fingerprint is made ahead. */
  const touch = (field: HTMLElement, ahead: boolean) => {
    touched.add(field);
    fetchKit();
    if (ahead && isLongEnough(fieldText(field))) printOf(field);
  };

  const options = { capture: true, signal: controller.signal };
  listenKept(
    window,
    'input',
    (event) => {
      const field = focusedFor(event);
      // Made ahead with each change where it costs the page nothing (WebCrypto, off the main
      // thread); a page without it makes it when the form is sent.
      if (isPasswordField(field)) touch(field, Boolean(crypto.subtle));
    },
    options,
  );
  listenKept(
    window,
    'focusin',
    (event) => {
      const field = focusedFor(event);
      if (isPasswordField(field)) touch(field, false);
    },
    options,
  );
  listenKept(
    window,
    'focusout',
    (event) => {
      const field = focusedFor(event);
      if (isPasswordField(field)) touch(field, true);
    },
    options,
  );
  listenKept(
    window,
    'submit',
    (event) => {
      // What is not made yet is made now, in this turn: the page may be gone by the next.
      if (event.target instanceof HTMLFormElement) signedIn(inForm(event.target), true);
    },
    options,
  );
  listenKept(
    window,
    'keydown',
    (event) => {
      const field = focusedFor(event);
      if ((event as KeyboardEvent).key !== 'Enter' || !isPasswordField(field)) return;
      signedIn(filled((field as HTMLInputElement).form ?? field), false);
    },
    options,
  );
  listenKept(
    window,
    'click',
    (event) => {
      const target = clickedFrom(event as MouseEvent);
      const button = target instanceof Element ? target.closest(BUTTONS) : null;
      if (!button) return;
      const form = (button as HTMLButtonElement).form ?? button.closest('form');
      // Outside a form, the fields beside it in its own tree: the document, or its shadow root.
      signedIn(filled(form ?? button.getRootNode()), false);
    },
    options,
  );
}
