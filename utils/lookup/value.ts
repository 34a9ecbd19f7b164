import type { Result } from '../api/failures';

export type LookupKind = 'domain' | 'email' | 'phone';
export interface LookupValue {
  kind: LookupKind;
  /** The only thing ever sent to the lookup service. */
  value: string;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const PHONE_SEPARATORS = /[\s().-]/g;
/** E.164: a plus sign, then 7 to 15 digits, not starting with 0. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Reduces a URL or host to a hostname that is safe to send: lowercase, punycode (the URL parser
 * does IDN), trailing dot removed. IP literals and single-label names are refused: they say
 * nothing a scam database knows and can reveal a private network.
 */
export function toHostname(input: string): Result<string, string> {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return { ok: false, failure: 'This is not a domain or web address.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, failure: 'Only web addresses (http or https) can be checked.' };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || IPV4.test(host)) {
    return { ok: false, failure: 'IP addresses are not checked.' };
  }
  if (!host.includes('.')) {
    return { ok: false, failure: 'Enter a full domain name, such as example.com.' };
  }
  return { ok: true, value: host };
}

/**
 * Classifies one value and normalises it to what the lookup service accepts: a hostname, an
 * e-mail address (domain part lowercased and punycoded) or an E.164 phone number. Paths,
 * queries, fragments and credentials can never come out of this function.
 */
export function toLookupValue(input: string): Result<LookupValue, string> {
  const trimmed = input.trim().replace(/^mailto:/i, '');
  if (/^(tel:)?\+/i.test(trimmed)) {
    const phone = trimmed.replace(/^tel:/i, '').replace(PHONE_SEPARATORS, '');
    return E164.test(phone)
      ? { ok: true, value: { kind: 'phone', value: phone } }
      : {
          ok: false,
          failure: 'Write phone numbers in international form, such as +1 800 555 0199.',
        };
  }
  // Without a scheme, anything with an @ is an e-mail address or nothing: read as a URL,
  // "a@b.com" would quietly turn into the host b.com.
  if (!HAS_SCHEME.test(trimmed) && trimmed.includes('@')) return toEmail(trimmed);
  const host = toHostname(trimmed);
  return host.ok ? { ok: true, value: { kind: 'domain', value: host.value } } : host;
}

function toEmail(input: string): Result<LookupValue, string> {
  const at = input.lastIndexOf('@');
  const local = input.slice(0, at);
  const domain = /[\s/]/.test(input) ? null : toHostname(input.slice(at + 1));
  if (!domain?.ok || !local || local.length > 64 || /[@:]/.test(local)) {
    return { ok: false, failure: 'This is not a valid e-mail address.' };
  }
  return { ok: true, value: { kind: 'email', value: `${local}@${domain.value}` } };
}
