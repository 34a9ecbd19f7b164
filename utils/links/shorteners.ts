/**
 * Hosts that only redirect: a short link names the shortener, not where it leads. A "no record"
 * for the shortener says nothing about the destination, so Linkwise offers to reveal it
 * (reveal.ts) instead of calling it clean.
 *
 * Source: the general-purpose services among PeterDaveHello/url-shorteners' `list` (active
 * shorteners, CC-BY-SA-4.0; https://github.com/PeterDaveHello/url-shorteners), the ones the
 * issue names (bit.ly, t.co, tinyurl.com, qrco.de) and the QR-code generators people meet on
 * posters and parking meters. Brand shorteners (a newspaper's own) are left out: they lead to
 * their owner's site. Invitation hosts (t.me, wa.me, discord.gg) open an app, not a redirect.
 */
const KNOWN_SHORTENERS = new Set([
  'bit.ly',
  'bitly.com',
  'bitly.is',
  'j.mp',
  't.co',
  'tinyurl.com',
  'goo.gl',
  'ow.ly',
  'buff.ly',
  'is.gd',
  'v.gd',
  'da.gd',
  'x.gd',
  'rebrand.ly',
  'cutt.ly',
  'qrco.de',
  'qr.net',
  'qr.ae',
  'qrs.ly',
  's.id',
  'shorturl.at',
  'shorturl.com',
  'shorturl.asia',
  'rb.gy',
  't.ly',
  'tiny.cc',
  'tiny.one',
  'lnkd.in',
  'amzn.to',
  'bl.ink',
  'dub.sh',
  'short.gy',
  'surl.li',
  'clck.ru',
  'vk.cc',
  'ift.tt',
  'dlvr.it',
  'kutt.it',
  'urlr.me',
  'shorten.is',
  'u.to',
  'tr.ee',
]);

/**
 * Whether `host` is a shortener: a known one, or the host of the short links Linkwise itself
 * makes (`ownShortLinkHost`, from the settings: a short link made by someone else with the same
 * service is no safer than any other).
 */
export function isShortener(host: string, ownShortLinkHost: string | null = null): boolean {
  const bare = host.toLowerCase().replace(/^www\./, '');
  return KNOWN_SHORTENERS.has(bare) || (ownShortLinkHost !== null && bare === ownShortLinkHost);
}

/** Match patterns for the known shorteners' links (the link menu's "Where does this link lead?"). */
export function shortenerPatterns(): string[] {
  return [...KNOWN_SHORTENERS].flatMap((host) => [`*://${host}/*`, `*://www.${host}/*`]);
}

/** Every shortener host (the known ones and Linkwise's own), for pages that ask by address. */
export function shortenerHosts(ownShortLinkHost: string | null): string[] {
  return [...KNOWN_SHORTENERS, ...(ownShortLinkHost ? [ownShortLinkHost] : [])];
}
