import { parse } from 'tldts';
import type { LookalikeFinding, LookalikeReason } from './reasons';
import { addressInName, confusable, judgeBrand, typo } from './rules';
import { indexTrustedSites, type Target, type TrustedSites } from './trusted-index';
import { SHARED_HOSTS } from './words';

/**
 * The look-alike check: judges a host (or an e-mail address's domain) against trusted sites,
 * on the device. Built once per set of lists (trusted-index.ts); the rules are in rules.ts,
 * asked in order: characters, an address written in, a typo, a brand.
 */
export function createLookalikeJudge(sites: TrustedSites) {
  const index = indexTrustedSites(sites);

  /** Whether a host is a trusted site or under one (a shared host's pages are not). */
  function isTrusted(host: string, registrable: string, icann: string | null): boolean {
    if (index.trusted.has(host)) return true;
    // A page on a shared host is its owner's: `x.000webhostapp.com` is not 000webhostapp's.
    if (icann && SHARED_HOSTS.has(icann) && host !== icann) return false;
    return index.trusted.has(registrable);
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
      const parts = [...subParts, ...label.split('-')];
      return (
        found(confusable(index, ownerLabel, suffix), 'confusable') ??
        found(addressInName(index, parts, label, suffix), 'address-in-name') ??
        found(shared ? undefined : typo(index, label, suffix, subParts.at(-1)), 'typo') ??
        judgeBrand(index, [...subParts, ownerLabel], suffix, shared)
      );
    },
  };
}
export type LookalikeJudge = ReturnType<typeof createLookalikeJudge>;
