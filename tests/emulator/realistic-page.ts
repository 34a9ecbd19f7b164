/**
 * Pages shaped like the ones people read, for the browsing benchmark: a news article, a
 * reference article, a shop page. Each has a site header full of its own links, a body with
 * some links to other sites, share buttons, and a long footer; reference pages end in a list of
 * sources on 50 to 350 other hosts. Other sites are drawn from a pool where a few popular hosts
 * recur on most pages and a long tail rarely repeats, as across real browsing. Deterministic:
 * page `n` of a kind is always the same page.
 */

export type PageKind = 'news' | 'reference' | 'shop';
export const PAGE_KINDS: readonly PageKind[] = ['news', 'reference', 'shop'];

/** Hosts on most pages: social networks, video, code, encyclopaedias, payment brands. */
const POPULAR = [
  'twitter.com',
  'facebook.com',
  'youtube.com',
  'instagram.com',
  'linkedin.com',
  'reddit.com',
  'wikipedia.org',
  'github.com',
  'apple.com',
  'google.com',
  'whatsapp.com',
  'pinterest.com',
  'tiktok.com',
  'paypal.com',
  'visa.com',
  'mastercard.com',
];
/** The long tail: news outlets, blogs, shops, journals, each `tail-N.example.org`. */
const TAIL_SIZE = 4_000;

/** A small seeded generator (mulberry32), so every run builds the same pages. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Another site: popular ones often, the tail (Zipf-like, so some tail hosts recur) otherwise. */
function otherHost(next: () => number): string {
  if (next() < 0.35) return POPULAR[Math.floor(next() * POPULAR.length)]!;
  const rank = Math.floor(TAIL_SIZE ** next()); // more weight on low ranks
  return `tail-${rank}.example.org`;
}

const words = (next: () => number, count: number) =>
  Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
const WORDS = `the of and a to in is was for on that with as by at from his her an were are which
this be or has had not but have new after first one their its also been more other two into
year people time city council report market price data study said state government police
league season team plan water energy school health court family music film company research`
  .split(/\s+/)
  .filter(Boolean);

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

/** The page `n` of a kind on `site` (its own host). */
export function realisticPage(kind: PageKind, n: number, site: string): string {
  const next = random(n * 31 + PAGE_KINDS.indexOf(kind) * 7_919);
  const own = (path: string, text: string) => link(`https://${site}/${path}`, text);
  const out = (text: string) => link(`https://${otherHost(next)}/${words(next, 1)}`, text);

  const nav = Array.from({ length: 14 }, (_, i) => own(`section/${i}`, `Section ${i}`)).join(' ');
  const header = `<header style="height:120px"><h1>${own('', site)}</h1><nav>${nav}</nav>
    <form><input aria-label="Search" placeholder="Search"></form></header>`;

  const paragraphs: string[] = [];
  const paragraphCount = kind === 'shop' ? 6 : 18;
  for (let i = 0; i < paragraphCount; i++) {
    const inline: string[] = [];
    // About one link to another site every other paragraph, and some to the page's own site.
    if (next() < (kind === 'reference' ? 0.6 : 0.45)) inline.push(out(words(next, 3)));
    if (next() < 0.5) inline.push(own(`topic/${Math.floor(next() * 500)}`, words(next, 2)));
    paragraphs.push(`<p>${words(next, 40)} ${inline.join(' ')} ${words(next, 25)}.</p>`);
  }
  const shop =
    kind === 'shop'
      ? `<section><h2>Products</h2><ul>${Array.from(
          { length: 48 },
          (_, i) => `<li style="height:60px">${own(`product/${n}-${i}`, `Product ${i}`)}</li>`,
        ).join('')}</ul><p>Sponsored: ${out('Partner offer')} ${out('Another offer')}</p></section>`
      : '';
  const share = `<p>Share: ${[
    'facebook.com',
    'twitter.com',
    'linkedin.com',
    'reddit.com',
    'whatsapp.com',
  ]
    .map((host) => link(`https://${host}/share?u=${site}`, host))
    .join(' ')} ${link('mailto:?subject=story', 'E-mail')}</p>`;
  const related = `<aside><h2>Related</h2>${Array.from({ length: 8 }, (_, i) =>
    own(`story/${n}-${i}`, words(next, 4)),
  ).join('<br>')}</aside>`;

  const sourceCount = kind === 'reference' ? 50 + ((n * 37) % 301) : 0;
  const sources =
    sourceCount > 0
      ? `<section><h2>References</h2><ol>${Array.from(
          { length: sourceCount },
          () =>
            `<li>${words(next, 6)}. ${link(`https://tail-${Math.floor(next() * TAIL_SIZE)}.example.org/paper`, 'Source')}</li>`,
        ).join('')}</ol></section>`
      : '';

  const footerLinks = [
    ...Array.from({ length: 30 }, (_, i) => own(`about/${i}`, `About ${i}`)),
    ...Array.from({ length: 10 }, () => out('Partner')),
    ...POPULAR.slice(0, 6).map((host) => link(`https://${host}/${site}`, host)),
  ];
  const footer = `<footer><h2>${site}</h2><p>${footerLinks.join(' · ')}</p></footer>`;

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${kind} ${n}</title></head>
<body>${header}<main><h1>${words(next, 8)}</h1>${paragraphs.slice(0, 4).join('')}${share}${paragraphs
    .slice(4)
    .join('')}${shop}${related}${sources}</main>${footer}</body></html>`;
}
