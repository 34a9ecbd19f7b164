import { CLAIM_LIMITS, type ClaimSignals } from '../lookalike/claim-signals';

/** Fields that ask for a secret: a password, a card's number or code, a one-time code, a phrase. */
const SECRET_AUTOCOMPLETE =
  /(?:^|\s)(?:current-password|new-password|cc-number|cc-csc|one-time-code)(?:\s|$)/;
const SECRET_NAME =
  /pass(?:word|wd|code)|card.?(?:num|no)|cc.?num|cvv|cvc|(?<![a-z])otp(?![a-z])|one.?time|mnemonic|(?:seed|recovery|secret).?phrase/i;
/** At most so many fields are read: a page of a thousand inputs is no sign-in page. */
const FIELDS_READ = 200;

/** Whether a field asks for a secret, by its type, autocomplete token, name or id. */
export function isSecretField(input: HTMLInputElement): boolean {
  if (input.type === 'password') return true;
  if (!/^(text|tel|number|)$/.test(input.type)) return false;
  return (
    SECRET_AUTOCOMPLETE.test(input.getAttribute('autocomplete') ?? '') ||
    SECRET_NAME.test(`${input.name} ${input.id}`)
  );
}

/**
 * The first field on the page that asks for a secret, or null. A loop over the page's inputs (a
 * cached collection: none on most pages), not a selector of attributes, which the browser would
 * match against every element of a page of ten thousand links (5–10 ms measured).
 */
export function firstSecretField(doc: Document): HTMLInputElement | null {
  const inputs = doc.getElementsByTagName('input');
  for (let at = 0; at < Math.min(inputs.length, FIELDS_READ); at++)
    if (isSecretField(inputs[at]!)) return inputs[at]!;
  return null;
}

const clip = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, CLAIM_LIMITS.text);

/** `paypal-logo` of `https://x/img/paypal-logo.svg?v=2`: the file's name, as words. */
function fileName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z0-9]{2,5}$/i, '');
  try {
    return decodeURIComponent(last).replace(/[-_.+]+/g, ' ');
  } catch {
    return last.replace(/[-_.+]+/g, ' ');
  }
}

/** Node.DOCUMENT_POSITION_FOLLOWING, as a number: a parsed document has no `Node` global. */
const FOLLOWING = 4;
/** Whether `node` comes before `field` in the document. */
const before = (node: Node, field: Node) => (node.compareDocumentPosition(field) & FOLLOWING) !== 0;

/**
 * A button's or a link's picture whose element says more than the picture (`Sign in with
 * Google`, `Continue with Apple`, `Pay with PayPal`), or a link's to another site (a row of
 * social icons): another brand offered or linked to, no claim. A logo links home.
 */
function offersAnother(element: Element, own: string): boolean {
  const control = element.closest('button, a, [role="button"], [role="link"]');
  if (!control) return false;
  if (hasWords(control)) return true;
  return hostOf(control.getAttribute('href') ?? '', own) !== null;
}

/** Whether an element holds any text but spaces: its first such text node, not all its text. */
function hasWords(element: Element): boolean {
  const walker = element.ownerDocument.createTreeWalker(element, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (/\S/.test(node.nodeValue ?? '')) return true;
  return false;
}
/** NodeFilter.SHOW_TEXT, as a number (no `NodeFilter` global in a parsed document). */
const SHOW_TEXT = 4;

/** An absolute web address's host, when it is not the page's own (no URL parsing: it is hot). */
function hostOf(src: string, own: string): string | null {
  const host = /^(?:https?:)?\/\/([^/:?#\\]+)/i.exec(src.trim())?.[1]?.toLowerCase();
  return host && host !== own ? host.slice(0, CLAIM_LIMITS.host) : null;
}

/**
 * What the page shows of whose it is, around its first secret field: its title; the headings
 * and the logos (images' alt, title and file name; inline SVGs' titles and labels) before the
 * field; where those images load from; the favicon. Only the page's words and addresses, capped
 * (CLAIM_LIMITS); never a field's value.
 */
export function readClaimSignals(doc: Document, field: Element): ClaimSignals {
  const own = doc.location?.hostname ?? '';
  const headings: string[] = [];
  // Tags only: a selector of attributes would be matched against every element of the page.
  for (const heading of doc.querySelectorAll('h1, h2, h3, legend')) {
    if (headings.length >= CLAIM_LIMITS.headings || !before(heading, field)) break;
    const text = clip(heading.textContent);
    if (text) headings.push(text);
  }
  const logos: string[] = [];
  const imageHosts = new Set<string>();
  for (const picture of doc.querySelectorAll('img, svg')) {
    if (logos.length >= CLAIM_LIMITS.logos || !before(picture, field)) break;
    if (offersAnother(picture, own)) continue;
    const svgTitle =
      picture.tagName.toLowerCase() === 'svg' ? picture.querySelector('title')?.textContent : '';
    const src = picture.getAttribute('src') ?? '';
    const said = clip(
      [
        picture.getAttribute('alt'),
        picture.getAttribute('title'),
        picture.getAttribute('aria-label'),
        svgTitle,
        src && !src.startsWith('data:') ? fileName(src) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    if (said) logos.push(said);
    const from = src ? hostOf(src, own) : null;
    if (from && imageHosts.size < CLAIM_LIMITS.imageHosts) imageHosts.add(from);
  }
  // The favicon: its file's name read as words, its host as an image's (a kit hot-links it).
  const iconLink =
    doc.head?.querySelector('link[rel~="icon"]') ?? doc.querySelector('link[rel~="icon"]');
  const iconHref = iconLink?.getAttribute('href') ?? '';
  const iconHost = iconHref ? hostOf(iconHref, own) : null;
  if (iconHost && imageHosts.size < CLAIM_LIMITS.imageHosts) imageHosts.add(iconHost);
  const icon = iconHref ? clip(fileName(iconHref)) : '';
  return { title: clip(doc.title), headings, logos, imageHosts: [...imageHosts], icon };
}
