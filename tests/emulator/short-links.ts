/**
 * A shortener for the reveal tests (issue 22): fixed chains under /s/, one per redirect
 * status, a relative Location, a loop, a chain one hop longer than Linkwise follows, a chain
 * through a reported host and one that ends in a wrapper. Every answer sets a cookie, so a test
 * can prove none is ever sent back. Destinations are names that do not resolve: Linkwise must
 * never contact them.
 */
const CHAINS: Record<string, { status: number; location: string }> = {
  // 301 straight to a reported destination.
  'moved-301': { status: 301, location: 'https://crypto-doubler.net/claim?id=1' },
  // 302 → 303 → 307 → 308 → a clean destination, with relative Locations on the way.
  'found-302': { status: 302, location: '/s/see-303' },
  'see-303': { status: 303, location: 'see-307-target' },
  'see-307-target': { status: 307, location: '/s/perm-308' },
  'perm-308': { status: 308, location: 'https://clean-destination.com/welcome' },
  // A loop.
  'loop-a': { status: 302, location: '/s/loop-b' },
  'loop-b': { status: 302, location: '/s/loop-a' },
  // Six hops: one more than Linkwise takes.
  'chain-1': { status: 302, location: '/s/chain-2' },
  'chain-2': { status: 302, location: '/s/chain-3' },
  'chain-3': { status: 302, location: '/s/chain-4' },
  'chain-4': { status: 302, location: '/s/chain-5' },
  'chain-5': { status: 302, location: '/s/chain-6' },
  'chain-6': { status: 302, location: 'https://clean-destination.com/end' },
  // Through a reported shortener host: never contacted.
  'via-reported': { status: 302, location: 'http://parcel-fee.top/s/next' },
  // To a wrapper around a reported destination: unwrapped locally.
  wrapped: {
    status: 302,
    location: 'https://www.google.com/url?q=https%3A%2F%2Fprize-claim.top%2Fwin&sa=D',
  },
};

/** The redirect a /s/ path answers with, or null. */
export function shortLinkHop(pathname: string): { status: number; location: string } | null {
  const code = /^\/s\/([\w-]+)$/.exec(pathname)?.[1];
  return code ? (CHAINS[code] ?? null) : null;
}
