import { foldWidth, isUserInfoAt } from '../text/fold';

/**
 * What to check on a page, read from links and text. Everything here only reads the DOM; the
 * caller decides what to mark, and only risky items are ever touched.
 */

/** Editable regions: their content belongs to the person typing, never marked. */
export const EDITABLE_SELECTOR = '[contenteditable]:not([contenteditable="false"])';

/**
 * Text inside these is never scanned: code, forms, hidden templates, links (their href is
 * checked instead) and editable regions; a `<pre>` only for e-mail addresses (utils/scan/kinds.ts). Only text holding an `@` or a `+` is ever tested
 * against it, so the test costs nothing on ordinary text. Linkwise's own UI needs no entry: every
 * surface is a closed shadow root's host with no children of its own, so no walk meets its text.
 */
export const TEXT_SKIP_SELECTOR = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'input',
  'select',
  'option',
  'code',
  'pre',
  'title',
  'a',
  'area',
  EDITABLE_SELECTOR,
].join(',');

export interface ScanOptions {
  pageHost: string;
  /**
   * The page's registrable domain (Public Suffix List, private section included, from the
   * background): links within it are the page's own site, covered by the site check. Null for
   * hosts without one (IP addresses, `localhost`): then only the page's exact host is its own.
   */
  pageSite: string | null;
  links: boolean;
  emails: boolean;
  phones: boolean;
  /**
   * "Reveal short links" on: links to these hosts are asked about by their address, so the
   * background can reveal where they lead. Null (the default): by host, like any link.
   */
  shorteners?: ReadonlySet<string> | null;
}

/**
 * A link to the page's own site: the same registrable domain (`shop.example.co.uk` on
 * `news.example.co.uk`), but `b.github.io` is not `a.github.io`'s (the background's registrable
 * domain for those is the whole host).
 */
export function isOwnSite(host: string, options: ScanOptions): boolean {
  if (host === options.pageHost) return true;
  const site = options.pageSite;
  return site !== null && (host === site || host.endsWith(`.${site}`));
}

/**
 * The host of an absolute http(s) URL as the browser serialised it (lowercase, punycode), by
 * plain string slicing: `link.hostname` and `link.protocol` would each resolve the URL again.
 */
export function hostOfHref(href: string): string {
  const start = href.indexOf('//') + 2;
  let end = href.length;
  for (const stop of ['/', '?', '#']) {
    const at = href.indexOf(stop, start);
    if (at !== -1 && at < end) end = at;
  }
  let authority = href.slice(start, end);
  authority = authority.slice(authority.lastIndexOf('@') + 1);
  if (authority.startsWith('[')) return authority.slice(0, authority.indexOf(']') + 1);
  const colon = authority.indexOf(':');
  return (colon === -1 ? authority : authority.slice(0, colon)).toLowerCase();
}

/** What one link points to, in the form the background normalises, from the resolved href. */
export function linkCandidate(
  link: HTMLAnchorElement | HTMLAreaElement,
  options: ScanOptions,
): string | null {
  const href = link.href;
  if (href.startsWith('http://') || href.startsWith('https://')) {
    if (!options.links) return null;
    const host = hostOfHref(href);
    return host && !isOwnSite(host, options) ? host : null;
  }
  if (href.startsWith('mailto:') && options.emails) {
    // mailto:a@x.com,b@y.com?subject=… → the first address; the query never leaves.
    const address = safeDecode(href.slice(7).split('?')[0]?.split(',')[0] ?? '').trim();
    return address ? `mailto:${address}` : null;
  }
  if (href.startsWith('tel:') && options.phones) {
    const number = safeDecode(href.slice(4)).trim();
    return number.startsWith('+') ? `tel:${number}` : null;
  }
  return null;
}

/** A plain host, then an optional port, then the path, query, fragment or the end. */
const PLAIN_HOST = /([A-Za-z0-9.-]+)(?::\d*)?(?=[/?#]|$)/y;
/** A URL scheme at the start of an href, as the URL parser reads it. */
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
/** `candidateFromAttribute`'s answer when only the browser's URL resolution can tell. */
const ASK_THE_BROWSER = undefined;

/**
 * The same answer as `linkCandidate`, from the raw attribute, for the forms almost every link
 * has: `https://host/…` and relative URLs. Reading `link.href` makes the browser resolve and
 * serialise the URL (about 2 µs a link); this is string slicing. Anything unusual (other
 * characters in the host, user info, leading spaces, `mailto:`, `tel:`) returns
 * ASK_THE_BROWSER and goes through `linkCandidate`.
 *
 * `relativeIsThisPage` is false when a <base> element points elsewhere; `host` is the plain host
 * as written, when the caller has read it already.
 */
export function candidateFromAttribute(
  raw: string,
  options: ScanOptions,
  relativeIsThisPage: boolean,
  host = plainHostOf(raw),
): string | null | undefined {
  if (host !== undefined) return options.links && !isOwnSite(host, options) ? host : null;
  const first = raw.charCodeAt(0);
  // Spaces and controls around a URL are stripped by the parser: let it do so.
  if (first <= 0x20) return ASK_THE_BROWSER;
  if (raw === '') return relativeIsThisPage ? null : ASK_THE_BROWSER;
  const scheme = SCHEME.exec(raw)?.[0].toLowerCase();
  if (scheme === undefined) {
    // `//host/…` and `\\host` leave this page; `/path`, `?q`, `#id`, `page.html` do not.
    const protocolRelative = raw.startsWith('//') || raw.startsWith('\\') || raw.startsWith('/\\');
    return relativeIsThisPage && !protocolRelative ? null : ASK_THE_BROWSER;
  }
  if (scheme === 'http:' || scheme === 'https:' || scheme === 'mailto:' || scheme === 'tel:') {
    return ASK_THE_BROWSER;
  }
  return null; // javascript:, data:, ftp:, … name nothing to look up
}

/**
 * The host of an `http://` or `https://` address as written, when it is plain ASCII letters,
 * digits, dots and hyphens, lowercased; undefined for anything else (another scheme, user info,
 * percent-escapes, IDN, IPv6). A sticky regex from the host's first character: native matching,
 * no slicing of the scheme.
 */
export function plainHostOf(raw: string): string | undefined {
  const start = raw.startsWith('https://') ? 8 : raw.startsWith('http://') ? 7 : 0;
  if (start === 0) return undefined;
  PLAIN_HOST.lastIndex = start;
  return PLAIN_HOST.exec(raw)?.[1]?.toLowerCase();
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface TextHit {
  node: Text;
  start: number;
  end: number;
  candidate: string;
}

/**
 * The local part may hold quoted pieces (`test."foo".bar@…`, as linkify-it's fixtures write them).
 * A host with no domain counts only as a sender shows it, before `>` or alone in its text
 * (`Correios <contato@correios>`): it is judged by its name, never looked up.
 */
const EMAIL_IN_TEXT =
  /(?:[\p{L}\p{N}._%+-]|"[^"\s@\\]*")+@[\p{L}\p{N}-]+(?:(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}|(?=>|$))/gu;
/** International numbers only: a plus, then 6 to 17 digits with common separators (libphonenumber decides). */
const PHONE_IN_TEXT = /\+\d(?:[\s.-]?\(?\d\)?){5,16}/g;
/** A plus as pages write it: ASCII or full-width (folded to ASCII before matching). */
const PLUS = /[+\uFF0B]/;

/** True when a text may hold an e-mail address or an international number: the cheap test. */
export function mayHoldValues(text: string, options: ScanOptions): boolean {
  return (options.emails && text.includes('@')) || (options.phones && PLUS.test(text));
}

/**
 * Finds e-mail addresses and international phone numbers in one text node. Numbers are matched
 * in full-width-folded text (same positions), so the mark covers what the page shows; the
 * user info of a web address written as text is never taken for an e-mail address.
 */
export function textHits(node: Text, options: ScanOptions): TextHit[] {
  const text = node.data;
  const hits: TextHit[] = [];
  if (options.emails && text.includes('@')) {
    for (const match of text.matchAll(EMAIL_IN_TEXT)) {
      const start = match.index ?? 0;
      if (isUserInfoAt(text, start)) continue;
      hits.push({ node, start, end: start + match[0].length, candidate: match[0] });
    }
  }
  if (options.phones && PLUS.test(text)) {
    for (const match of foldWidth(text).matchAll(PHONE_IN_TEXT)) {
      const start = match.index ?? 0;
      hits.push({ node, start, end: start + match[0].length, candidate: match[0] });
    }
  }
  return hits;
}
