import { isShortener } from '../../links/shorteners';
import type { LookalikeFinding } from '../../lookalike/reasons';
import { unwrapLink } from '../../lookup/unwrap';
import { siteOfHost } from '../../site/host-parts';

/** A host as a page's text may show it: letters, digits, hyphens, at least one dot. */
const SHOWN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A page asks about a link whose text shows a web address as `value shown-host` (the content
 * script's kinds.ts): the value it asks about, and the host its text shows, if any. Only a value
 * without spaces (a host, an address, an e-mail address) is followed by a shown host: a phone
 * number read from text (`+44 20 7946 0000`) keeps its spaces and is one value.
 */
export function splitShown(value: string): { asked: string; shown?: string } {
  const space = value.lastIndexOf(' ');
  const asked = value.slice(0, space);
  const shown = value.slice(space + 1);
  return space > 0 && !asked.includes(' ') && !asked.startsWith('+') && SHOWN_HOST.test(shown)
    ? { asked, shown }
    : { asked: value };
}

/**
 * A link whose text shows one site's address and leads to another (after unwrapping Safe Links
 * and the like): `https://www.paypal.com/signin` written over a link to `paypal-verify.top`.
 * Not when both are one site (`www.paypal.com` over `paypal.com/signin`), and not for short
 * links, shown or followed, which have their own path (reveal.ts). `asked` is what the page
 * asked about: a host, or a wrapped or short link's address.
 */
export function linkTextFinding(asked: string, shown: string): LookalikeFinding | null {
  if (!SHOWN_HOST.test(shown) || isShortener(shown)) return null;
  const isAddress = /^https?:\/\//.test(asked);
  const destination = isAddress ? unwrapLink(asked)?.destination : undefined;
  // An address that is not a wrapped link is a short link: revealed, never judged by its host.
  if (isAddress && !destination) return null;
  const host = destination ? new URL(destination).hostname : asked;
  if (host.includes('@') || isShortener(host)) return null;
  const shownSite = siteOfHost(shown);
  return shownSite === siteOfHost(host) ? null : { imitates: shownSite, reason: 'link-text' };
}
