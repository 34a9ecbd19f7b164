import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { getDomain, parse } from 'tldts';
import type { Result } from '../api/failures';
import { i18n } from '../i18n';
import { hasInvisible } from '../text/clean';
import { unwrapLink } from './unwrap';

export type ValueKind = 'domain' | 'email' | 'phone';

/** A value in the only form that may leave the browser: hostname, e-mail or E.164 phone. */
export interface LookupValue {
  kind: ValueKind;
  value: string;
  /** A wrapped link's wrappers, outermost first: the value is its destination's host. */
  via?: string[];
}

export interface NormaliseOptions {
  /** ISO 3166 region for numbers written without +country code; null = refuse them. */
  defaultRegion?: CountryCode | null;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Starts with +, or is only digits and the usual separators (national numbers; `~` waits for a tone). */
const PHONE_LIKE = /^\+|^[\d\s().\-/~]{6,}$/;
/** 3/10/1984, 10/12/82, 2012-01-02: dates, which libphonenumber never reads as numbers. */
const DATE_LIKE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}$/;
const IPV4_LIKE = /^\d{1,3}(\.\d{1,3}){3}$/;
const MAX_HOSTNAME = 253;
/** One DNS label after IDNA (RFC 1123): 1–63 letters, digits and inner hyphens; no `_`. */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Classifies one candidate (a URL, hostname, e-mail or phone number, with or without a
 * `mailto:`/`tel:` prefix) and normalises it. Anything else is refused with a reason a person
 * can act on. Paths, queries, fragments, credentials and whitespace never survive.
 */
export function normaliseLookupValue(
  input: string,
  options: NormaliseOptions = {},
): Result<LookupValue, string> {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, failure: i18n.t('refusal.nothing') };
  if (/^mailto:/i.test(trimmed)) return asKind('email', normaliseEmail(trimmed.slice(7)));
  if (/^tel:/i.test(trimmed)) return asKind('phone', normalisePhone(trimmed.slice(4), options));
  if (HAS_SCHEME.test(trimmed)) {
    // A wrapped link (Safe Links, Proofpoint…) is checked where it leads, read locally.
    const unwrapped = unwrapLink(trimmed);
    if (unwrapped) {
      const host = asKind('domain', hostnameOfUrl(unwrapped.destination));
      return host.ok ? { ok: true, value: { ...host.value, via: unwrapped.via } } : host;
    }
    return asKind('domain', hostnameOfUrl(trimmed));
  }
  if (trimmed.startsWith('/') && !/^\/\/[^/]/.test(trimmed)) {
    return { ok: false, failure: i18n.t('refusal.path') };
  }
  if (trimmed.includes('@')) return asKind('email', normaliseEmail(trimmed));
  if (DATE_LIKE.test(trimmed)) return { ok: false, failure: i18n.t('refusal.date') };
  if (PHONE_LIKE.test(trimmed) && !IPV4_LIKE.test(trimmed))
    return asKind('phone', normalisePhone(trimmed, options));
  return asKind('domain', hostnameOfUrl(`http://${trimmed}`));
}

function asKind(kind: ValueKind, result: Result<string, string>): Result<LookupValue, string> {
  return result.ok ? { ok: true, value: { kind, value: result.value } } : result;
}

const HOST_SCHEMES = new Set(['http:', 'https:', 'ftp:', 'ftps:', 'sftp:', 'ws:', 'wss:']);

function hostnameOfUrl(input: string): Result<string, string> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, failure: i18n.t('refusal.notDomain') };
  }
  // Other schemes that name a host (`ftp://example.com`) lead to that host as much as a web
  // address does: a person checking one learns about its site. Only the host is sent.
  if (!HOST_SCHEMES.has(url.protocol) || !url.hostname) {
    return { ok: false, failure: i18n.t('refusal.webOnly') };
  }
  // The URL parser has already lowercased the host and turned IDN labels into punycode.
  return normaliseHostname(url.hostname, { stripWww: true });
}

/**
 * Hostname rules: lowercase punycode, no trailing dot, valid DNS labels (a malformed host such
 * as `_example.com` or `.example.com` is never sent), a public suffix (so names from a private
 * network such as `printer.local` never leave the browser), no IP literals, no single labels.
 * Leading `www.` labels are dropped: they name the same site, and one cache entry serves both.
 */
export function normaliseHostname(
  raw: string,
  { stripWww }: { stripWww: boolean },
): Result<string, string> {
  let host = raw.toLowerCase().replace(/\.$/, '');
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || host.startsWith('[')) {
    return { ok: false, failure: i18n.t('refusal.ipAddress') };
  }
  if (!host.includes('.')) return { ok: false, failure: i18n.t('refusal.fullDomain') };
  if (!host.split('.').every((label) => HOST_LABEL.test(label))) {
    return {
      ok: false,
      failure: i18n.t('refusal.badLabels', [host]),
    };
  }
  if (!(parsed.isIcann || parsed.isPrivate) || !parsed.domain || host.length > MAX_HOSTNAME) {
    return { ok: false, failure: i18n.t('refusal.notPublic', [host]) };
  }
  while (stripWww && host.startsWith('www.') && getDomain(host.slice(4)) !== null) {
    host = host.slice(4);
  }
  return { ok: true, value: host };
}

/**
 * E-mail rules: the domain as a hostname (punycode, lowercase), and the local part lowercased
 * too. Strictly, local parts may be case-sensitive (RFC 5321 §2.4), but no major provider treats
 * them so and scam reports do not either, so one address gets one cache entry and one lookup.
 */
export function normaliseEmail(input: string): Result<string, string> {
  const refused = { ok: false as const, failure: i18n.t('refusal.notEmail') };
  const value = input.trim();
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  // Quoted pieces of a local part (`test."foo".bar`) are kept; anything else odd is refused.
  const unquoted = `${local.replace(/"[^"\\\s@]*"/g, 'q')}${value.slice(at)}`;
  if (at < 1 || /[\s/?#"<>()[\]\\,;:]/.test(unquoted) || hasInvisible(value)) return refused;
  if (local.length > 64 || local.includes('@') || local.startsWith('.') || local.endsWith('.')) {
    return refused;
  }
  let domainHost: string;
  try {
    domainHost = new URL(`http://${value.slice(at + 1)}`).hostname;
  } catch {
    return refused;
  }
  const domain = normaliseHostname(domainHost, { stripWww: false });
  return domain.ok ? { ok: true, value: `${local.toLowerCase()}@${domain.value}` } : refused;
}

/** Phone rules: E.164 via libphonenumber; a number without +country needs a default region. */
export function normalisePhone(input: string, options: NormaliseOptions): Result<string, string> {
  const value = input.trim();
  const international = value.startsWith('+');
  if (!international && !options.defaultRegion) {
    return {
      ok: false,
      failure: i18n.t('refusal.international'),
    };
  }
  const phone = parsePhoneNumberFromString(
    value,
    international ? undefined : options.defaultRegion!,
  );
  if (!phone?.isPossible()) {
    return { ok: false, failure: i18n.t('refusal.incompletePhone') };
  }
  return { ok: true, value: phone.number };
}
