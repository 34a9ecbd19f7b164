import { pbkdf2Sha256 } from './sha256';

/**
 * A password's fingerprint: what Linkwise keeps instead of the password, and what it compares.
 *
 * PBKDF2-HMAC-SHA256 over the password (NFC, as UTF-8) with this install's random salt, cut to its
 * first 24 bits. Why these three:
 * - **Salted** (16 random bytes, made once per install, kept in local storage): no table made
 *   in advance fits, and the same password has a different fingerprint in every browser.
 * - **Slow** (100 000 iterations: the whole wait before a typed password goes in is about 70 ms
 *   with WebCrypto, about 450 ms in plain JavaScript on a page served over http; BENCHMARKS.md): each guess costs an attacker who copied the
 *   profile 100 000 HMACs.
 * - **Cut short** (24 bits: one in 16.7 million passwords shares any fingerprint): what is kept
 *   cannot name the password even for a guesser with time. A list of a billion candidates leaves
 *   about 60 that fit, and a password strong enough not to be on such a list leaves millions.
 *   The price: an unrelated password matches one of N kept fingerprints once in 16.7 million / N
 *   comparisons (with 30 kept, about once in 560 000 passwords typed on new sites).
 *
 * The same bits come from WebCrypto and from sha256.ts (tests compare them), so the side that
 * makes a fingerprint never matters.
 */
export const FINGERPRINT = {
  iterations: 100_000,
  bits: 24,
  saltBytes: 16,
} as const;

/** A fingerprint as stored and sent: 6 lowercase hex digits. */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{6}$/;
/** A salt as stored and sent: 32 lowercase hex digits. */
export const SALT_PATTERN = /^[0-9a-f]{32}$/;

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export function saltFromHex(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** A new random salt, for a new install (or after every fingerprint was forgotten). */
export const newSalt = () => hex(crypto.getRandomValues(new Uint8Array(FINGERPRINT.saltBytes)));

/**
 * The fingerprint of `password` under `salt` (hex). WebCrypto where the page is a secure context;
 * plain JavaScript where it is not (a content script on an http page has no `crypto.subtle`).
 */
export async function fingerprintOf(
  password: string,
  salt: string,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<string> {
  if (!subtle) return fingerprintNow(password, salt);
  const bytes = encoded(password);
  const key = await subtle.importKey('raw', bytes, 'PBKDF2', false, ['deriveBits']);
  bytes.fill(0);
  const params = {
    name: 'PBKDF2',
    hash: 'SHA-256',
    salt: saltFromHex(salt),
    iterations: FINGERPRINT.iterations,
  };
  const bits = new Uint8Array(await subtle.deriveBits(params, key, 256));
  // Copied byte by byte: in a Firefox content script the result belongs to the page's
  // compartment, whose typed-array methods (`subarray`, spreading) are denied to this one.
  const derived = new Uint8Array(bits.length);
  for (let index = 0; index < bits.length; index++) derived[index] = bits[index]!;
  return cut(derived);
}

/**
 * The same fingerprint at once, in plain JavaScript (a few hundred milliseconds of the main
 * thread): where there is no WebCrypto, and for a form that is being sent now, before a page that
 * goes away could let an answer come back.
 */
export function fingerprintNow(password: string, salt: string): string {
  const bytes = encoded(password);
  const derived = pbkdf2Sha256(bytes, saltFromHex(salt), FINGERPRINT.iterations);
  bytes.fill(0);
  return cut(derived);
}

/** A password as PBKDF2 reads it: NFC, UTF-8 (the caller zeroes the bytes once used). */
const encoded = (password: string) => new TextEncoder().encode(password.normalize('NFC'));
/** The fingerprint: the first 24 bits of the derived key. */
const cut = (derived: Uint8Array) => hex(derived.subarray(0, FINGERPRINT.bits / 8));
