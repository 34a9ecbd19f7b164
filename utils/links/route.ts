import { mayBeWrapped, type Unwrapped, unwrapLink } from '../lookup/unwrap';

/**
 * Where a link element really leads when it is wrapped (Safe Links, Proofpoint…), or null for
 * a link that names its destination itself. The attribute is tested before the browser resolves
 * the address, so an ordinary link costs one regular expression (`href`: the attribute, when the
 * caller has read it already).
 */
export function unwrappedLink(
  element: Element,
  href = element.getAttribute('href'),
): Unwrapped | null {
  return href && mayBeWrapped(href) ? unwrapLink((element as HTMLAnchorElement).href) : null;
}

/** How it gets there, for people: "Microsoft Safe Links → scam.top" (outermost first). */
export function routeOf({ via, destination }: Unwrapped): string {
  return [...via, new URL(destination).hostname].join(' → ');
}
