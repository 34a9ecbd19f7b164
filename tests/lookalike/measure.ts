/**
 * The look-alike check measured on data no one here wrote and Linkwise does not bundle
 * (tests/fixtures/lookalike/SOURCES.md): real phishing hosts labelled with the brand they
 * targeted (PhishTank, held out by date), look-alikes generated from the most visited sites of
 * rankings that are not the bundled one, and false alarms on the hosts real pages link to,
 * popular sites that are not bundled, MetaMask's allowlist of legitimate near-names and
 * everyday-word names. `measured.test.ts` asserts the thresholds; `npm run bench --
 * lookalike` prints them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getDomain, parse } from 'tldts';
import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import { oneSlipApart } from '../../utils/lookalike/edits';
import { createLookalikeJudge, type LookalikeJudge } from '../../utils/lookalike/judge';
import type { LookalikeFinding } from '../../utils/lookalike/reasons';
import { skeleton } from '../../utils/lookalike/skeleton';
import { unicodeOf } from '../../utils/lookalike/trusted-index';

/** Paths from the project's root (tests run there; happy-dom's module URLs are not files). */
const FIXTURES = 'tests/fixtures/lookalike/';
const REAL_PAGES = 'tests/fixtures/real-pages/';
const lines = (name: string) =>
  readFileSync(`${FIXTURES}${name}`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

export const bundledJudge = () => createLookalikeJudge({ ...BUNDLED_LISTS });

const registrable = (host: string) => getDomain(host, { allowPrivateDomains: true }) ?? host;

/** Every registrable domain the bundled lists trust. */
export const bundledDomains = (): Set<string> =>
  new Set([
    ...BUNDLED_LISTS.visited.top,
    ...BUNDLED_LISTS.visited.more,
    ...BUNDLED_LISTS.linked,
    ...BUNDLED_LISTS.brands.brands.flatMap(([, , domains]) => domains.split(' ')),
  ]);

/** How many examples a share keeps for reading. */
const EXAMPLES = Number(process.env.LOOKALIKE_EXAMPLES ?? 20);

export interface Share {
  total: number;
  flagged: number;
  share: number;
  /** Up to 20 examples of what went the unexpected way, for reading. */
  examples: string[];
}

function shareFlagged(
  hosts: readonly string[],
  judge: (host: string) => LookalikeFinding | null,
  wanted: boolean,
): Share {
  let flagged = 0;
  const examples: string[] = [];
  for (const host of hosts) {
    const finding = judge(host);
    if (finding) flagged++;
    if (Boolean(finding) !== wanted && examples.length < EXAMPLES)
      examples.push(finding ? `${host} → ${finding.imitates} (${finding.reason})` : host);
  }
  return {
    total: hosts.length,
    flagged,
    share: hosts.length ? flagged / hosts.length : 0,
    examples,
  };
}

interface Tally {
  total: number;
  flagged: number;
  right: number;
}
const tally = (): Tally => ({ total: 0, flagged: 0, right: 0 });

/**
 * Look-alikes of the 1 000 most visited sites by two rankings Linkwise does not bundle (Tranco
 * and Alexa; visited-elsewhere.txt), one of each kind per site (generated.tsv, made by dnstwist):
 * found, and naming the site they were made from. A look-alike that is itself a trusted site is a
 * real site, never a look-alike, and is left out.
 */
export function generatedLookalikes(judge: LookalikeJudge = bundledJudge()) {
  const trusted = bundledDomains();
  const byKind = new Map<string, Tally>();
  const all = tally();
  // Of sites whose name has 5 letters or more (Chrome's own minimum for typo matching).
  const fiveOrMore = tally();
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const line of lines('generated.tsv')) {
    const [variant, original, kind] = line.split('\t') as [string, string, string];
    if (trusted.has(registrable(variant))) continue;
    const counts = byKind.get(kind) ?? tally();
    byKind.set(kind, counts);
    const finding = judge.judge(variant);
    const long = (parse(original).domainWithoutSuffix ?? '').replace(/[^a-z0-9]/g, '').length >= 5;
    for (const each of [all, counts]) each.total++;
    if (long) fiveOrMore.total++;
    if (finding && long) fiveOrMore.flagged++;
    if (!finding) {
      if (missed.length < EXAMPLES * 10) missed.push(`${variant} (${kind}, ${original})`);
      continue;
    }
    for (const each of [all, counts]) each.flagged++;
    // Naming the site, or that site's own other domain (`amazon.co.uk` for amazon.com).
    if (familyOf(finding).has(original) || sameName(finding.imitates, original)) {
      for (const each of [all, counts]) each.right++;
    } else if (wrong.length < EXAMPLES * 10)
      wrong.push(`${variant} → ${finding.imitates}, made from ${original}`);
  }
  return {
    ...all,
    recall: all.flagged / all.total,
    rightShare: all.right / all.flagged,
    fiveOrMore: { ...fiveOrMore, recall: fiveOrMore.flagged / fiveOrMore.total },
    byKind,
    missed,
    wrong,
  };
}

/** The other domains of the brand `domain` belongs to, from the bundled brand list. */
function brandDomainsOf(domain: string): string[] {
  for (const [, , domains] of BUNDLED_LISTS.brands.brands) {
    const own = domains.split(' ');
    if (own.includes(domain)) return own;
  }
  return [];
}

/** The site a finding names and that brand's other domains. */
const familyOf = (finding: LookalikeFinding) =>
  new Set([finding.imitates, ...brandDomainsOf(finding.imitates)]);

/** Whether a finding names a labelled host's own brand (any of its domains). */
const namesItsBrand = (finding: LookalikeFinding, key: TargetKey) => {
  const family = familyOf(finding);
  return key.domains.some((domain) => family.has(domain));
};

/** One site under two suffixes (`google.de` and `google.com`). */
const sameName = (a: string, b: string) =>
  parse(a, { allowPrivateDomains: true }).domainWithoutSuffix ===
  parse(b, { allowPrivateDomains: true }).domainWithoutSuffix;

interface TargetKey {
  words: string[];
  domains: string[];
}

/** A key file (phishtank-targets.tsv, jpcert-targets.tsv): each label's words and own domains. */
function targetKeys(file = 'phishtank-targets.tsv'): Map<string, TargetKey> {
  const keys = new Map<string, TargetKey>();
  for (const line of lines(file)) {
    const [label, words, domains] = line.split('\t') as [string, string, string];
    keys.set(label, { words: words.split(' '), domains: domains.split(' ') });
  }
  return keys;
}

/**
 * Whether a host's name carries a brand's word: as written in one of its labels (words of three
 * letters or fewer as a whole word of the label), in confusable characters, or one slip away.
 */
export function carriesBrand(host: string, words: readonly string[]): boolean {
  return host
    .split('.')
    .slice(0, -1)
    .some((label) => labelCarriesBrand(label, words));
}

/** Whether one label of a host's name carries a brand's word, as `carriesBrand` reads it. */
export function labelCarriesBrand(label: string, words: readonly string[]): boolean {
  return words.some((word) => {
    if (word.length <= 3) return label.split(/[^a-z0-9]+/).includes(word);
    if (label.includes(word)) return true;
    const shape = skeleton(unicodeOf(label));
    if (shape.includes(skeleton(word))) return true;
    if (word.length < 5) return false;
    for (let start = 0; start + word.length - 1 <= label.length; start++)
      for (const length of [word.length - 1, word.length, word.length + 1])
        if (oneSlipApart(label.slice(start, start + length), word)) return true;
    return false;
  });
}

/**
 * What a labelled phishing host's name says of its brand: it is on the brand's own domains (a
 * form on the brand's own service), it carries the brand, or it names none.
 */
function whatTheNameSays(host: string, key: TargetKey): 'own' | 'carries' | 'unnamed' {
  if (key.domains.includes(registrable(host))) return 'own';
  return carriesBrand(host, key.words) ? 'carries' : 'unnamed';
}

/**
 * Real phishing hosts labelled with the brand they targeted: PhishTank's verified entries
 * submitted from 2021 on (phishtank-held-out.tsv; the brand list was built from labels before
 * 2021). Those whose name carries the brand are the ones a name-based check can judge; hosts on
 * the brand's own domains (a form on a brand's own service) and IP addresses are counted apart.
 */
export function phishingByBrand(judge: LookalikeJudge = bundledJudge()) {
  const keys = targetKeys();
  const all = tally();
  const byBrand = new Map<string, Tally>();
  const missed: string[] = [];
  const wrong: string[] = [];
  let hosts = 0;
  let ownDomain = 0;
  let unnamed = 0;
  for (const line of lines('phishtank-held-out.tsv')) {
    const [host, label] = line.split('\t') as [string, string];
    const key = keys.get(label);
    if (!key || parse(host).isIp) continue;
    hosts++;
    const name = whatTheNameSays(host, key);
    if (name === 'own') ownDomain++;
    if (name === 'unnamed') unnamed++;
    if (name !== 'carries') continue;
    const counts = byBrand.get(label) ?? tally();
    byBrand.set(label, counts);
    for (const each of [all, counts]) each.total++;
    const finding = judge.judge(host);
    if (!finding) {
      if (missed.length < EXAMPLES * 10) missed.push(`${host} (${label})`);
      continue;
    }
    for (const each of [all, counts]) each.flagged++;
    if (namesItsBrand(finding, key)) {
      for (const each of [all, counts]) each.right++;
    } else if (wrong.length < EXAMPLES * 10) wrong.push(`${host} → ${finding.imitates} (${label})`);
  }
  return {
    hosts,
    ownDomain,
    unnamed,
    ...all,
    recall: all.flagged / all.total,
    rightShare: all.right / all.flagged,
    byBrand,
    missed,
    wrong,
  };
}

/**
 * Hosts each real page of the corpus links to (tests/fixtures/real-pages), with the page's own
 * site: the check judges a link knowing the page it is on, as the extension does.
 */
export function realPageLinks(): Array<{ host: string; pageSite: string }> {
  const links = new Map<string, { host: string; pageSite: string }>();
  for (const name of readdirSync(REAL_PAGES).filter((file) => file.endsWith('.html'))) {
    const pageSite = registrable(name.replace(/(--.*)?\.html$/, ''));
    const html = readFileSync(`${REAL_PAGES}${name}`, 'utf8');
    for (const match of html.matchAll(/href\s*=\s*["']?https?:\/\/([a-z0-9.-]+)/gi)) {
      const host = match[1]!.toLowerCase().replace(/\.$/, '');
      links.set(`${host} ${pageSite}`, { host, pageSite });
    }
  }
  return [...links.values()];
}

export function falseAlarms(judge: LookalikeJudge = bundledJudge()) {
  const check = (host: string) => judge.judge(host);
  const trusted = bundledDomains();
  const protectedJudge = createLookalikeJudge({
    ...BUNDLED_LISTS,
    organisation: ['metamask.io', 'myetherwallet.com'],
  });
  const links = realPageLinks();
  const linkAlarms = shareFlagged(
    links.map((link) => `${link.host} ${link.pageSite}`),
    (pair) => {
      const [host, pageSite] = pair.split(' ') as [string, string];
      return judge.judge(host, { pageSite });
    },
    false,
  );
  return {
    realPageHosts: linkAlarms,
    // The popular sites of a ranking Linkwise does not bundle, that it does not bundle either.
    popularNotBundled: shareFlagged(
      lines('tranco-top-10k.txt').filter((domain) => !trusted.has(domain)),
      check,
      false,
    ),
    heldOutLinked: shareFlagged(
      lines('held-out-popular.txt').filter((domain) => !trusted.has(domain)),
      check,
      false,
    ),
    metamaskAllowlist: shareFlagged(lines('eth-phishing-detect-allowlist.txt'), check, false),
    // The hard case: an organisation that protects MetaMask's own two sites, judging the
    // allowlist MetaMask keeps of their legitimate neighbours.
    metamaskAllowlistProtected: shareFlagged(
      lines('eth-phishing-detect-allowlist.txt'),
      (host) => protectedJudge.judge(host),
      false,
    ),
    // Names of everyday words (sources/generate-everyday-names.py): of the English list the
    // bundled lists are built with, and of lists the build never reads.
    everydayNames: shareFlagged(lines('everyday-names.txt'), check, false),
    everydayNamesUnseen: shareFlagged(lines('everyday-names-unseen.txt'), check, false),
    // Names of words written with letters beyond ASCII, in punycode (`fachärztinnen.de`): of
    // languages read while writing the rule for names in other characters, and of others.
    accentedNames: shareFlagged(lines('accented-names.txt'), check, false),
    accentedNamesUnseen: shareFlagged(lines('accented-names-unseen.txt'), check, false),
    // Names of Ukrainian and Bulgarian words, whose letters partly pass for ASCII ones.
    cyrillicNames: shareFlagged(lines('cyrillic-names.txt'), check, false),
    // A brand's name that is an everyday word beside words that claim nothing
    // (`apple-light.app`, `fishorange.shop`: sources/generate-everyday-names.py).
    everydayBrandNames: shareFlagged(lines('everyday-brand-names.txt'), check, false),
    // Official organisations' own pages on a code host (`worldbank.github.io`).
    organisationPages: shareFlagged(lines('organisation-pages.txt'), check, false),
    // Names people and projects chose for their own pages, mostly on shared hosts
    // (`akanksha.is-a.dev`, `spotify-api.js.org`, `mayank-portfolio.vercel.app`).
    chosenNames: shareFlagged(
      [
        ...new Set([
          ...lines('is-a-dev-names.txt'),
          ...lines('js-org-names.txt'),
          ...lines('developer-portfolios.txt'),
        ]),
      ],
      check,
      false,
    ),
    // The same kind of names from a registry not read while the rules were written (SOURCES.md).
    chosenNamesHeldOut: shareFlagged(lines('open-domains-names.txt'), check, false),
    madeUpNames: shareFlagged(madeUpNames(), check, false),
    // Japanese surnames, places and organisations in Latin letters, alone or beside a business
    // word (`nomura-clinic.jp`: sources/generate-japanese-names.py): the Japanese brand rows'
    // names are surnames and places too.
    japaneseNames: shareFlagged(lines('japanese-names.txt'), check, false),
    // The same shapes from another dictionary's names (UniDic's, none of IPAdic's): never read,
    // nor bundled; only its share is ever printed.
    japaneseNamesHeldOut: shareFlagged(lines('japanese-names-unseen.txt'), check, false),
    friendlyWordNames: shareFlagged(friendlyWordNames(), check, false),
  };
}

/** A fixture of `kind word` lines, its words by kind (`left`, `right`; `predicate`, `object`). */
function wordsByKind(name: string): Record<string, string[]> {
  const byKind: Record<string, string[]> = {};
  for (const line of lines(name)) {
    const [kind, word] = line.split(' ') as [string, string];
    const words = byKind[kind] ?? [];
    words.push(word);
    byKind[kind] = words;
  }
  return byKind;
}

/**
 * Names Glitch made up for its projects' pages from its friendly words (`aback-resonance`):
 * predicate and object paired in turn, each object three times and each predicate six or seven.
 */
function friendlyWordNames(): string[] {
  const { predicate: predicates = [], object: objects = [] } = wordsByKind('friendly-words.txt');
  return Array.from(
    { length: 3 * objects.length },
    (_, at) => `${predicates[at % predicates.length]}-${objects[at % objects.length]}.glitch.me`,
  );
}

/**
 * Names a host makes up for its users' pages: Docker's adjective and scientist, joined, as
 * Plesk names its temporary domains (`amazing-poitras.34-125-197-109.plesk.page`, in the
 * phishing feed): every pair, under one address's Plesk name.
 */
function madeUpNames(): string[] {
  const { left = [], right = [] } = wordsByKind('made-up-names.txt');
  return left.flatMap((adjective) =>
    right.map((name) => `${adjective}-${name}.203-0-113-7.plesk.page`),
  );
}

/**
 * Reported phishing hosts judged by name alone, before any report reaches the lookup service:
 * mitchellkrogza/phishing's feed, and PhishTank's entries of March 2024 (unlabelled, and never
 * read while the rules were written: a check that the rules hold beyond the labelled hold-out).
 */
export function phishingFeed(
  judge: LookalikeJudge = bundledJudge(),
  file: 'phishing-feed.txt' | 'phishtank-2024.txt' = 'phishing-feed.txt',
) {
  return shareFlagged(lines(file), (host) => judge.judge(host), true);
}

interface HeldOutKey extends TargetKey {
  kind: 'mainstream' | 'crypto';
}

/** held-out-2021-targets.tsv: each label's kind, words and own domains. */
function heldOutKeys(): Map<string, HeldOutKey> {
  const keys = new Map<string, HeldOutKey>();
  for (const line of lines('held-out-2021-targets.tsv')) {
    const [label, kind, words, domains] = line.split('\t') as [string, string, string, string];
    keys.set(label, {
      kind: kind === 'crypto' ? 'crypto' : 'mainstream',
      words: words.split(' '),
      domains: domains.split(' '),
    });
  }
  return keys;
}

/**
 * Real phishing dated from 2021 on, from sources no rule was written while reading
 * (held-out-2021-*.tsv, drawn by sources/draw-held-out.ts): PhishTank's labelled entries from
 * copies the older hold-out did not read, and CryptoScamDB's entries first added from 2021.
 * `probe` may be read to find misses; `sealed` is measured and never opened, so its misses are
 * counted and never listed.
 */
export function heldOutPhishing(set: 'probe' | 'sealed', judge: LookalikeJudge = bundledJudge()) {
  const keys = heldOutKeys();
  const byKind = { mainstream: tally(), crypto: tally() };
  const all = tally();
  const missed: string[] = [];
  const wrong: string[] = [];
  let ownDomain = 0;
  let unnamed = 0;
  for (const line of lines(`held-out-2021-${set}.tsv`)) {
    const [host, label] = line.split('\t') as [string, string];
    const key = keys.get(label);
    if (!key) continue;
    const name = whatTheNameSays(host, key);
    if (name === 'own') ownDomain++;
    if (name === 'unnamed') unnamed++;
    if (name !== 'carries') continue;
    const counts = byKind[key.kind];
    for (const each of [all, counts]) each.total++;
    const finding = judge.judge(host);
    if (!finding) {
      if (set === 'probe') missed.push(`${host} (${label})`);
      continue;
    }
    for (const each of [all, counts]) each.flagged++;
    if (namesItsBrand(finding, key)) {
      for (const each of [all, counts]) each.right++;
    } else if (set === 'probe') wrong.push(`${host} → ${finding.imitates} (${label})`);
  }
  const figures = (counts: Tally) => ({
    ...counts,
    recall: counts.total ? counts.flagged / counts.total : 0,
    rightShare: counts.flagged ? counts.right / counts.flagged : 0,
  });
  return {
    ownDomain,
    unnamed,
    all: figures(all),
    mainstream: figures(byKind.mainstream),
    crypto: figures(byKind.crypto),
    missed,
    wrong,
  };
}

/**
 * One country's phishing as its national CERT labels it (JPCERT/CC, drawn by
 * sources/draw-national-cert.ts): `read` (2019–2024) was read to write the Japanese brand rows and
 * may be read to find misses; `2025-sealed` is measured and never opened, so its misses are
 * counted and never listed, not even by label.
 */
export function nationalCertPhishing(
  set: 'read' | '2025-sealed',
  judge: LookalikeJudge = bundledJudge(),
) {
  const keys = targetKeys('jpcert-targets.tsv');
  const all = tally();
  const missedByLabel = new Map<string, number>();
  const missed: string[] = [];
  const wrong: string[] = [];
  let hosts = 0;
  let ownDomain = 0;
  let unnamed = 0;
  for (const line of lines(`jpcert-${set}.tsv`)) {
    const [host, label] = line.split('\t') as [string, string];
    const key = keys.get(label);
    if (!key) continue;
    hosts++;
    const name = whatTheNameSays(host, key);
    if (name === 'own') ownDomain++;
    if (name === 'unnamed') unnamed++;
    if (name !== 'carries') continue;
    all.total++;
    const finding = judge.judge(host);
    if (!finding) {
      if (set === 'read') {
        missedByLabel.set(label, (missedByLabel.get(label) ?? 0) + 1);
        missed.push(`${host} (${label})`);
      }
      continue;
    }
    all.flagged++;
    if (namesItsBrand(finding, key)) all.right++;
    else if (set === 'read') wrong.push(`${host} → ${finding.imitates} (${label})`);
  }
  return {
    hosts,
    ownDomain,
    unnamed,
    ...all,
    recall: all.total ? all.flagged / all.total : 0,
    rightShare: all.flagged ? all.right / all.flagged : 0,
    missedByLabel,
    missed,
    wrong,
  };
}
