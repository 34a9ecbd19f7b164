import { toUnicode } from 'punycode/punycode.es6.js';
import { parse } from 'tldts';
import { oneSlipApart } from './edits';
import type { LookalikeFinding, LookalikeReason } from './reasons';
import { isPlainAscii, skeleton } from './skeleton';
import { ACCOUNT_WORDS, SHARED_HOSTS } from './words';

/** The sites a look-alike is judged against; a host on any of them is never flagged. */
export interface TrustedSites {
  /** Popular sites, most visited first (lists/top-sites.json). */
  popular: readonly string[];
  /** Sites this person uses (learned on the device; see visits.ts). */
  yours?: readonly string[];
  /** The organisation's own and partner domains (managed policy). */
  organisation?: readonly string[];
}

/** Tuning, measured in BENCHMARKS.md (tests/bench/lookalike.ts); see the README's table. */
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

interface Target {
  domain: string;
  /** The name without its public suffix (`paypal` of `paypal.com`, `bbc` of `bbc.co.uk`). */
  label: string;
  suffix: string;
}

const targetOf = (domain: string): Target | null => {
  const { domainWithoutSuffix, publicSuffix } = parse(domain, { allowPrivateDomains: true });
  return domainWithoutSuffix && publicSuffix
    ? { domain, label: domainWithoutSuffix, suffix: publicSuffix }
    : null;
};

/** The list under `key`, made when first asked for. */
function listIn<T>(lists: Map<number, T[]>, key: number): T[] {
  const list = lists.get(key);
  if (list) return list;
  const made: T[] = [];
  lists.set(key, made);
  return made;
}

const unicodeOf = (label: string) => (label.includes('xn--') ? toUnicode(label) : label);

/**
 * Words a name is made of: `paypal-com-login` → paypal, com, login (digits split too); a plural
 * counts as its word (`logins`, `facebooks-copyright`).
 */
const tokensOf = (name: string) =>
  name
    .split(/[^a-z]+/)
    .filter(Boolean)
    .flatMap((token) =>
      token.length > 4 && token.endsWith('s') ? [token, token.slice(0, -1)] : [token],
    );

/**
 * The look-alike check: judges a host (or an e-mail address's domain) against trusted sites,
 * on the device. Built once per set of lists (the popular list is large; building indexes it).
 */
export function createLookalikeJudge(sites: TrustedSites) {
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
    const same = bySkeleton.get(shape);
    if (same) same.push(target);
    else bySkeleton.set(shape, [target]);
    if (!asBrand) return;
    if (target.label.length >= JUDGE_TUNING.minTypoLength) {
      listIn(byLength, target.label.length).push(target);
      listIn(bySkeletonLength, shape.length).push({ shape, target });
    }
    if (target.label.length >= JUDGE_TUNING.minBrandLength && !ACCOUNT_WORDS.has(target.label)) {
      const same = brandSites.get(target.label);
      if (same) same.push(target);
      else brandSites.set(target.label, [target]);
    }
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

  /** The brand's site under `suffix` if it has one there, else its most trusted one. */
  const brands = {
    has: (label: string) => brandSites.has(label),
    get: (label: string, suffix?: string): Target | undefined => {
      const sites = brandSites.get(label);
      return sites && (sites.find((site) => site.suffix === suffix) ?? sites[0]);
    },
  };
  /** Whether a host is a trusted site or under one (a shared host's pages are not). */
  function isTrusted(host: string, registrable: string, icann: string | null): boolean {
    if (trusted.has(host)) return true;
    // A page on a shared host is its owner's: `x.000webhostapp.com` is not 000webhostapp's.
    if (icann && SHARED_HOSTS.has(icann) && host !== icann) return false;
    return trusted.has(registrable);
  }

  /** A target written like `label` in other characters (same skeleton, other spelling). */
  function confusable(label: string, suffix: string): Target | undefined {
    const unicode = unicodeOf(label);
    const matches = bySkeleton.get(skeleton(unicode));
    if (!matches) return undefined;
    const others = matches.filter((target) => target.label !== unicode);
    // Same spelling, other suffix (`paypal.top`): not this rule's to judge.
    if (others.length === 0 || matches.some((target) => target.label === unicode)) return;
    return others.find((target) => target.suffix === suffix) ?? others[0];
  }

  /**
   * One slip from a popular name under the same suffix (`gogle.com`, `goog.le.com`, `gmaiɩ.com`
   * — compared as skeletons, so a look-alike letter is no slip of its own). Across suffixes a
   * slip mostly lands on another real site (`inter.it`, `stake.com`): measured.
   */
  function typo(label: string, suffix: string, lastSub: string | undefined): Target | undefined {
    if (lastSub) {
      const joined = brands.get(lastSub + label, suffix);
      if (joined && joined.suffix === suffix) return joined;
    }
    if (label.length < JUDGE_TUNING.minTypoLength - 1) return undefined;
    // Plain names slip against plain names (`gomgle`: one slip from `google`, two as skeletons).
    if (isPlainAscii(label) && !label.includes('xn--')) {
      for (let length = label.length - 1; length <= label.length + 1; length++) {
        const near = byLength
          .get(length)
          ?.find((target) => target.suffix === suffix && oneSlipApart(label, target.label));
        if (near) return near;
      }
      return undefined;
    }
    // An internationalised name one slip from a popular one once read as skeletons (`gmaiɩ`,
    // `gοοglε` with a Greek ε no table maps): under any suffix, as no plain name is written so.
    const shape = skeleton(unicodeOf(label));
    let found: Target | undefined;
    for (let length = shape.length - 1; length <= shape.length + 1; length++) {
      for (const known of bySkeletonLength.get(length) ?? []) {
        if (!oneSlipApart(shape, known.shape)) continue;
        if (known.target.suffix === suffix) return known.target;
        // The brand's own site under this suffix, if it is a trusted one (`google.gr`).
        found ??=
          bySkeleton
            .get(known.shape)
            ?.find((site) => site.label === known.target.label && site.suffix === suffix) ??
          known.target;
      }
    }
    return found;
  }

  /**
   * `paypal.com.x.top`, `paypal-com-login.xyz`, `paypalcom.com`, `wwwpaypal.com`: a trusted
   * address spelled out inside another name. `parts` are the host's words before its own suffix;
   * an address that ends where the host does is just the host's own name (`sports-reference.com`).
   */
  function addressInName(parts: string[], label: string, suffix: string): Target | undefined {
    for (let start = 0; start < parts.length - 1; start++) {
      for (let end = start + 2; end <= Math.min(parts.length, start + 4); end++) {
        const written = parts.slice(start, end).join('.');
        const target = trusted.has(written) && brands.get(parts[start]!);
        if (target && target.domain === written) return target;
      }
    }
    const bare = label.replace(/-/g, '');
    if (bare.startsWith('www') && brands.has(bare.slice(3)))
      return brands.get(bare.slice(3), suffix);
    // The brand with its suffix run in: `paypalcom`, `bbccouk`.
    for (let cut = 2; cut <= 6 && cut < bare.length; cut++) {
      const runIn = bare.slice(-cut);
      const target = brandSites
        .get(bare.slice(0, -cut))
        ?.find((site) => site.suffix.replace(/\./g, '') === runIn);
      if (target) return target;
    }
    return undefined;
  }

  /** A brand among `tokens`, whole or joined to a sign-in word (`appleid`, `paypallogin`). */
  function brandIn(
    tokens: string[],
    suffix: string,
  ): { brand: Target; withWords: boolean } | undefined {
    let bare: Target | undefined;
    const words = tokens.some((token) => ACCOUNT_WORDS.has(token));
    for (const token of tokens) {
      const whole = brands.get(token, suffix);
      if (whole) {
        if (words) return { brand: whole, withWords: true };
        bare ??= whole;
        continue;
      }
      for (let cut = JUDGE_TUNING.minBrandLength; cut < token.length; cut++) {
        const head = token.slice(0, cut);
        const tail = token.slice(cut);
        // `discordsgift`: the brand may stand in the plural before its word.
        const brand =
          (ACCOUNT_WORDS.has(tail) &&
            (brands.get(head, suffix) ??
              (head.endsWith('s') && brands.get(head.slice(0, -1), suffix)))) ||
          (ACCOUNT_WORDS.has(head) && brands.get(tail, suffix));
        if (brand) return { brand, withWords: true };
      }
    }
    return bare && { brand: bare, withWords: false };
  }

  return {
    /** Null when the host is trusted or looks like no trusted site. */
    judge(input: string): LookalikeFinding | null {
      const host = input
        .slice(input.lastIndexOf('@') + 1)
        .toLowerCase()
        .replace(/\.$/, '');
      const parsed = parse(host, { allowPrivateDomains: true });
      const { domain, domainWithoutSuffix: label, publicSuffix: suffix, subdomain } = parsed;
      if (parsed.isIp || !domain || !label || !suffix) return null;
      const icann = parse(host).domain;
      if (isTrusted(host, domain, icann)) return null;
      const found = (target: Target | undefined, reason: LookalikeReason) =>
        target ? { imitates: target.domain, reason } : null;

      const subParts = subdomain ? subdomain.split('.') : [];
      const shared = parsed.isPrivate || (icann !== null && SHARED_HOSTS.has(icann));
      // On a shared host the name that matters is the owner's: `x` of `x.netlify.app`, and
      // `x` of `x.000webhostapp.com` (where tldts sees `000webhostapp` as the name).
      const ownerLabel = parsed.isPrivate ? label : (subParts.at(-1) ?? label);
      return (
        found(confusable(ownerLabel, suffix), 'confusable') ??
        found(
          addressInName([...subParts, ...label.split('-')], label, suffix),
          'address-in-name',
        ) ??
        found(shared ? undefined : typo(label, suffix, subParts.at(-1)), 'typo') ??
        judgeBrand([...subParts, ownerLabel], suffix, shared)
      );
    },
  };

  function judgeBrand(names: string[], suffix: string, shared: boolean): LookalikeFinding | null {
    const hit = brandIn(names.flatMap(tokensOf), suffix);
    if (!hit) return null;
    if (
      shared &&
      (hit.withWords || hit.brand.label.length >= JUDGE_TUNING.minBareBrandOnSharedHost)
    )
      return { imitates: hit.brand.domain, reason: 'brand-on-shared-host' };
    // A brand alone in another name (`applebees`, `paypal-pie`) is not enough off a shared host.
    return !shared && hit.withWords
      ? { imitates: hit.brand.domain, reason: 'brand-and-words' }
      : null;
  }
}
export type LookalikeJudge = ReturnType<typeof createLookalikeJudge>;
