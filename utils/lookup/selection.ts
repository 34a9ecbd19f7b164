import type { Result } from '../api/failures';
import { type LookupValue, type NormaliseOptions, normaliseLookupValue } from './normalize';

/** At most this many values are checked from one selection. */
export const MAX_CANDIDATES = 5;

export const SELECTION_HELP =
  'Select a phone number in international form (+1 800 555 0199), an e-mail address (name@example.com), a domain (example.com) or a web address.';

const URL_PATTERN = /\b(?:https?:\/\/|mailto:|tel:)[^\s<>"'`]+/gi;
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** A plus, then digits with the usual separators: +1 (800) 555-0199, +44 7700 900123. */
const PHONE_PATTERN = /\+\d[\d\s().-]{5,22}\d/g;
const DOMAIN_PATTERN = /\b(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}\b/gu;

/** Punctuation that surrounds values in prose but is never part of them. */
function stripWrapping(text: string): string {
  return text.replace(/^[\s"'“”‘’«»(<[{]+/u, '').replace(/[\s"'“”‘’«»)>\]}.,;:!?]+$/u, '');
}

/**
 * Finds the values worth checking in selected text: the whole selection if it is one value,
 * otherwise every URL, e-mail address, international phone number and domain in it, normalised
 * and de-duplicated, in reading order. Text with none gets a sentence with examples.
 */
export function classifySelection(
  text: string,
  options: NormaliseOptions = {},
): Result<LookupValue[], string> {
  const whole = stripWrapping(text.replace(/\s+/g, ' '));
  if (!whole) return { ok: false, failure: SELECTION_HELP };
  const single = normaliseLookupValue(whole, options);
  if (single.ok) return { ok: true, value: [single.value] };

  const found: Array<{ at: number; raw: string }> = [];
  let rest = text;
  for (const pattern of [URL_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, DOMAIN_PATTERN]) {
    for (const match of rest.matchAll(pattern)) {
      found.push({ at: match.index ?? 0, raw: match[0] });
    }
    // Blank out what this pattern took, so an e-mail's domain is not found again as a domain.
    rest = rest.replace(pattern, (match) => ' '.repeat(match.length));
  }
  found.sort((a, b) => a.at - b.at);

  const values = new Map<string, LookupValue>();
  for (const { raw } of found) {
    const value = normaliseLookupValue(stripWrapping(raw), options);
    if (value.ok && !values.has(value.value.value)) values.set(value.value.value, value.value);
  }
  if (values.size === 0) {
    return {
      ok: false,
      failure:
        single.failure === SELECTION_HELP ? SELECTION_HELP : `${single.failure} ${SELECTION_HELP}`,
    };
  }
  return { ok: true, value: [...values.values()].slice(0, MAX_CANDIDATES) };
}
