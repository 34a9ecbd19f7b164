import { listenKept } from '../content/relisten';
import { fieldText } from '../content/typing-hold';
import { fingerprintNow, fingerprintOf } from '../passwords/fingerprint';
import { isLongEnough } from '../passwords/password-protocol';
import { isPasswordField } from './fields';

/**
 * On a site a password may belong to (`keep` mode): a sign-in's password fingerprinted and
 * reported, so that it is known for this site from now on. A sign-in is a form holding a password
 * submitted, Enter in a password field, or a button pressed beside one (pages that sign in with
 * their own script send no form). The fingerprint is made as the person types (WebCrypto works
 * off the main thread) so that it is ready before a submission takes the page away; for a form
 * sent before it is (Enter right after the last key, or a page without WebCrypto: plain http) it
 * is made at once, in the submission's own turn. A submission is never held back or sent again:
 * the page's own sending is left exactly as it was. Nothing of it reaches the page, which only
 * ever sees its own field.
 */

const BUTTONS =
  'button, input[type="submit"], input[type="image"], input[type="button"], [role="button"]';

export function watchSignIns(
  salt: string,
  report: (prints: string[]) => void,
  focused?: HTMLElement,
  signal?: AbortSignal,
): void {
  /** Each field's latest text and its fingerprint, made ahead (`done` once it is). */
  const made = new WeakMap<Element, { text: string; print: Promise<string>; done?: string }>();
  const reported = new Set<string>();
  const printOf = (field: HTMLElement) => {
    const text = fieldText(field);
    const known = made.get(field);
    if (known?.text === text) return known.print;
    const entry: { text: string; print: Promise<string>; done?: string } = {
      text,
      print: fingerprintOf(text, salt),
    };
    void entry.print.then((print) => {
      entry.done = print;
    });
    made.set(field, entry);
    return entry.print;
  };
  /**
   * Password fields the person went into or filled in (a click elsewhere costs no search). Their
   * input may come from Linkwise's own delivery of typing held while the site was checked, which
   * is no trusted event: any input counts, the value being read from the field itself.
   */
  const touched = new Set<HTMLElement>(focused ? [focused] : []);
  const longEnough = (fields: Iterable<HTMLElement>) =>
    [...fields].filter((field) => field.isConnected && isLongEnough(fieldText(field)));
  /** Those in `scope` holding a password long enough to keep. */
  const filled = (scope: Node) => longEnough([...touched].filter((field) => scope.contains(field)));
  /** A form's password fields, touched or not (a browser's autofill may touch none). */
  const inForm = (form: HTMLFormElement) =>
    longEnough([...form.querySelectorAll('input')].filter(isPasswordField));
  /** Reports the prints not reported yet (at once: a page about to go away still sends it). */
  function reportNew(all: readonly string[]): void {
    const prints = [...new Set(all)].filter((print) => !reported.has(print)).slice(0, 4);
    if (prints.length === 0) return;
    for (const print of prints) reported.add(print);
    report(prints);
  }
  async function signedIn(fields: HTMLElement[]): Promise<void> {
    reportNew(await Promise.all(fields.map(printOf)));
  }

  const options = { capture: true, signal };
  listenKept(
    window,
    'input',
    (event) => {
      const field = event.composedPath()[0];
      if (!isPasswordField(field)) return;
      touched.add(field);
      // Made ahead with each change where it costs the page nothing (WebCrypto, off the main
      // thread); a page without it makes it when the form is sent.
      if (crypto.subtle && isLongEnough(fieldText(field))) void printOf(field);
    },
    options,
  );
  listenKept(
    window,
    'focusin',
    (event) => {
      const field = event.composedPath()[0];
      if (isPasswordField(field)) touched.add(field);
    },
    options,
  );
  listenKept(
    window,
    'focusout',
    (event) => {
      const field = event.composedPath()[0];
      if (isPasswordField(field) && isLongEnough(fieldText(field))) void printOf(field);
    },
    options,
  );
  listenKept(
    window,
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const fields = inForm(form);
      // What is not made yet is made now, in this turn: the page may be gone by the next.
      reportNew(
        fields.map((field) => {
          const known = made.get(field);
          return known?.text === fieldText(field) && known.done
            ? known.done
            : fingerprintNow(fieldText(field), salt);
        }),
      );
    },
    options,
  );
  listenKept(
    window,
    'keydown',
    (event) => {
      const field = event.composedPath()[0];
      if ((event as KeyboardEvent).key !== 'Enter' || !isPasswordField(field)) return;
      void signedIn(filled((field as HTMLInputElement).form ?? field));
    },
    options,
  );
  listenKept(
    window,
    'click',
    (event) => {
      const target = event.composedPath()[0];
      const button = target instanceof Element ? target.closest(BUTTONS) : null;
      if (!button) return;
      const form = (button as HTMLButtonElement).form ?? button.closest('form');
      void signedIn(filled(form ?? document));
    },
    options,
  );
}
