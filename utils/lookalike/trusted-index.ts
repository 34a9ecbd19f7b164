import { toUnicode } from 'punycode/punycode.es6.js';
import { parse } from 'tldts';
import { skeleton } from './skeleton';
import { ACCOUNT_WORDS } from './words';

/** The sites a look-alike is judged against; a host on any of them is never flagged. */
export interface TrustedSites {
  /** Popular sites, most visited first (lists/top-sites.json). */
  popular: readonly string[];
  /** Sites this person uses (learned on the device; see visits.ts). */
  yours?: readonly string[];
  /** The organisation's own and partner domains (managed policy). */
  organisation?: readonly string[];
}

/** Tuning, measured in BENCHMARKS.md (`npm run bench -- lookalike`). */
export const JUDGE_TUNING = {
  /** Popular sites whose names a typo or a brand is measured against (the rest: exact names). */
  brandSites: 2_000,
  /** Shorter names are one slip from too many others: typos of them are not judged. */
  minTypoLength: 5,
  /** Shorter brands are ordinary words or initials inside other names. */
  minBrandLength: 4,
  /** A brand alone, without sign-in words, counts on a shared host from this length. */
  minBareBrandOnSharedHost: 5,
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

export const unicodeOf = (label: string) => (label.includes('xn--') ? toUnicode(label) : label);

/** The list under `key`, made when first asked for. */
function listIn<K, T>(lists: Map<K, T[]>, key: K): T[] {
  const list = lists.get(key);
  if (list) return list;
  const made: T[] = [];
  lists.set(key, made);
  return made;
}

/**
 * The trusted sites, indexed for the rules (rules.ts): every name by its skeleton; the names a
 * typo or a brand is judged against by length and by label. Built once per set of lists: the
 * popular list is large.
 */
export function indexTrustedSites(sites: TrustedSites) {
  const trusted = new Set<string>();
  /** Skeleton of a name → the trusted sites with that skeleton, most trusted first. */
  const bySkeleton = new Map<string, Target[]>();
  /** Names long enough for typos, by length: as written, and as skeletons. */
  const byLength = new Map<number, Target[]>();
  const bySkeletonLength = new Map<number, Array<{ shape: string; target: Target }>>();
  /** Brand names (labels) → their sites, most trusted first. */
  const brandSites = new Map<string, Target[]>();

  const add = (domain: string, asBrand: boolean) => {
    if (trusted.has(domain)) return;
    trusted.add(domain);
    const target = targetOf(domain);
    if (!target) return;
    const shape = skeleton(target.label);
    listIn(bySkeleton, shape).push(target);
    if (!asBrand) return;
    if (target.label.length >= JUDGE_TUNING.minTypoLength) {
      listIn(byLength, target.label.length).push(target);
      listIn(bySkeletonLength, shape.length).push({ shape, target });
    }
    if (target.label.length >= JUDGE_TUNING.minBrandLength && !ACCOUNT_WORDS.has(target.label))
      listIn(brandSites, target.label).push(target);
  };
  // The person's and the organisation's sites first: they are who a look-alike most likely
  // imitates when a name could be either.
  for (const domain of sites.organisation ?? []) add(domain, true);
  for (const domain of sites.yours ?? []) add(domain, true);
  // Under a brand's own suffix (`blog.google`, `cloud.microsoft`) the name is an ordinary
  // word: a brand of its own only for the organisation and the person.
  const brandSuffixes = new Set(
    sites.popular
      .slice(0, 100)
      .map((domain) => targetOf(domain)?.label)
      .filter((label) => label && label.length > 3),
  );
  sites.popular.forEach((domain, rank) => {
    const suffix = domain.slice(domain.lastIndexOf('.') + 1);
    add(domain, rank < JUDGE_TUNING.brandSites && !brandSuffixes.has(suffix));
  });

  return {
    trusted,
    bySkeleton,
    byLength,
    bySkeletonLength,
    brandSites,
    /** The brand's site under `suffix` if it has one there, else its most trusted one. */
    brand(label: string, suffix?: string): Target | undefined {
      const sites = brandSites.get(label);
      return sites && (sites.find((site) => site.suffix === suffix) ?? sites[0]);
    },
  };
}
export type TrustedIndex = ReturnType<typeof indexTrustedSites>;
