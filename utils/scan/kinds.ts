import { unwrappedLink } from '../links/route';
import {
  candidateFromAttribute,
  hostOfHref,
  isOwnSite,
  linkCandidate,
  mayHoldValues,
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
  is(element: Element): boolean;
  /** The value to look up, or null when there is nothing to check. */
  valueOf(element: Element, reading: Reading): string | null;
}

/** A link (`<a>`, `<area>`): the host, address or number its href names. */
const LINK: ElementKind = {
  selector: 'a[href], area[href]',
  // Without a selector match per element: cheaper in a walk over added content.
  is: (element) => {
    const name = element.localName;
    return (name === 'a' || name === 'area') && element.hasAttribute('href');
  },
  valueOf: (link, { options, relativeIsThisPage }) => {
    const raw = link.getAttribute('href') ?? '';
    // A wrapped link (Safe Links, Proofpoint…) names its destination: that is what is checked.
    if (options.links) {
      const unwrapped = unwrappedLink(link, raw);
      if (unwrapped) {
        const host = hostOfHref(unwrapped.destination);
        return host && !isOwnSite(host, options) ? host : null;
      }
    }
    // A short link, with revealing on: its address (without the fragment) is the value, and
    // the background reveals where it leads (its host may be one never sent, such as an IP).
    if (options.links && options.shorteners) {
      const { hostname, href, protocol } = link as HTMLAnchorElement;
      const bare = hostname.replace(/^www\./, '');
      const address = href.split('#')[0]!;
      // The channel takes values of up to 2 048 characters; a longer one is asked by host.
      if (/^https?:$/.test(protocol) && options.shorteners.has(bare) && address.length <= 2048)
        return address;
    }
    // The raw attribute first; the browser's URL resolution for anything unusual.
    const candidate = candidateFromAttribute(raw, options, relativeIsThisPage);
    return candidate !== undefined ? candidate : linkCandidate(link as HTMLAnchorElement, options);
  },
};

export const ELEMENT_KINDS: readonly ElementKind[] = [LINK];
export const ELEMENT_SELECTOR = ELEMENT_KINDS.map((kind) => kind.selector).join(', ');

/** The kind an element is an item of, or undefined. */
export function kindOf(element: Element): ElementKind | undefined {
  return ELEMENT_KINDS.find((kind) => kind.is(element));
}

/** The value an element names, whatever its kind (null: nothing to check). */
export function valueOfElement(element: Element, reading: Reading): string | null {
  return kindOf(element)?.valueOf(element, reading) ?? null;
}

/**
 * The values in a text node (none where the text is code, a link's, an editor's…). Only text
 * holding an `@` or a `+` is ever tested against the selector, so ordinary text costs nothing.
 */
export function textValues(node: Text, options: ScanOptions): TextHit[] {
  if (!mayHoldValues(node.data, options)) return [];
  if (node.parentElement?.closest(TEXT_SKIP_SELECTOR)) return [];
  return textHits(node, options);
}
