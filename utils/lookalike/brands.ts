import { parse } from 'tldts';
import { addTo } from '../grouped';
import { skeleton } from './skeleton';

/**
 * The words a brand is written as when its row names none: its domains' names without their
 * suffix, letters and digits only (`lloydsbank` of lloydsbank.co.uk), of 3 characters or more or
 * with a digit. The list leaves them out of a row that would only repeat them.
 */
export function wordsOfDomains(domains: readonly string[]): string[] {
  const labels = domains.map((domain) =>
    (parse(domain, { allowPrivateDomains: true }).domainWithoutSuffix ?? '').replace(
      /[^a-z0-9]/g,
      '',
    ),
  );
  return [...new Set(labels.filter((word) => word.length >= 3 || /[0-9]/.test(word)))];
}

/**
 * The brands phishing imitates (lists/brands.json, built by `npm run lookalike:refresh` from
 * tests/lookalike/sources/phished-brands.tsv): each with its own registrable domains and the
 * words it is written as in a host name. `[name, category, domains, words, owns]`; words empty
 * when they are its domains' names (`wordsOfDomains`);
 * a word ending in `*` is an everyday word (`chase*`), one ending in `+` two run together
 * (`capitalone+`); `owns` is 1 when the brand owns its name
 * under most country suffixes.
 */
export type PackedBrand = readonly [string, string, string, string, number];

export interface Brand {
  /** As people know it: shown in warnings ("Says it is Chase"). */
  name: string;
  /** bank, payment, card, crypto, parcel, government, account, social, streaming, gaming… */
  category: string;
  /** Its own registrable domains, the main one first. */
  domains: readonly string[];
  /** Its name under another country suffix (`amazon.de`) is its own, not a look-alike. */
  ownsCountryNames: boolean;
  /**
   * A linked site's name, or a visited site's of three letters (category `site`): it counts only
   * whole, in the name the host's owner chose, beside a sign-in word there (`liquipedia-login.com`,
   * `wsj-secure.com`), never run into another word (`liberapay`, `msnverify`: three letters are
   * as often initials) nor under another suffix with sign-in words before it
   * (`sec.flab.fujitsu.co.jp`, `login.msa.akadns6.net`).
   */
  strict?: boolean;
  /**
   * Such a site's name that is an everyday word (`medium`, `weather`, `oracle`): strict, and
   * never on someone's page on a shared host (`react-alert-box.js.org`), under an institution's
   * suffix (`service-public.gouv.fr`) or as an address written with hyphens (`weather-gov`). An
   * institution's own everyday-word name (`finance.gov.bd`) is no such brand at all.
   */
  everydayName?: boolean;
}

/** A word a brand is written as, and whether it is also an everyday word (`chase`, `apple`). */
export interface BrandWord {
  brand: Brand;
  everyday: boolean;
  /**
   * Two common words run together (`capitalone`, `firstdirect`): no word, but inside a longer
   * one read as those words.
   */
  twoWords: boolean;
}

export interface BrandList {
  brands: readonly PackedBrand[];
  /**
   * The most visited and linked sites' names that are everyday words (`people`, `health`):
   * every other visited name of 3 letters or more, and linked one of 4 or more, acts as a brand
   * beside sign-in words (`buzzfeed`, `liquipedia`); these, from 5 letters, only whole in the
   * owner's name beside a word that asks (Brand.everydayName).
   */
  everydaySiteNames: string;
  /**
   * Everyday words one typing slip from a brand's or a most visited site's name (`delivery` of
   * `delhivery`, `deep` of `deepl`), or holding a distinctive brand whole (`interactive` of
   * `interac`): names of their own, never slips, never a brand inside a longer word.
   */
  nearWords: string;
  /** Hosts that give anyone a name of their own (`x.000webhostapp.com`), space-separated. */
  sharedHosts: string;
  /** Suffixes phishing favours (`top`, `xyz`): a brand's name in a subdomain there is suspect. */
  riskySuffixes: string;
  /** Free-mail providers' domains (`gmail.com`), space-separated (sender.ts). */
  freeMailDomains: string;
  /** Free-mail providers' names under any suffix (`yahoo`), space-separated. */
  freeMailLabels: string;
  /**
   * Legitimate names a slip or a word away from a crypto brand (`metamast.com`, `myetheroll.com`):
   * eth-phishing-detect's allowlist, space-separated. Never judged a look-alike.
   */
  nearNames: string;
  /**
   * Brands' names as their own countries write them (`三井住友カード`, `Сбербанк`), one brand a
   * line: its main domain, a tab, its names `;`-separated. A sign-in page's words are read for
   * them (page-claim.ts); host names never carry them.
   */
  writtenNames?: string;
}

/** The brands by word and by domain, built once per judge. */
export function indexBrands(list: BrandList) {
  const byWord = new Map<string, BrandWord[]>();
  const byDomain = new Map<string, Brand>();
  const add = (word: string, entry: BrandWord) => {
    const entries = byWord.get(word);
    if (entries) entries.push(entry);
    else byWord.set(word, [entry]);
  };
  for (const [name, category, domains, words, owns] of list.brands) {
    const brand: Brand = {
      name,
      category,
      domains: domains.split(' '),
      ownsCountryNames: owns === 1,
    };
    for (const domain of brand.domains) if (!byDomain.has(domain)) byDomain.set(domain, brand);
    for (const word of words ? words.split(' ') : wordsOfDomains(brand.domains)) {
      const everyday = word.endsWith('*');
      const twoWords = word.endsWith('+');
      add(everyday || twoWords ? word.slice(0, -1) : word, { brand, everyday, twoWords });
    }
  }
  /**
   * Every word of 5 letters or more by its first three letters and by its last three, to find it
   * inside a longer word (`mynetflix`) or slipped (`amazom`, `instargam`): a slip in the first
   * three (`intagram`, `fcebook`) leaves the last three as they were.
   */
  const slipWords = new Map<string, string[]>();
  const slipWordsByEnd = new Map<string, string[]>();
  for (const word of byWord.keys()) {
    if (word.length < 5) continue;
    for (const [map, key] of [
      [slipWords, word.slice(0, 3)],
      [slipWordsByEnd, word.slice(-3)],
    ] as const)
      addTo(map, key, word);
  }
  /** Every word by its skeleton (`paypal` as `paypa1` would read), for words in other characters. */
  const bySkeleton = new Map<string, string[]>();
  for (const word of byWord.keys()) addTo(bySkeleton, skeleton(word), word);
  const nearWords = new Set(list.nearWords.split(' '));
  const sharedHosts = new Set(list.sharedHosts.split(' '));
  const riskySuffixes = new Set(list.riskySuffixes.split(' '));
  const nearNames = new Set(list.nearNames.split(' '));
  const writtenNames = new Map<string, Brand>();
  for (const line of list.writtenNames ? list.writtenNames.split('\n') : []) {
    const [domain, names] = line.split('\t');
    const brand = domain ? byDomain.get(domain) : undefined;
    // Two characters at least: one kanji is part of too many words.
    if (brand && names)
      for (const name of names.split(';'))
        if (name.length >= 2) writtenNames.set(name.toLowerCase(), brand);
  }
  return {
    byWord,
    byDomain,
    slipWords,
    slipWordsByEnd,
    bySkeleton,
    nearWords,
    sharedHosts,
    riskySuffixes,
    nearNames,
    writtenNames,
    add,
  };
}
export type BrandIndex = ReturnType<typeof indexBrands>;
