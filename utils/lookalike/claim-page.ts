import {
  CLAIM_LIMITS,
  type ClaimPage,
  type ClaimSignals,
  clipClaimText as clip,
} from './claim-signals';

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

/** A picture's file name as words; a `data:` address has none (the page sends it as that alone). */
const fileWords = (src: string) => (src && !src.startsWith('data:') ? fileName(src) : '');

/** An absolute web address's host, when it is not the page's own. */
function hostOf(src: string, own: string): string | null {
  const host = /^(?:https?:)?\/\/([^/:?#\\]+)/i.exec(src.trim())?.[1]?.toLowerCase();
  return host && host !== own ? host.slice(0, CLAIM_LIMITS.host) : null;
}

/**
 * What a page showed, read into whose it says it is: its title; headings; logos (a picture's
 * words and file name), leaving out a picture in a link to another site; the hosts its pictures
 * and favicon load from; the favicon's file name; the hosts it gives as its own address; the
 * host its secret's form is sent to; the hosts its links go to, when sent. `own` is the frame's
 * host, as the browser reports the sender.
 * (Pictures in buttons and links with words of their own — `Sign in with Google` — the content
 * script leaves out: it reads those words, which are not sent.)
 */
export function signalsOfPage(page: ClaimPage, own: string): ClaimSignals {
  const headings = page.headings.map(clip).filter(Boolean).slice(0, CLAIM_LIMITS.headings);
  const logos: string[] = [];
  const imageHosts = new Set<string>();
  for (const { said, src, link } of page.pictures) {
    if (logos.length >= CLAIM_LIMITS.logos) break;
    // In a link to another site (a row of social icons): another's, no claim. A logo links home.
    if (link !== undefined && hostOf(link, own) !== null) continue;
    const words = clip([said, fileWords(src)].filter(Boolean).join(' '));
    if (words) logos.push(words);
    const from = src ? hostOf(src, own) : null;
    if (from && imageHosts.size < CLAIM_LIMITS.imageHosts) imageHosts.add(from);
  }
  // The favicon: its file's name read as words, its host as an image's (a kit hot-links it).
  const iconHost = page.icon ? hostOf(page.icon, own) : null;
  if (iconHost && imageHosts.size < CLAIM_LIMITS.imageHosts) imageHosts.add(iconHost);
  const icon = clip(fileWords(page.icon));
  const signals: ClaimSignals = {
    title: clip(page.title),
    headings,
    logos,
    imageHosts: [...imageHosts],
    icon,
  };
  const homeHosts = new Set<string>();
  for (const home of page.home) {
    const host = hostOf(home, own);
    if (host && homeHosts.size < CLAIM_LIMITS.homeHosts) homeHosts.add(host);
  }
  if (homeHosts.size > 0) signals.homeHosts = [...homeHosts];
  // Where the secret's form is sent, but on a page whose head gives the host it is on as its
  // own: a site's own page, where its sign-in goes is its own business (a bank's site sending
  // to its banking host under another name). A copy keeps the brand's address there, or none.
  const namesItsHost = page.home.some((home) => hostOf(home, '') === own);
  const sendsTo = namesItsHost ? null : hostOf(page.sendsTo, own);
  if (sendsTo) signals.sendsTo = sendsTo;
  if (page.linkHosts)
    signals.linkHosts = page.linkHosts
      .map((host) => host.toLowerCase())
      .filter((host) => host !== own)
      .slice(0, CLAIM_LIMITS.linkHosts);
  return signals;
}
