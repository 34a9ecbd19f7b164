import {
  CLAIM_LIMITS,
  CLAIM_PAGE_LIMITS,
  type ClaimPage,
  type ClaimPicture,
  clipClaimText as clip,
} from '../lookalike/claim-signals';
import { scopesOf } from './shadow-roots';

/*
 * Read once, cold, on a fresh page: most of what this costs is the browser making this world's
 * copy of each kind of element touched and compiling each pattern on first use. So the page's
 * words and addresses are taken as written and read in the background (lookalike/claim-page.ts);
 * here, one plain pattern on lower-cased text, indexed loops (no iterator objects), one walk for
 * headings and pictures.
 */

/** Autocomplete tokens of a field that asks for a secret (the attribute is case-insensitive). */
const SECRET_TOKENS = new Set([
  'current-password',
  'new-password',
  'cc-number',
  'cc-csc',
  'one-time-code',
]);
/** A secret field's name or id, lower-cased. */
const SECRET_NAME =
  /pass(?:word|wd|code)|card.?(?:num|no)|cc.?num|cvv|cvc|(?:^|[^a-z])otp(?![a-z])|one.?time|mnemonic|(?:seed|recovery|secret).?phrase/;
/** Types a secret may be typed into besides `password` ('' when the page wrote none). */
const PLAIN_TYPES = new Set(['text', 'tel', 'number', '']);
/** At most so many fields are read: a page of a thousand inputs is no sign-in page. */
const FIELDS_READ = 200;

const asksForSecret = (autocomplete: string) =>
  autocomplete
    .toLowerCase()
    .split(' ')
    .some((token) => SECRET_TOKENS.has(token));

/** Whether a field asks for a secret, by its type, autocomplete token, name or id. */
export function isSecretField(input: HTMLInputElement): boolean {
  const type = input.type;
  if (type === 'password') return true;
  if (!PLAIN_TYPES.has(type)) return false;
  return (
    asksForSecret(input.getAttribute('autocomplete') ?? '') ||
    SECRET_NAME.test(`${input.name} ${input.id}`.toLowerCase())
  );
}

/**
 * The first field on the page that asks for a secret, or null. A loop over the page's inputs (a
 * cached collection: none on most pages), not a selector of attributes, which the browser would
 * match against every element of a page of ten thousand links (5–10 ms measured).
 */
export function firstSecretField(doc: Document): HTMLInputElement | null {
  const inputs = doc.getElementsByTagName('input');
  const read = Math.min(inputs.length, FIELDS_READ);
  for (let at = 0; at < read; at++) {
    const input = inputs[at]!;
    if (isSecretField(input)) return input;
  }
  return null;
}

/** `text` up to the first `mark`, if it has one. */
function upTo(text: string, mark: string): string {
  const at = text.indexOf(mark);
  return at < 0 ? text : text.slice(0, at);
}

/**
 * An address as written up to its query, capped: the background reads only its host and file
 * name, and a query can run past the cap (a tracking or signed picture address), which would cut
 * the name off. A picture's `data:` address is only that (its bytes say nothing).
 */
const address = (href: string | null | undefined) =>
  href?.startsWith('data:')
    ? 'data:'
    : upTo(upTo(href ?? '', '#'), '?').slice(0, CLAIM_PAGE_LIMITS.address);

/** Node.DOCUMENT_POSITION_…, as numbers: a parsed document has no `Node` global. */
const DISCONNECTED = 1;
const FOLLOWING = 4;
/** Whether `node` comes before `field` in the document. */
const before = (node: Node, field: Node) => (node.compareDocumentPosition(field) & FOLLOWING) !== 0;

/** A button or a link a picture may sit in (`Sign in with Google`, a logo linking home). */
const CONTROL = 'button, a, [role="button"], [role="link"]';

/**
 * A picture as the page wrote it: its words, its address, and where the button or link it sits
 * in goes; null for one the background would pass over: saying nothing and loading from
 * nowhere, or in a button or link with words of its own (`Sign in with Google`, `Pay with
 * PayPal`: another brand offered, no claim).
 */
function pictureOf(element: Element, tag: string): ClaimPicture | null {
  const svgTitle = tag === 'svg' ? element.querySelector('title')?.textContent : '';
  const said = clip(
    [
      element.getAttribute('alt'),
      element.getAttribute('title'),
      element.getAttribute('aria-label'),
      svgTitle,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const src = address(element.getAttribute('src'));
  if (!said && (!src || src === 'data:')) return null;
  const control = element.closest(CONTROL);
  if (!control) return { said, src };
  // Any text but spaces, as a walk of its text nodes would find (`trim` drops what `\s` is).
  if ((control.textContent ?? '').trim() !== '') return null;
  return { said, src, link: address(control.getAttribute('href')) };
}

/** An absolute web address after its scheme (`//` too), lower-cased; null for any other. */
function afterScheme(href: string): string | null {
  const to = href.trim().toLowerCase();
  const start = ['//', 'http://', 'https://'].find((scheme) => to.startsWith(scheme));
  return start === undefined ? null : to.slice(start.length);
}

/** Whether an address may lead to a site other than `own` (the background reads whose). */
function elsewhere(href: string, own: string): boolean {
  const rest = afterScheme(href);
  if (rest === null) return false;
  return !(rest === own || ['/', '?', '#', ':'].some((end) => rest.startsWith(own + end)));
}

/** At most so many links with an absolute address are read. */
const LINKS_READ = 64;

/**
 * The host an absolute address leads to, as written (lower-cased), when it is not `own`:
 * `elsewhere` and a cut at the first `/`, `?`, `#` or `:`, no pattern.
 */
function hostElsewhere(href: string, own: string): string | null {
  if (!elsewhere(href, own)) return null;
  let host = afterScheme(href) ?? '';
  for (const end of ['/', '?', '#', ':', '\\'])
    if (host.includes(end)) host = host.slice(0, host.indexOf(end));
  return host ? host.slice(0, CLAIM_LIMITS.host) : null;
}

/**
 * The hosts of the page's links to other sites, one for each address, anywhere on the page (a
 * sign-in page's help, terms and privacy links are at its foot): read only when the background
 * asks, the page's other signs making no claim.
 */
export function readLinkHosts(doc: Document): string[] {
  const own = doc.location?.hostname ?? '';
  const hosts: string[] = [];
  const seen = new Set<string>();
  // Only links whose address names a host other than the page's: the browser picks them out (a
  // tag, then attributes), so a page's thousand links to its own paths, or to its own host
  // written in full as a shop's menu writes them, cost this world nothing. The host is written
  // into the selector only as letters, digits, dots and hyphens: an IPv6 address, or a name the
  // URL standard lets a quote into, would break it.
  const links = doc.querySelectorAll(
    /^[a-z0-9.-]+$/.test(own) ? `a[href*="//"]:not([href*="//${own}/" i])` : 'a[href*="//"]',
  );
  const read = Math.min(links.length, LINKS_READ);
  for (let at = 0; at < read && hosts.length < CLAIM_LIMITS.linkHosts; at++) {
    const href = links[at]!.getAttribute('href');
    if (!href || seen.has(href)) continue;
    seen.add(href);
    const host = hostElsewhere(href, own);
    if (host) hosts.push(host);
  }
  return hosts;
}

const letterOrDigit = (char: string) =>
  (char >= '0' && char <= '9') || (char.toLowerCase() >= 'a' && char.toLowerCase() <= 'z');

/**
 * Whether a file's name has a word in it, as the background will read it (`/img/` has none):
 * claim-page.ts's `fileName`, on the safe side and without its patterns, which the page would
 * compile cold. Wrong only towards reading more pictures. `src` is as `address` sends it: no query.
 */
function namesAFile(src: string): boolean {
  if (!src || src === 'data:') return false;
  const name = src.slice(src.lastIndexOf('/') + 1);
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return !stem.includes('%') && [...stem].some(letterOrDigit);
}

/**
 * Whether the background will count a picture as a logo, whatever it reads of its addresses: it
 * says something or names its file, and any link it sits in stays on the page's own site.
 * Counted to stop reading pictures once as many logos as the background keeps are in; wrong
 * only ever towards reading more.
 */
function surelyLogo({ said, src, link }: ClaimPicture, own: string): boolean {
  if (!said && !namesAFile(src)) return false;
  return link === undefined || !elsewhere(link, own);
}

/**
 * The addresses the page gives as its own, in its head: its canonical link and `og:url`. A page
 * copied from a brand's (saved, or fetched by a kit) keeps the real page's.
 */
function homeOf(doc: Document): string[] {
  // In the head only, where the parser puts them: a selector of attributes run over the whole
  // page would be matched against every element of it (the half of pages that give none). One
  // selector for both, compiled once.
  const given = doc.head?.querySelectorAll('link[rel~="canonical"], meta[property="og:url"]');
  const home: string[] = [];
  let canonical = false;
  let shared = false;
  for (let at = 0; given && at < given.length; at++) {
    const element = given[at]!;
    const isLink = element.tagName.toLowerCase() === 'link';
    // The first of each kind, as a browser or a crawler takes it.
    if (isLink ? canonical : shared) continue;
    if (isLink) canonical = true;
    else shared = true;
    const href = element.getAttribute(isLink ? 'href' : 'content');
    if (href) home.push(address(href));
  }
  return home;
}

/**
 * The elements a page shows whose it is by besides its title. Tags only: a selector of attributes
 * would be matched against every element of the page.
 */
const SHOWN = 'h1, h2, h3, legend, img, svg';

/**
 * The page in outline: its title and how many headings and pictures it has. Read again, a
 * different outline says the page has drawn more since.
 */
const outlineFrom = (doc: Document, shown: NodeListOf<Element>) => `${doc.title}|${shown.length}`;
export const outlineOf = (doc: Document) => outlineFrom(doc, doc.querySelectorAll(SHOWN));

/**
 * What the page shows of whose it is, around its first secret field, as written: its title; the
 * headings and pictures before the field; the favicon's address; the addresses it gives as its own
 * (its links: readLinkHosts). Only the page's words and addresses, capped (CLAIM_PAGE_LIMITS);
 * never a field's value. Pictures stop once as many as the background keeps as logos are surely in.
 */
export const readClaimPage = (doc: Document, field: Element): ClaimPage =>
  readClaimPageOutlined(doc, field).page;

/**
 * readClaimPage, and the page's outline (outlineOf) from the same query: the query walks the
 * whole page, so it is made once. A field in a shadow root, open or closed (a web component's
 * form, or a kit's hidden from the page's scripts), is read around as a person sees it: the
 * document's headings and pictures before the root's host, then the root's before the field.
 */
export function readClaimPageOutlined(
  doc: Document,
  field: Element,
): { page: ClaimPage; outline: string } {
  const headings: string[] = [];
  const pictures: ClaimPicture[] = [];
  const own = doc.location?.hostname ?? '';
  let plainLogos = 0;
  const shown = doc.querySelectorAll(SHOWN);
  // Out of the document's own tree: in a shadow root (its roots are read only then).
  const inShadow = (doc.compareDocumentPosition(field) & DISCONNECTED) !== 0;
  const scopes = inShadow ? scopesOf(doc, field) : [[doc, field] as const];
  let full = false;
  for (let scope = 0; scope < scopes.length && !full; scope++) {
    const [root, holder] = scopes[scope]!;
    const inScope = root === doc ? shown : root.querySelectorAll(SHOWN);
    for (let at = 0; at < inScope.length; at++) {
      const element = inScope[at]!;
      const headingsFull = headings.length >= CLAIM_LIMITS.headings;
      const picturesFull =
        plainLogos >= CLAIM_LIMITS.logos || pictures.length >= CLAIM_PAGE_LIMITS.pictures;
      full = headingsFull && picturesFull;
      if (full || !before(element, holder)) break;
      const tag = element.tagName.toLowerCase();
      if (tag !== 'img' && tag !== 'svg') {
        const text = headingsFull ? '' : clip(element.textContent);
        if (text) headings.push(text);
        continue;
      }
      if (picturesFull) continue;
      const picture = pictureOf(element, tag);
      if (!picture) continue;
      pictures.push(picture);
      if (surelyLogo(picture, own)) plainLogos++;
    }
  }
  // The favicon, in the head where it belongs (the body is not searched unless there is none).
  const iconLink =
    doc.head?.querySelector('link[rel~="icon"]') ?? doc.querySelector('link[rel~="icon"]');
  const icon = address(iconLink?.getAttribute('href'));
  return {
    page: {
      title: clip(doc.title),
      headings,
      pictures,
      icon,
      home: homeOf(doc),
      // Where the secret's form is sent: a copy of a brand's page keeps its form.
      sendsTo: address((field as HTMLInputElement).form?.getAttribute('action')),
    },
    outline: outlineFrom(doc, shown),
  };
}
