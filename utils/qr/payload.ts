/**
 * What a QR code holds, in the words a person knows: a web address, an e-mail, a phone number,
 * a text message, a contact card, a Wi-Fi network or plain text. Each kind says which part of it
 * is looked up (the same classification as a selection then finds the values), so a code is
 * judged where it leads, never by its picture.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { classifySelection, type SelectedValue } from '../lookup/selection';

export type QrKind = 'web' | 'email' | 'phone' | 'sms' | 'contact' | 'wifi' | 'text';

export interface QrPayload {
  kind: QrKind;
  /** The code's text as shown to the person (bounded; a Wi-Fi password is left out). */
  shown: string;
  /** What is looked up, or null when nothing in it can be (a Wi-Fi network, a long text). */
  lookup: string | null;
}

/** Text a code may hold is up to ~7 kB; the card shows the start, the copy button all of it. */
const SHOWN_MAX = 300;
/** Plain text longer than this is a note, not a value: it is shown, not looked up. */
const LOOKUP_TEXT_MAX = 200;

/** `scheme:rest`, case-insensitively (codes are often written in capitals to stay small). */
const scheme = (text: string, name: string) =>
  text.slice(0, name.length + 1).toLowerCase() === `${name}:`;

/** `KEY:value` fields of MECARD/MATMSG/WIFI payloads (`;` separated, `\;` escaped). */
function fields(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of body.split(/(?<!\\);/)) {
    const at = part.indexOf(':');
    if (at > 0)
      found.set(part.slice(0, at).toUpperCase(), part.slice(at + 1).replace(/\\(.)/g, '$1'));
  }
  return found;
}

/** The telephone, e-mail and web lines of a vCard or MECARD, joined for the selection finder. */
function contactValues(text: string): string {
  if (scheme(text, 'mecard')) {
    const card = fields(text.slice(7));
    return ['TEL', 'EMAIL', 'URL'].flatMap((key) => card.get(key) ?? []).join(' ');
  }
  return [...text.matchAll(/^(?:item\d+\.)?(TEL|EMAIL|URL)[^:\n]*:(.+)$/gim)]
    .map((match) => match[2]?.trim() ?? '')
    .join(' ');
}

/** Percent-decoded, or as written when the escapes are broken. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function readPayload(raw: string): QrPayload {
  const text = raw.trim();
  const shown = text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text;
  if (/^https?:\/\//i.test(text)) return { kind: 'web', shown, lookup: text };
  if (scheme(text, 'mailto')) {
    // mailto:to?subject=…&body=… (how codes that open a mail are written): the address is looked
    // up, the first of several.
    const to = decoded(text.slice(7).split('?')[0]!.split(',')[0]!).trim();
    return { kind: 'email', shown, lookup: to || null };
  }
  if (scheme(text, 'matmsg')) {
    const to = fields(text.slice(7)).get('TO') ?? null;
    return { kind: 'email', shown, lookup: to };
  }
  if (scheme(text, 'tel')) return { kind: 'phone', shown, lookup: text.slice(4) };
  if (scheme(text, 'smsto') || scheme(text, 'sms')) {
    // smsto:+44…:body and sms:+44…?body=…: the number is what is looked up.
    const number = text.slice(text.indexOf(':') + 1).split(/[:?]/)[0] ?? '';
    return { kind: 'sms', shown, lookup: number || null };
  }
  if (scheme(text, 'wifi')) {
    const network = fields(text.slice(5)).get('S') ?? '';
    return { kind: 'wifi', shown: network, lookup: null };
  }
  if (/^BEGIN:VCARD/i.test(text) || scheme(text, 'mecard')) {
    const values = contactValues(text);
    return { kind: 'contact', shown, lookup: values || null };
  }
  return { kind: 'text', shown, lookup: text.length <= LOOKUP_TEXT_MAX ? text : null };
}

/**
 * The values a code leads to, read as a selection is: a web address by its host (a wrapped one
 * by its destination's, which normalising reads out), an e-mail, a phone. None for a Wi-Fi
 * network or a long text.
 */
export function valuesOfPayload(payload: QrPayload, region: string | null): SelectedValue[] {
  if (!payload.lookup) return [];
  const found = classifySelection(payload.lookup, { defaultRegion: region as CountryCode | null });
  return found.ok ? found.value : [];
}
