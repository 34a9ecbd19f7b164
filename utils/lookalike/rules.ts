import { oneSlipApart } from './edits';
import type { LookalikeFinding } from './reasons';
import { isPlainAscii, skeleton } from './skeleton';
import { JUDGE_TUNING, type Target, type TrustedIndex, unicodeOf } from './trusted-index';
import { ACCOUNT_WORDS } from './words';

/**
 * The look-alike rules, each asked of a host's names against the trusted sites' index
 * (trusted-index.ts); the judge (judge.ts) asks them in order and takes the first that finds one.
 */

/** A trusted name written like `label` in other characters (same skeleton, other spelling). */
export function confusable(index: TrustedIndex, label: string, suffix: string): Target | undefined {
  const unicode = unicodeOf(label);
  const matches = index.bySkeleton.get(skeleton(unicode));
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
export function typo(
  index: TrustedIndex,
  label: string,
  suffix: string,
  lastSub: string | undefined,
): Target | undefined {
  if (lastSub) {
    const joined = index.brand(lastSub + label, suffix);
    if (joined && joined.suffix === suffix) return joined;
  }
  if (label.length < JUDGE_TUNING.minTypoLength - 1) return undefined;
  // Plain names slip against plain names (`gomgle`: one slip from `google`, two as skeletons).
  if (isPlainAscii(label) && !label.includes('xn--')) {
    for (let length = label.length - 1; length <= label.length + 1; length++) {
      const near = index.byLength
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
    for (const known of index.bySkeletonLength.get(length) ?? []) {
      if (!oneSlipApart(shape, known.shape)) continue;
      if (known.target.suffix === suffix) return known.target;
      // The brand's own site under this suffix, if it is a trusted one (`google.gr`).
      found ??=
        index.bySkeleton
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
export function addressInName(
  index: TrustedIndex,
  parts: string[],
  label: string,
  suffix: string,
): Target | undefined {
  for (let start = 0; start < parts.length - 1; start++) {
    for (let end = start + 2; end <= Math.min(parts.length, start + 4); end++) {
      const written = parts.slice(start, end).join('.');
      const target = index.trusted.has(written) && index.brand(parts[start]!);
      if (target && target.domain === written) return target;
    }
  }
  const bare = label.replace(/-/g, '');
  if (bare.startsWith('www') && index.brandSites.has(bare.slice(3)))
    return index.brand(bare.slice(3), suffix);
  // The brand with its suffix run in: `paypalcom`, `bbccouk`.
  for (let cut = 2; cut <= 6 && cut < bare.length; cut++) {
    const runIn = bare.slice(-cut);
    const target = index.brandSites
      .get(bare.slice(0, -cut))
      ?.find((site) => site.suffix.replace(/\./g, '') === runIn);
    if (target) return target;
  }
  return undefined;
}

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

/** A brand among `tokens`, whole or joined to a sign-in word (`appleid`, `paypallogin`). */
function brandIn(
  index: TrustedIndex,
  tokens: string[],
  suffix: string,
): { brand: Target; withWords: boolean } | undefined {
  let bare: Target | undefined;
  const words = tokens.some((token) => ACCOUNT_WORDS.has(token));
  for (const token of tokens) {
    const whole = index.brand(token, suffix);
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
          (index.brand(head, suffix) ??
            (head.endsWith('s') && index.brand(head.slice(0, -1), suffix)))) ||
        (ACCOUNT_WORDS.has(head) && index.brand(tail, suffix));
      if (brand) return { brand, withWords: true };
    }
  }
  return bare && { brand: bare, withWords: false };
}

/**
 * A brand among `names` (the host's words): beside sign-in words (`amazon-secure-login`), or
 * on a shared host, where it counts alone too when long enough (`paypal.netlify.app`).
 */
export function judgeBrand(
  index: TrustedIndex,
  names: string[],
  suffix: string,
  shared: boolean,
): LookalikeFinding | null {
  const hit = brandIn(index, names.flatMap(tokensOf), suffix);
  if (!hit) return null;
  const { domain, label } = hit.brand;
  if (shared && (hit.withWords || label.length >= JUDGE_TUNING.minBareBrandOnSharedHost))
    return { imitates: domain, reason: 'brand-on-shared-host' };
  // A brand alone in another name (`applebees`, `paypal-pie`) is not enough off a shared host.
  return !shared && hit.withWords ? { imitates: domain, reason: 'brand-and-words' } : null;
}
