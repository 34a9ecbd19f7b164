/**
 * Phishing kits' own sign-in pages, judged by the brand they show (utils/lookalike/page-claim.ts):
 * the page templates of a public phishing toolkit (a snapshot of htr-tech/zphisher, `.sites/`),
 * each read by the content script's code as served from hosts that name no brand (as
 * measure-claims.ts moves Fathom's real pages) and from its brand's own host. Nothing is copied
 * into this project; the measure reads the snapshot where `fetch` put it:
 *
 *   npx tsx tests/lookalike/measure-kits.ts <snapshot git dir>
 *
 * Split by brand before any page was read (a brand's every template on one side, by a hash of
 * its domain): `read` may be read to find misses; `sealed` prints counts only. A kit of a brand
 * the lists do not hold counts as missed, and apart (`unlisted`; `listedOnly`: the rest).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { firstSecretField } from '../../utils/content/claim-signals';
import { inertWindow } from '../passwords/saved-page';
import { bundledJudge } from './measure';
import { brandOf, claimAsAsked, FOREIGN_HOSTS } from './measure-claims';
import { readClaimSignals } from './read-claim';

/** Each template folder's brand, by its own domain (from the folder's name alone). */
const BRAND_OF_FOLDER: Record<string, string> = {
  adobe: 'adobe.com',
  badoo: 'badoo.com',
  deviantart: 'deviantart.com',
  discord: 'discord.com',
  dropbox: 'dropbox.com',
  ebay: 'ebay.com',
  facebook: 'facebook.com',
  fb_advanced: 'facebook.com',
  fb_messenger: 'facebook.com',
  fb_security: 'facebook.com',
  github: 'github.com',
  gitlab: 'gitlab.com',
  google: 'google.com',
  google_new: 'google.com',
  google_poll: 'google.com',
  ig_followers: 'instagram.com',
  ig_verify: 'instagram.com',
  insta_followers: 'instagram.com',
  instagram: 'instagram.com',
  linkedin: 'linkedin.com',
  mediafire: 'mediafire.com',
  microsoft: 'microsoft.com',
  netflix: 'netflix.com',
  origin: 'ea.com',
  paypal: 'paypal.com',
  pinterest: 'pinterest.com',
  playstation: 'playstation.com',
  protonmail: 'proton.me',
  quora: 'quora.com',
  reddit: 'reddit.com',
  roblox: 'roblox.com',
  snapchat: 'snapchat.com',
  spotify: 'spotify.com',
  stackoverflow: 'stackoverflow.com',
  steam: 'steampowered.com',
  tiktok: 'tiktok.com',
  twitch: 'twitch.tv',
  twitter: 'twitter.com',
  vk: 'vk.com',
  vk_poll: 'vk.com',
  wordpress: 'wordpress.com',
  xbox: 'xbox.com',
  yahoo: 'yahoo.com',
  yandex: 'yandex.ru',
};

export type KitSet = 'read' | 'sealed';

/** Half the brands, fixed by their domain's hash: never chosen by what their pages show. */
export const kitSetOf = (brand: string): KitSet =>
  createHash('sha256').update(brand).digest()[0]! % 2 === 0 ? 'sealed' : 'read';

/** The page's signals as the content script reads them on `host`, or null without a secret field. */
function signalsOn(html: string, host: string) {
  const window = inertWindow(html, `https://${host}/login/`);
  const doc = window.document as unknown as Document;
  const field = firstSecretField(doc);
  const signals = field ? readClaimSignals(doc, field) : null;
  void window.happyDOM.close();
  return signals;
}

/** The order a kit's pages are tried in: its HTML sign-in page, other HTML, then PHP. */
const rank = (path: string) => (path.endsWith('/login.html') ? 0 : path.endsWith('.html') ? 1 : 2);

export function kitClaims(gitDir: string, set: KitSet) {
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 28 }).toString();
  const judge = bundledJudge();
  const files = git('ls-tree', '-r', '--name-only', 'HEAD', '.sites/').split('\n');
  const tally = { kits: 0, unlisted: 0, noField: 0, moved: 0, named: 0, wrong: 0, ownClaimed: 0 };
  /** Of the brands the lists hold: pages moved, and named. */
  const listedOnly = { moved: 0, named: 0 };
  const missed: string[] = [];
  for (const [folder, brand] of Object.entries(BRAND_OF_FOLDER)) {
    if (kitSetOf(brand) !== set) continue;
    // Its sign-in page: login.html where it has one, else its first page with a secret field;
    // a PHP page as the server sends it, its code out (`index.php` where a kit has no HTML).
    const page = files
      .filter((path) => path.startsWith(`.sites/${folder}/`) && /\.(html|php)$/.test(path))
      .sort((a, b) => rank(a) - rank(b))
      .map((path) => git('show', `HEAD:${path}`).replace(/<\?php[\s\S]*?(\?>|$)/g, ''))
      .find((html) => signalsOn(html, FOREIGN_HOSTS[0]!));
    const domains = brandOf(brand)?.domains ?? [];
    tally.kits++;
    if (domains.length === 0) tally.unlisted++;
    if (!page) {
      tally.noField++;
      continue;
    }
    if (claimAsAsked(judge, `www.${brand}`, signalsOn(page, `www.${brand}`)!)) tally.ownClaimed++;
    for (const host of FOREIGN_HOSTS) {
      const signals = signalsOn(page, host)!;
      const claim = claimAsAsked(judge, host, signals);
      const named = claim !== null && domains.includes(claim.imitates);
      tally.moved++;
      if (named) tally.named++;
      else if (claim) tally.wrong++;
      if (domains.length > 0) {
        listedOnly.moved++;
        if (named) listedOnly.named++;
      }
      if (set === 'read' && host === FOREIGN_HOSTS[0] && !named)
        missed.push(
          `${folder} (${brand}) → ${claim?.imitates ?? 'nothing'}: ${JSON.stringify(signals)}`,
        );
    }
  }
  const recall = tally.moved ? tally.named / tally.moved : 0;
  return { ...tally, recall, listedOnly, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [gitDir, set = 'read'] = process.argv.slice(2);
  if (!gitDir) throw new Error('usage: measure-kits.ts <snapshot git dir> [read|sealed]');
  const result = kitClaims(gitDir, set as KitSet);
  const { missed, ...counts } = result;
  console.log(JSON.stringify(counts));
  if (set === 'read') for (const line of missed) console.log(line.slice(0, 900));
}
