import { toUnicode } from 'punycode/punycode.es6.js';
import { parse } from 'tldts';
import { type Brand, type BrandList, indexBrands } from './brands';
import { innerLettersLeftOut, innerSwaps, isTypingSlip } from './edits';
import { looseSkeleton, skeleton } from './skeleton';
import { ACTION_WORDS } from './words';

/**
 * Suffixes only accredited schools, universities, governments and armed forces register under
 * (`ac.uk`, `edu`, `edu.au`, `gov.br`, `gouv.fr`, `k12.ca.us`): a name there is the institution's.
 */
export const INSTITUTION_SUFFIX = /(^|\.)(ac|edu|gov|govt|gouv|gob|mil|sch|k12)(\.|$)/;

/** The sites a look-alike is judged against; a host on any of them is never flagged. */
export interface TrustedSites {
  /** The sites people visit most (lists/visited-sites.json): `top` is the costlier rules' bucket. */
  visited: { top: readonly string[]; more: readonly string[] };
  /** The brands phishing imitates (lists/brands.json). */
  brands: BrandList;
  /**
   * Popular sites known from links to them that the visits miss (lists/linked-sites.json):
   * trusted, and judged against for confusables and a whole address, not for slips.
   */
  linked?: readonly string[];
  /** Sites this person uses (learned on the device; see visits.ts). */
  yours?: readonly string[];
  /** The organisation's own and partner domains (managed policy). */
  organisation?: readonly string[];
}

/** Tuning, measured in BENCHMARKS.md (`npm run bench -- lookalike`). */
export const JUDGE_TUNING = {
  /** Which visited sites a typing slip and a brand beside words are judged against. */
  slipTiers: { top: true, more: true, linked: true },
  /** Whether a most visited site's name counts beside any word, or only beside sign-in words. */
  siteWordsNeedAction: true,
  /** Linked sites' names (known from links, not visits) are judged for slips from this length. */
  minLinkedTypoLength: 7,
  /** Shorter names are one slip from too many others: typos of them are not judged. */
  minTypoLength: 5,
  /**
   * A name's first letter left out is judged from this length (`aypal` of `paypal`), unless what
   * is left is an everyday word (`cloud` of `icloud`: the lists' near words).
   */
  minFirstLetterOmitted: 6,
  /**
   * Inside a longer word on someone's page, a brand of this length or more counts slipped
   * (`fcebooksecurityalert`); a shorter one only whole or in digits (not `akanksha` as `akbank`,
   * `mercurial` as `mercari`).
   */
  minSlippedInside: 8,
  /**
   * A brand that is no everyday word counts one slip away (a letter changed, added, left out,
   * swapped or doubled) from this length, alone and under any suffix it does not own (`binancce.cf`,
   * `coinbasle.com`): Chrome's own minimum for typo matching.
   */
  minDistinctiveSlip: 5,
  /**
   * A visited or linked site's name that is an everyday word counts, whole beside a word that
   * asks, from this length (`medium-verify.com`); shorter ones are words in every name.
   */
  minEverydaySiteName: 5,
  /** A brand alone, without other words, counts on a shared host from this length. */
  minBareBrandOnSharedHost: 5,
  /**
   * A linked site's name acts as a brand beside sign-in words from this length; one of 4 letters,
   * being as often initials, only beside nothing else (Brand.strict).
   */
  minLinkedBrandLength: 4,
  /**
   * A linked name of this length (too short for every slip) is judged for an inner letter left
   * out too (`crieo` of `criteo`); of a shorter one that leaves a four-letter name, often real.
   */
  linkedLeftOutLength: 6,
};

export interface Target {
  domain: string;
  /** The name without its public suffix (`paypal` of `paypal.com`, `bbc` of `bbc.co.uk`). */
  label: string;
  suffix: string;
}

export const targetOf = (domain: string): Target | null => {
  const { domainWithoutSuffix, publicSuffix } = parse(domain, { allowPrivateDomains: true });
  return domainWithoutSuffix && publicSuffix
    ? { domain, label: domainWithoutSuffix, suffix: publicSuffix }
    : null;
};

/**
 * A site's name as a brand's word is matched: hyphens dropped (`merriam-webster` as
 * `wells-fargo` is read, `macaro-ni` as `macaroni`). The refresh names everyday site names so too.
 */
export const siteWordOf = (label: string) => label.replace(/-/g, '');

/** A label as read (`xn--pypal-4ve` → `pаypal`); one that is no valid punycode, as written. */
export function unicodeOf(label: string): string {
  if (!label.includes('xn--')) return label;
  try {
    return toUnicode(label);
  } catch {
    return label;
  }
}

/**
 * Names crowded with real neighbours one slip away, where nobody signs in to anything phishers
 * want: numbered series of few letters (`123-hd`, `24-hds`) and adult sites (`hentaifox`,
 * `sexalarab`). Five letters or more beside the digits make a name of its own (`flightradar24`,
 * `4shared`, `w3schools`).
 */
const ADULT = /porn|xxx|hentai|^sex/;
const isSlipTarget = (label: string) =>
  !ADULT.test(label) && (!/[0-9]/.test(label) || label.replace(/[^a-z]/g, '').length >= 5);

const slipBucket = (suffix: string, length: number, first: string) =>
  `${suffix} ${length} ${first}`;

/**
 * Which characters a name has, a bit each (by code, 32 apart sharing one): one typing slip
 * takes at most one away and adds at most one, so names whose sets differ in more than two bits
 * are no slip of each other, told apart without comparing them letter by letter.
 */
function lettersIn(name: string): number {
  let mask = 0;
  for (let at = 0; at < name.length; at++) mask |= 1 << (name.charCodeAt(at) & 31);
  return mask;
}
const atMostTwoBits = (bits: number) => {
  const less = bits & (bits - 1);
  return (less & (less - 1)) === 0;
};

/** A name typing slips are judged against, with the characters it has (`lettersIn`). */
interface SlipTarget {
  target: Target;
  letters: number;
}

/** The list under `key`, made when first asked for. */
function listIn<K, T>(lists: Map<K, T[]>, key: K): T[] {
  const list = lists.get(key);
  if (list) return list;
  const made: T[] = [];
  lists.set(key, made);
  return made;
}

/**
 * The trusted sites, indexed for the rules (rules.ts): every name by its skeleton and by its
 * label; the names a typing slip is judged against (the most visited, the brands, the person's
 * and the organisation's) by length; the brands by word. Built once per set of lists.
 */
export function indexTrustedSites(sites: TrustedSites) {
  const trusted = new Set<string>();
  /** Skeleton of a name → the trusted sites with that skeleton, most trusted first. */
  const bySkeleton = new Map<string, Target[]>();
  /** Every trusted name with its skeleton, in trust order: the lazily built indexes read it. */
  const shaped: Array<{ shape: string; target: Target }> = [];
  /** The slip targets among them. */
  const slipShaped: Array<{ shape: string; target: Target }> = [];
  /** Label → the trusted sites with that name, most trusted first. */
  const byLabel = new Map<string, Target[]>();
  /**
   * Names a typo is judged against, by suffix, length and first letter (a typing slip keeps the
   * first letter, or swaps it with the second): a host is compared with a few dozen names, not
   * with all of them.
   */
  const slipBuckets = new Map<string, SlipTarget[]>();
  /**
   * The names a first letter left out is judged against (not the linked: `calgary.ca`), by
   * their label without its first letter.
   */
  const byLabelAfterFirst = new Map<string, Target[]>();
  /** Four-letter names of the visits and brands, for swaps of their inner letters. */
  const shortTargets = new Set<string>();
  /**
   * Six-letter linked names (too short to be judged for every slip) by each form with one inner
   * letter left out (`crieo` of `criteo`).
   */
  const byInnerLetterLeftOut = new Map<string, Target[]>();
  const brands = indexBrands(sites.brands);
  /** Each domain parsed once: the site words below read the same domains again. */
  const parsed = new Map<string, Target | null>();
  const targetFor = (domain: string): Target | null => {
    let target = parsed.get(domain);
    if (target === undefined) {
      target = targetOf(domain);
      parsed.set(domain, target);
    }
    return target;
  };

  /**
   * `typos`: judged for typing slips; `allSlips`: for the riskier ones too (a first letter left
   * out, two letters of a four-letter name swapped), which linked names are not.
   */
  const add = (domain: string, typos: boolean, allSlips = typos) => {
    if (trusted.has(domain)) return;
    trusted.add(domain);
    const target = targetFor(domain);
    if (!target) return;
    const shape = skeleton(target.label);
    listIn(bySkeleton, shape).push(target);
    shaped.push({ shape, target });
    listIn(byLabel, target.label).push(target);
    if (allSlips && target.label.length === 4 && /^[a-z]+$/.test(target.label))
      shortTargets.add(domain);
    if (typos && target.label.length >= JUDGE_TUNING.minTypoLength && isSlipTarget(target.label)) {
      listIn(slipBuckets, slipBucket(target.suffix, target.label.length, target.label[0]!)).push({
        target,
        letters: lettersIn(target.label),
      });
      slipShaped.push({ shape, target });
      if (allSlips) listIn(byLabelAfterFirst, target.label.slice(1)).push(target);
    }
  };
  /**
   * A site of its own standing acts as a brand beside sign-in words (`kleinstadtbank-login`);
   * `strict` for a linked name, `everydayName` for one that is an everyday word (Brand).
   */
  const addSiteWord = (target: Target | null, strict = false, everydayName = false) => {
    if (!target) return;
    // Digits kept (`bet365`, `4shared`), with three letters in a row at least.
    const word = siteWordOf(target.label);
    if (!/^[a-z0-9]{3,}$/.test(word) || !/[a-z]{3}/.test(word) || ACTION_WORDS.has(word)) return;
    // A site named so without the hyphen is that word's (`savefrom.net`, not `save-from.net`).
    if (word !== target.label && byLabel.has(word)) return;
    if (brands.byWord.has(word)) return;
    const brand: Brand = {
      name: target.domain,
      category: 'site',
      domains: [target.domain],
      ownsCountryNames: false,
      strict: strict || word.length === 3,
      everydayName,
    };
    brands.add(word, { brand, everyday: JUDGE_TUNING.siteWordsNeedAction, twoWords: false });
  };
  // The person's and the organisation's sites first: they are who a look-alike most likely
  // imitates when a name could be either.
  for (const domain of sites.organisation ?? []) {
    add(domain, true);
    addSiteWord(targetFor(domain));
  }
  for (const domain of sites.yours ?? []) {
    add(domain, true);
    addSiteWord(targetFor(domain));
  }
  for (const [, , domains] of sites.brands.brands)
    for (const domain of domains.split(' ')) add(domain, true);
  for (const domain of sites.visited.top) add(domain, JUDGE_TUNING.slipTiers.top);
  for (const domain of sites.visited.more) add(domain, JUDGE_TUNING.slipTiers.more);
  // A short linked name is one slip from too many others that are real (measured).
  for (const domain of sites.linked ?? []) {
    const target = targetFor(domain);
    const label = target?.label ?? '';
    add(
      domain,
      JUDGE_TUNING.slipTiers.linked && label.length >= JUDGE_TUNING.minLinkedTypoLength,
      false,
    );
    if (
      target &&
      label.length === JUDGE_TUNING.linkedLeftOutLength &&
      /^[a-z]+$/.test(label) &&
      isSlipTarget(label)
    )
      for (const leftOut of innerLettersLeftOut(label))
        listIn(byInnerLetterLeftOut, leftOut).push(target);
  }
  // The most visited sites' names that are no everyday word act as brands beside sign-in words,
  // those of three letters more strictly (Brand.strict); the linked sites' of 4 letters or more
  // too, as strictly, and those that are everyday words more strictly still (Brand.everydayName).
  // Each name once: the most trusted site of that name.
  const everyday = new Set(sites.brands.everydaySiteNames.split(' '));
  const addSiteWords = (domains: readonly string[], minLength: number, linked: boolean) => {
    for (const domain of domains) {
      const target = targetFor(domain);
      // `com`, `net`, `gov` are sites' names too (com.be, net.hr), and everyday words: not brands;
      // nor a hyphenated name that joined is one (`macaro-ni`).
      if (!target || target.label.length < minLength) continue;
      if (byLabel.get(target.label)?.[0]?.domain !== domain) continue;
      // An everyday word (`medium`, `weather`, `oracle`) counts as the site only whole, beside a
      // word that asks (`medium-verify.com`, `windows-auth.net`): Brand.everydayName. Not an
      // institution's (`finance.gov.bd`, `education.gouv.fr`): named by what it does, its word
      // beside one that asks is anyone's (`car-finance-payments.co.uk`, `argentina-pagos.com`).
      if (!everyday.has(siteWordOf(target.label))) addSiteWord(target, linked);
      else if (
        target.label.length >= JUDGE_TUNING.minEverydaySiteName &&
        !INSTITUTION_SUFFIX.test(target.suffix)
      )
        addSiteWord(target, true, true);
    }
  };
  addSiteWords([...sites.visited.top, ...sites.visited.more], 0, false);
  addSiteWords(sites.linked ?? [], JUDGE_TUNING.minLinkedBrandLength, true);
  // The closures returned below share this scope: nothing of the build's memo outlives it.
  parsed.clear();

  let byLooseSkeleton: Map<string, Target[]> | undefined;
  let skeletonBuckets: Map<string, Array<{ shape: string; target: Target }>> | undefined;
  return {
    trusted,
    bySkeleton,
    /**
     * The trusted sites whose skeleton reads like `shape` loosely (skeleton.ts), most trusted
     * first: only for names in other characters, so the index is built on the first of them.
     */
    looselyLike(shape: string): Target[] | undefined {
      if (!byLooseSkeleton) {
        byLooseSkeleton = new Map();
        for (const known of shaped)
          listIn(byLooseSkeleton, looseSkeleton(known.shape)).push(known.target);
      }
      return byLooseSkeleton.get(looseSkeleton(shape));
    },
    /** The slip targets whose skeleton could be one slip from `shape`. */
    *skeletonsNear(shape: string): Generator<{ shape: string; target: Target }> {
      // By length and first letter, and by length and last letter: one slip leaves one of the
      // two as it was, so a skeleton is compared with a few dozen, not all. Only names in other
      // characters ask, so the buckets are built on the first of them.
      if (!skeletonBuckets) {
        skeletonBuckets = new Map();
        for (const known of slipShaped) {
          listIn(skeletonBuckets, `${known.shape.length}<${known.shape[0]}`).push(known);
          listIn(skeletonBuckets, `${known.shape.length}>${known.shape.at(-1)}`).push(known);
        }
      }
      for (let length = shape.length - 1; length <= shape.length + 1; length++) {
        yield* skeletonBuckets.get(`${length}<${shape[0]}`) ?? [];
        // Those sharing the first letter too were given above.
        for (const known of skeletonBuckets.get(`${length}>${shape.at(-1)}`) ?? [])
          if (known.shape[0] !== shape[0]) yield known;
      }
    },
    /**
     * The first name `label` under `suffix` is a typing slip of (edits.ts), most trusted first
     * within each length and first letter: a slip keeps the first letter or swaps it with the
     * second, and changes the length by one at most, so only those buckets are read.
     */
    typingSlipOf(label: string, suffix: string): Target | undefined {
      const letters = lettersIn(label);
      for (let length = label.length - 1; length <= label.length + 1; length++)
        for (let at = 0; at < 2; at++) {
          const first = label[at];
          if (!first || (at === 1 && first === label[0])) continue;
          for (const known of slipBuckets.get(slipBucket(suffix, length, first)) ?? [])
            if (atMostTwoBits(letters ^ known.letters) && isTypingSlip(label, known.target.label))
              return known.target;
        }
      return undefined;
    },
    /**
     * A trusted name of 5 letters or more, linked ones too, with two neighbouring letters after
     * its first swapped (`jqurey` of `jquery`), under the same suffix.
     */
    swappedInner(label: string, suffix: string): Target | undefined {
      if (label.length < JUDGE_TUNING.minTypoLength) return undefined;
      for (const swapped of innerSwaps(label)) {
        const target = byLabel
          .get(swapped)
          ?.find((site) => site.suffix === suffix && isSlipTarget(site.label));
        if (target) return target;
      }
      return undefined;
    },
    /** A linked name of `linkedLeftOutLength` with an inner letter left out (`crieo` of `criteo`). */
    innerLetterLeftOut: (label: string, suffix: string): Target | undefined =>
      byInnerLetterLeftOut.get(label)?.find((site) => site.suffix === suffix),
    /** A four-letter name of the visits or brands with two inner letters swapped (`eaby`). */
    swappedShort(label: string, suffix: string): Target | undefined {
      for (let at = 1; at < 3; at++) {
        const swapped = label.slice(0, at) + label[at + 1] + label[at] + label.slice(at + 2);
        if (swapped === label) continue;
        const target = byLabel.get(swapped)?.find((site) => site.suffix === suffix);
        if (target && shortTargets.has(target.domain)) return target;
      }
      return undefined;
    },
    /**
     * A long name typing slips are judged against that is `label` with its first letter left
     * out (`nstagram` of `instagram`).
     */
    withFirstLetter: (label: string, suffix: string): Target | undefined =>
      byLabelAfterFirst.get(label)?.find((site) => site.suffix === suffix),
    brands,
    /** The trusted site named `label`: under `suffix` if there is one, else the most trusted. */
    site(label: string, suffix?: string): Target | undefined {
      const found = byLabel.get(label);
      return found && (found.find((site) => site.suffix === suffix) ?? found[0]);
    },
    /** Every trusted site named `label`, most trusted first. */
    sitesNamed: (label: string): readonly Target[] => byLabel.get(label) ?? [],
    /** The brand (or site) `domain` belongs to, with every domain of its own. */
    familyOf(domain: string): readonly string[] {
      return brands.byDomain.get(domain)?.domains ?? [domain];
    },
  };
}
export type TrustedIndex = ReturnType<typeof indexTrustedSites>;
