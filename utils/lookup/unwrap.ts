import { WRAPPER_FORMATS } from './wrappers';

/** Wrappers inside wrappers (Safe Links around google.com/url…): more is not a real link. */
const MAX_DEPTH = 4;

/** Where a wrapped link really leads, and the wrappers it went through, outermost first. */
export interface Unwrapped {
  destination: string;
  via: string[];
}

/**
 * A quick test on an href as written, before any parsing: could it be a wrapper? Every format
 * in the table names its host or a telling path; most links fail this at once.
 */
const MAYBE_WRAPPED =
  /safelinks|urldefense|cudasvc|google\.|\/url\?|facebook\.com|messenger\.com|instagram\.com|youtube\.com|linkedin\.com|slack-redir|steamcommunity|out\.reddit|vk\.com/i;

export function mayBeWrapped(href: string): boolean {
  return MAYBE_WRAPPED.test(href);
}

/** A host name as DNS writes it (IDNs arrive as `xn--`), its last label holding a letter. */
const HOST_NAME = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]*[a-z][a-z0-9_-]*$/;

/**
 * An absolute http(s) URL with a host name, or null: a destination that is not one (another
 * scheme, an IP address, which is never looked up; a broken inner link whose "host" is a piece
 * of its escapes, `+a` out of `%2B`) is not followed.
 */
function webUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return HOST_NAME.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The destination of a wrapped link, with no request: the wrapper formats read one inside the
 * other, at most four deep. Null when `href` is not a wrapper we can read (it is then looked up
 * as it is). The destination is always a URL the text names, never one guessed.
 */
export function unwrapLink(href: string): Unwrapped | null {
  if (!mayBeWrapped(href)) return null;
  const via: string[] = [];
  let current = webUrl(href);
  while (current && via.length < MAX_DEPTH) {
    const host = current.hostname.toLowerCase();
    const format = WRAPPER_FORMATS.find((each) => each.owns(host));
    if (!format) break;
    const inner = webUrl((format.inner(current) ?? '').trim());
    if (!inner) break;
    via.push(format.name);
    current = inner;
  }
  return via.length > 0 && current ? { destination: current.href, via } : null;
}
