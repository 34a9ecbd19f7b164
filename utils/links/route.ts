import { mayBeWrapped, unwrapLink } from './unwrap';

/**
 * How a wrapped link reaches its destination, for people: "Microsoft Safe Links → scam.top"
 * (wrappers outermost first, then the destination's host), or null for a link that names its
 * destination itself.
 */
export function routeOfLink(element: Element): string | null {
  const href = element.getAttribute('href');
  if (!href || !mayBeWrapped(href)) return null;
  const unwrapped = unwrapLink((element as HTMLAnchorElement).href ?? href);
  if (!unwrapped) return null;
  return [...unwrapped.via, new URL(unwrapped.destination).hostname].join(' → ');
}

/** Where a link really leads: its destination when it is wrapped, else its own address. */
export function destinationOfLink(element: HTMLAnchorElement | HTMLAreaElement): string {
  const href = element.getAttribute('href') ?? '';
  return (mayBeWrapped(href) && unwrapLink(element.href)?.destination) || element.href;
}
