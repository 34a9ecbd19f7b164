import { parse } from 'tldts';
import { createAddressInSubdomain } from './address-in-subdomain';
import { isAccountPages, judgeBrand } from './brand-rule';
import type { ClaimSignals } from './claim-signals';
import { type ClaimJudgement, judgePageClaim } from './page-claim';
import type { LookalikeFinding, LookalikeReason } from './reasons';
import { addressInName, confusable, digitsForLetters, typo } from './rules';
import { readAsAscii } from './skeleton';
import { createSlippedInSubdomain } from './slipped-in-subdomain';
import { indexTrustedSites, type Target, type TrustedSites, unicodeOf } from './trusted-index';

/** A label as its words are read: an internationalised one as it shows, in ASCII. */
const readableName = (label: string) =>
  label.includes('xn--') ? readAsAscii(unicodeOf(label)) : label;

/** Where a value was found: a link on a site to a name imitating that same site is its own. */
export interface JudgeContext {
  /** The registrable domain of the page the value was found on. */
  pageSite?: string;
}

/**
 * The look-alike check: judges a host (or an e-mail address's domain) against trusted sites,
 * on the device. Built once per set of lists (trusted-index.ts); the rules are in rules.ts and
 * brand-rule.ts, asked in order: characters, an address written in, a typo, a brand, a brand's
 * address written misspelt as subdomains (address-in-subdomain.ts).
 */
export function createLookalikeJudge(sites: TrustedSites) {
  const index = indexTrustedSites(sites);
  const addressInSubdomain = createAddressInSubdomain(index.brands);
  const slippedInSubdomain = createSlippedInSubdomain(index.brands);

  /** Whether a host is a trusted site or under one (a shared host's pages are not). */
  function isTrusted(host: string, registrable: string, sharedIcann: boolean): boolean {
    if (index.trusted.has(host)) return true;
    // A page on a shared host is its owner's: `x.000webhostapp.com` is not 000webhostapp's.
    if (sharedIcann) return false;
    return index.trusted.has(registrable);
  }

  /**
   * A brand's own top-level domain (`gemini.google`, `x.netbank`): only the brand registers
   * names there. Those opened to anyone and favoured by phishing (`.ing`) are not.
   */
  function isBrandsOwnSuffix(suffix: string): boolean {
    if (suffix.includes('.') || index.brands.riskySuffixes.has(suffix)) return false;
    return (
      index.brands.byWord.get(suffix)?.some((entry) => entry.brand.category !== 'site') ?? false
    );
  }

  function judgeHost(host: string, pageSite: string | undefined): LookalikeFinding | null {
    const parsed = parse(host, { allowPrivateDomains: true });
    const { domain, domainWithoutSuffix: label, publicSuffix: suffix, subdomain } = parsed;
    if (parsed.isIp || !domain || !label || !suffix) return null;
    // A page's links to its own site's names are that site (`memo.moongift.jp` on moongift.jp);
    // on a shared host a page vouches for no one else's name.
    if (domain === pageSite && !index.brands.sharedHosts.has(domain)) return null;
    // Where no private rule applies, the name tldts found is the ICANN one: no second parse.
    const sharedIcann =
      !parsed.isPrivate && index.brands.sharedHosts.has(domain) && host !== domain;
    if (isTrusted(host, domain, sharedIcann) || isBrandsOwnSuffix(suffix)) return null;
    // A legitimate name near a brand's, as the brand's own protection lists it (`metamast.com`).
    if (index.brands.nearNames.has(host) || index.brands.nearNames.has(domain)) return null;
    const found = (target: Target | undefined, reason: LookalikeReason) =>
      target ? { imitates: target.domain, reason } : null;

    const subParts = subdomain ? subdomain.split('.') : [];
    const shared = parsed.isPrivate || sharedIcann;
    // On a shared host the name that matters is its owner's: `x` of `x.netlify.app` (tldts's
    // label), and `x` of `x.000webhostapp.com` (where tldts sees `000webhostapp` as the name).
    const ownerLabel = sharedIcann ? (subParts.at(-1) ?? label) : label;
    // Words are read from what an internationalised name shows, not its punycode: the encoded
    // tail is no word (`jcb` of `xn--fachrztinnen-jcb`, fachärztinnen) and the plain letters it
    // keeps run together into others (`autodtruist` of autodétruisît).
    const names = (sharedIcann ? subParts : [...subParts, label]).map(readableName);
    const labels = [...subParts, ...(sharedIcann ? [] : [label])];
    const words = labels.flatMap((part) => part.split('-'));
    return (
      found(confusable(index, ownerLabel, suffix), 'confusable') ??
      found(digitsForLetters(index, ownerLabel, suffix), 'confusable') ??
      found(
        addressInName(index, labels, words, ownerLabel, suffix, !isAccountPages(suffix)),
        'address-in-name',
      ) ??
      found(shared ? undefined : typo(index, label, suffix, subParts.at(-1)), 'typo') ??
      judgeBrand(index, names, suffix, shared) ??
      addressInSubdomain(subParts) ??
      (shared ? null : slippedInSubdomain(subParts))
    );
  }

  return {
    /**
     * Whether a host is one of the trusted sites, or under one (someone's page on a shared host
     * is not): the bundled lists', the person's, the organisation's.
     */
    trusts(input: string): boolean {
      const host = input.toLowerCase().replace(/\.$/, '');
      const parsed = parse(host, { allowPrivateDomains: true });
      if (parsed.isIp || !parsed.domain) return false;
      const sharedIcann =
        !parsed.isPrivate && index.brands.sharedHosts.has(parsed.domain) && host !== parsed.domain;
      return isTrusted(host, parsed.domain, sharedIcann);
    },
    /**
     * Whose sign-in a page that asks for a secret says it is, when that is a brand the host is
     * not (page-claim.ts); null on a trusted site (a visited site's own sign-in names partners).
     */
    claimOf(input: string, signals: ClaimSignals): ClaimJudgement {
      const host = input.toLowerCase().replace(/\.$/, '');
      if (this.trusts(host)) return null;
      return judgePageClaim(index.brands, host, signals);
    },
    /** A brand's own domains, the one given among them (or just it, for a site of no brand). */
    familyOf: (domain: string) => index.familyOf(domain),
    /** Null when the host is trusted or looks like no trusted site. */
    judge(input: string, context: JudgeContext = {}): LookalikeFinding | null {
      const host = input
        .slice(input.lastIndexOf('@') + 1)
        .toLowerCase()
        .replace(/\.$/, '');
      const finding = judgeHost(host, context.pageSite);
      // A link on a site to a name that imitates that same site is the site's own
      // (`buzzfed.com` from buzzfeed.com's pages).
      if (
        finding &&
        context.pageSite &&
        index.familyOf(finding.imitates).includes(context.pageSite)
      )
        return null;
      return finding;
    },
  };
}
export type LookalikeJudge = ReturnType<typeof createLookalikeJudge>;
