import { DRAWN_CODES } from '../qr/drawn-codes';
import {
  candidateFromAttribute,
  linkCandidate,
  mayHoldValues,
  plainHostOf,
  type ScanOptions,
  TEXT_SKIP_SELECTOR,
  type TextHit,
  textHits,
} from './targets';

/**
 * Flow: **which values** — the kinds of item a page holds, and the value each names. This is
 * the one place a kind plugs in: the readers list elements by `ELEMENT_SELECTOR` and ask the
 * kind that claims an element for its value; text is read by `textValues`. Everything else
 * (what is near, the registry, the marks) works on items and values whatever their kind.
 */

/** How a page reads its own addresses. */
export interface Reading {
  options: ScanOptions;
  /** Relative links point at this page's own site (no <base> elsewhere). */
  relativeIsThisPage: boolean;
}

/** A kind of element that names a value to look up. */
export interface ElementKind {
  /** Matches exactly the elements `is` accepts (the native query that lists them). */
  selector: string;
  /** `name`: the element's local name, read once for every kind (each read is a DOM call). */
  is(element: Element, name: string): boolean;
  /** The value to look up, or null when there is nothing to check. */
  valueOf(element: Element, reading: Reading): string | null;
}

/**
 * The shape of a wrapper's address as written (utils/lookup/wrappers.ts holds how each is read):
 * its host and the path that carries a destination, so that a page's ordinary Google, YouTube or
 * LinkedIn links are not taken for wrapped ones.
 */
const WRAPPED_SHAPE = new RegExp(
  '^(?:https?:)?//(?:[\\w-]+\\.safelinks\\.protection\\.(?:outlook\\.com|office365\\.us)/' +
    '|urldefense(?:\\.proofpoint)?\\.com/v[123]/|linkprotect\\.cudasvc\\.com/' +
    '|(?:www\\.)?google\\.(?:com?\\.)?[a-z]{2,3}/url\\?|lm?\\.facebook\\.com/l\\.php' +
    '|l\\.messenger\\.com/l\\.php|l\\.instagram\\.com/|(?:www\\.|m\\.)?youtube\\.com/redirect' +
    '|(?:www\\.)?linkedin\\.com/(?:redir/redirect|safety/go)|slack-redir\\.net/link' +
    '|steamcommunity\\.com/linkfilter|out\\.reddit\\.com/|(?:m\\.)?vk\\.com/away\\.php)',
  'i',
);

/**
 * What a link (`<a>`, `<area>`) with the href `raw` names: a host, an address or a number; and
 * when its text shows a web address (`https://www.paypal.com/signin`), the host shown too, as
 * `value shown-host`: the background judges whether the two are one site
 * (utils/background/lookup/link-text.ts).
 */
function linkValue(link: Element, reading: Reading, raw = link.getAttribute('href') ?? '') {
  const value = linkTarget(link, reading, raw);
  const shown = value && plainHostOf(link.textContent!.trim());
  return shown && shown !== value ? `${value} ${shown}` : value;
}

/** What a link's href names: a host, the address of a wrapped or short link, or a number. */
function linkTarget(link: Element, { options, relativeIsThisPage }: Reading, raw: string) {
  // A wrapped link (Safe Links, Proofpoint…) is asked about by its address: the background
  // reads the destination out of it (utils/lookup/unwrap.ts, which this script does not carry)
  // and looks up that host, unless it is this page's own site.
  if (options.links && WRAPPED_SHAPE.test(raw)) {
    const address = (link as HTMLAnchorElement).href.split('#')[0]!;
    if (address.length <= 2048) return address;
  }
  // The host as written (`https://host/…`, almost every link), read once for both tests below.
  const written = plainHostOf(raw);
  // A short link, with revealing on: its address (without the fragment) is the value, and
  // the background reveals where it leads (its host may be one never sent, such as an IP).
  // An address whose plain host is written out and is no shortener's skips the browser's
  // URL resolution (three getters, each a parse, for every link of the page).
  if (options.links && options.shorteners) {
    const writtenBare = written?.replace(/^www\./, '');
    if (writtenBare === undefined || options.shorteners.has(writtenBare)) {
      const { hostname, href, protocol } = link as HTMLAnchorElement;
      const bare = hostname.replace(/^www\./, '');
      const address = href.split('#')[0]!;
      // The channel takes values of up to 2 048 characters; a longer one is asked by host.
      if (/^https?:$/.test(protocol) && options.shorteners.has(bare) && address.length <= 2048)
        return address;
    }
  }
  // The raw attribute first (its host not parsed again); the browser's URL resolution for
  // anything unusual.
  const candidate = candidateFromAttribute(raw, options, relativeIsThisPage, written);
  return candidate !== undefined ? candidate : linkCandidate(link as HTMLAnchorElement, options);
}

/** A link (`<a>`, `<area>`): the host, address or number its href names. */
const LINK: ElementKind = {
  selector: 'a[href], area[href]',
  // Without a selector match per element: cheaper in a walk over added content.
  is: (element, name) => (name === 'a' || name === 'area') && element.hasAttribute('href'),
  valueOf: linkValue,
};

/** Images smaller than this on either side hold no code a phone would scan (icons, avatars). */
const QR_MIN_SIDE = 80;
/** Sides further apart than this ratio are no QR code's (banners, photos). */
const QR_MAX_RATIO = 1.25;

/** Whether a picture this size may hold a code a phone would scan: square-ish, large enough. */
function mayHoldCode(width: number, height: number): boolean {
  const [short, long] = width < height ? [width, height] : [height, width];
  return short >= QR_MIN_SIDE && long <= short * QR_MAX_RATIO;
}

/**
 * An image that may hold a QR code (`<img>`, with link checking on): square-ish and large enough,
 * on the web (a `data:` or `blob:` one is left to the popup's tab scan). The value is its
 * address, marked `qr:`; the background reads the code off the page's main thread and answers
 * with the verdict where the code leads (utils/background/qr/page-qr.ts).
 */
const QR_IMAGE: ElementKind = {
  selector: 'img',
  is: (_, name) => name === 'img',
  valueOf: (element, { options }) => {
    if (!options.links) return null;
    const image = element as HTMLImageElement;
    // The address set last: `currentSrc` names the old picture until a new `src` has loaded.
    const src = image.src || image.currentSrc;
    if (!/^https?:/.test(src) || src.length > 2040) return null;
    // Natural size when loaded, else the size the page gives it (no layout read either way).
    const width = image.naturalWidth || Number(image.getAttribute('width'));
    const height = image.naturalHeight || Number(image.getAttribute('height'));
    return mayHoldCode(width, height) ? `qr:${src}` : null;
  },
};

/**
 * A code the page draws itself: an inline `<svg>`, a `<canvas>`, or an element whose own style
 * sets a background image. It has no address to ask about, so the element waits in
 * `DRAWN_CODES` (this isolated world only) and is asked about by its place there, `qr:#n`; a
 * small script the background injects hands over its pixels (utils/content/drawn-pictures.ts).
 * Its box decides whether it may be a code: read while the readers' layout is still clean
 * (nothing is marked between their box reads and this).
 */
const QR_DRAWN: ElementKind = {
  selector: 'svg, canvas, [style*="url("]',
  is: (element, name) =>
    name === 'svg' || name === 'canvas' || Boolean(element.getAttribute('style')?.includes('url(')),
  valueOf: (element, { options }) => {
    if (!options.links) return null;
    const { width, height } = element.getBoundingClientRect();
    if (!mayHoldCode(width, height)) return null;
    const world = globalThis as unknown as Record<string, Element[]>;
    world[DRAWN_CODES] ??= [];
    return `qr:#${world[DRAWN_CODES].push(element) - 1}`;
  },
};

export const ELEMENT_KINDS: readonly ElementKind[] = [LINK, QR_IMAGE, QR_DRAWN];
export const ELEMENT_SELECTOR = ELEMENT_KINDS.map((kind) => kind.selector).join(', ');

/** The value an element names, whatever its kind (null: nothing to check). */
export function valueOfElement(element: Element, reading: Reading): string | null {
  const name = element.localName;
  // A link's href, read once, says both that it is a link and what it names: testing for it
  // first (LINK.is) cost as much again on every link of a page.
  const href = name === 'a' || name === 'area' ? element.getAttribute('href') : null;
  if (href !== null) return linkValue(element, reading, href);
  return ELEMENT_KINDS.find((kind) => kind.is(element, name))?.valueOf(element, reading) ?? null;
}

/**
 * The values in a text node (none where the text is code, a link's, an editor's…). Only text
 * holding an `@` or a `+` is ever tested against the selector, so ordinary text costs nothing.
 */
export function textValues(node: Text, options: ScanOptions): TextHit[] {
  if (!mayHoldValues(node.data, options)) return [];
  const skipped = node.parentElement?.closest(TEXT_SKIP_SELECTOR);
  if (!skipped) return textHits(node, options);
  // Plain-text mail is a `<pre>` (list archives, a webmail's plain view): its addresses are read
  // as anywhere else (`From: "PayPal Service" <no-reply@mailer-4411.com>`), its numbers not
  // (listings and logs in `<pre>` are full of digits after a plus).
  if (skipped.localName === 'pre' && !skipped.parentElement?.closest(TEXT_SKIP_SELECTOR))
    return options.emails ? textHits(node, { ...options, phones: false }) : [];
  return [];
}
