import type { Result } from '../api/failures';
import { i18n } from '../i18n';
import { foldWidth, isUserInfoAt } from '../text/fold';
import { type LookupValue, type NormaliseOptions, normaliseLookupValue } from './normalize';

/** A value found in a selection, with what a person should know about how it was read. */
export interface SelectedValue extends LookupValue {
  /** For example "Checked +1 415 666 7777 without the extension 503." */
  note?: string;
  /** Where it was first written in the text (UTF-16 offsets), when the text held several. */
  at?: number;
  end?: number;
}

/** What can be checked, said when a selection holds none of it. */
export const selectionHelp = () => i18n.t('refusal.selectionHelp');

/**
 * A web address, or an address of another scheme that names a host (`ftp://`, `ws://`), or one
 * without a scheme (`//example.com`); `|` ends it (linkify-it's `｜http://google.com｜bar`).
 */
const URL_PATTERN =
  /(?:\b(?:https?|ftps?|sftp|wss?):\/\/|\bmailto:|\btel:|(?<![\p{L}\p{N}_.:/\\-])\/\/(?=[\p{L}\p{N}]))[^\s<>"'`|]+/giu;
const EMAIL_PATTERN = /(?:[\p{L}\p{N}._%+-]|"[^"\s@\\]*")+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** A plus, then digits with the usual separators: +1 (800) 555-0199, +44 7700 900123. */
const PHONE_PATTERN = /\+\d[\d\s().-]{5,22}\d/g;
/**
 * Not right after a path, scheme, `@` or another name (`/path/file.pl`, `hppt://x.com`, `@x.com`);
 * after a colon only as `www.` (`More info:www.example.com`, as text messages run words together).
 */
const DOMAIN_PATTERN =
  /(?:(?<![\p{L}\p{N}_.\-/\\:@])|(?<=[^/]:)(?=www\.))(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}\b/gu;
/**
 * A number as written at home (`0800 169 6031`, `(020) 7946 0018`), read only when the person
 * chose their country's region in options: libphonenumber then decides whether it is one.
 */
const NATIONAL_PHONE_PATTERN = /(?<![\p{L}\p{N}_.\-/\\:@+])\(?0\d(?:[\s.)-]{0,2}\d){7,12}(?!\d)/gu;

/**
 * A number followed by an extension, as libphonenumber writes them: `ext. 503`, `extension 5`,
 * `x 7246433`, `#3456`, `int.3456`, `~1234`, each optionally after a comma. The extension is a
 * line behind the switchboard, not part of the number the scam database knows.
 */
const WITH_EXTENSION =
  /^(.*\d[\s).]*?)[\s,]*(?:ext\.?|extension|extn\.?|x|#|int\.?|~)\s*[:.]?\s*(\d{1,7})#?$/i;

/** The user info of `user:pass@host` in a selection: a credential, never looked up. */
const CREDENTIAL_BEFORE = /(?:^|\s)[^\s:@]+:$/;

/** What a person should know about how the values were read (see SelectedValue.note). */
export function selectionNotes(values: readonly SelectedValue[]): string[] {
  return values.flatMap((value) => [
    ...(value.via ? [i18n.t('card.via', [[...value.via, value.value].join(' → ')])] : []),
    ...(value.note ? [value.note] : []),
  ]);
}

/** Punctuation that surrounds values in prose but is never part of them. */
function stripWrapping(text: string): string {
  return text.replace(/^[\s"'“”‘’«»(<[{]+/u, '').replace(/[\s"'“”‘’«»)>\]}.,;:!?]+$/u, '');
}

/**
 * Finds the values worth checking in selected or pasted text: the whole selection if it is one
 * value, otherwise every URL, e-mail address, international phone number (and, with a region
 * chosen, national one) and domain in it — a whole message — normalised and de-duplicated, in
 * reading order, each with where it was. Text with none gets a sentence with examples.
 */
export function classifySelection(
  selected: string,
  options: NormaliseOptions = {},
): Result<SelectedValue[], string> {
  // Full-width digits, plus signs and punctuation read as their ASCII forms.
  const text = foldWidth(selected);
  const whole = stripWrapping(text.replace(/\s+/g, ' '));
  if (!whole) return { ok: false, failure: selectionHelp() };
  // The selection as written (a leading bracket belongs to the number here).
  const withoutExtension = phoneWithoutExtension(text.replace(/\s+/g, ' ').trim(), options);
  if (withoutExtension) return withoutExtension;
  const single = normaliseLookupValue(whole, options);
  if (single.ok) return { ok: true, value: [single.value] };

  const found: Array<{ at: number; raw: string }> = [];
  let credentials = false;
  let rest = text;
  const patterns = [URL_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, DOMAIN_PATTERN];
  if (options.defaultRegion) patterns.push(NATIONAL_PHONE_PATTERN);
  for (const pattern of patterns) {
    for (const match of rest.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (pattern === EMAIL_PATTERN && isCredential(text, at)) credentials = true;
      else found.push({ at, raw: match[0] });
    }
    // Blank out what this pattern took, so an e-mail's domain is not found again as a domain;
    // a "domain" that is none (`08702840625.COMUK`) stays, for the patterns after it.
    rest = rest.replace(pattern, (match) =>
      pattern === DOMAIN_PATTERN && !normaliseLookupValue(stripWrapping(match), options).ok
        ? match
        : ' '.repeat(match.length),
    );
  }
  found.sort((a, b) => a.at - b.at);

  const values = new Map<string, SelectedValue>();
  for (const { at, raw } of found) {
    const value = normaliseLookupValue(stripWrapping(raw), options);
    if (value.ok && !values.has(value.value.value))
      values.set(value.value.value, { ...value.value, at, end: at + raw.length });
  }
  if (values.size === 0) {
    if (credentials) return { ok: false, failure: i18n.t('refusal.credentials') };
    return {
      ok: false,
      failure:
        single.failure === selectionHelp()
          ? selectionHelp()
          : `${single.failure} ${selectionHelp()}`,
    };
  }
  return { ok: true, value: [...values.values()] };
}

/** `user:pass@host` or the user info of a web address: the match is a credential. */
function isCredential(text: string, at: number): boolean {
  return isUserInfoAt(text, at) || CREDENTIAL_BEFORE.test(text.slice(Math.max(0, at - 256), at));
}

/**
 * A whole selection that is a phone number with an extension: the number with a note saying
 * the extension was left out, or why the number cannot be checked; null when it is not one.
 */
function phoneWithoutExtension(
  whole: string,
  options: NormaliseOptions,
): Result<SelectedValue[], string> | null {
  const match = WITH_EXTENSION.exec(whole);
  const number = match?.[1]?.trim();
  if (!match || !number || !PHONE_NUMBER.test(number)) return null;
  const value = normaliseLookupValue(number, options);
  if (!value.ok) return value;
  return {
    ok: true,
    value: [{ ...value.value, note: i18n.t('refusal.withoutExtension', [number, match[2] ?? '']) }],
  };
}

/** Digits with the usual separators, optionally after a plus: what is left of a number. */
const PHONE_NUMBER = /^\+?[\d\s().\-/~]{6,}$/;
