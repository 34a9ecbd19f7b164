import { slipTypedAt } from './edits';
import { foreignInSkeleton, hasDisguisingLetter, isPlainAscii, skeleton } from './skeleton';
import { JUDGE_TUNING, type Target, type TrustedIndex, unicodeOf } from './trusted-index';

/**
 * The look-alike rules but the brand's (brand-rule.ts), each asked of a host's names against the
 * trusted sites' index (trusted-index.ts); the judge (judge.ts) asks them in order and takes the
 * first that finds one.
 */

/**
 * A trusted name written like `label` in other characters (same skeleton, other spelling). An
 * internationalised name under any suffix (no plain name is written so); a plain one
 * (`rnicrosoft`, `paypa1`) under the trusted name's own suffix, as elsewhere it is mostly a name
 * of its own (`1c.ru`, `rndr.com`).
 */
export function confusable(index: TrustedIndex, label: string, suffix: string): Target | undefined {
  const unicode = unicodeOf(label);
  const plain = isPlainAscii(label) && !label.includes('xn--');
  const shape = skeleton(unicode);
  const matches = index.bySkeleton.get(shape) ?? (plain ? undefined : index.looselyLike(shape));
  if (!matches) return undefined;
  const others = matches.filter((target) => target.label !== unicode);
  // Same spelling, other suffix (`paypal.top`): the brand rule's to judge.
  if (others.length === 0 || matches.some((target) => target.label === unicode)) return;
  const sameSuffix = others.find((target) => target.suffix === suffix);
  return plain ? sameSuffix : (sameSuffix ?? others[0]);
}

/** Digits read as the letters they pass for in an address: `paypa1`, `f4cebook`, `you7ube`. */
const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'li',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

/**
 * A trusted name with a letter written as a digit (`f4cebook.com`, `micr0soft.com`), under its
 * own suffix. Unicode's confusables read only some digits so (`0`, `1`); an address reader takes
 * `4` for `a` and `3` for `e` all the same.
 */
export function digitsForLetters(
  index: TrustedIndex,
  label: string,
  suffix: string,
): Target | undefined {
  const digits = label.replace(/[^0-9]/g, '').length;
  // Two digits in a short name make a name of its own (`de17a` is no `delta`).
  if (digits === 0 || !/[a-z]/.test(label) || label.length < JUDGE_TUNING.minTypoLength - 1)
    return undefined;
  if (digits > (label.length >= 8 ? 2 : 1)) return undefined;
  let readings = [''];
  for (const char of label) {
    const letters = DIGIT_LETTERS[char] ?? char;
    readings = readings.flatMap((reading) => [...letters].map((letter) => reading + letter));
    if (readings.length > 16) return undefined;
  }
  for (const reading of readings) {
    const target = index.bySkeleton
      .get(skeleton(reading))
      ?.find((site) => site.suffix === suffix && !/[0-9]/.test(site.label) && site.label !== label);
    if (target) return target;
  }
  return undefined;
}

/**
 * One slip from a most visited site, a brand or a site of the person's or the organisation's,
 * under the same suffix (`gogle.com`, `goog.le.com`, `gmaiɩ.com` — compared as skeletons, so a
 * look-alike letter is no slip of its own). Across suffixes a slip mostly lands on another real
 * site (`inter.it`, `stake.com`): measured.
 */
export function typo(
  index: TrustedIndex,
  label: string,
  suffix: string,
  lastSub: string | undefined,
): Target | undefined {
  if (lastSub) {
    const joined = index.site(lastSub + label, suffix);
    if (joined && joined.suffix === suffix && joined.label.length >= JUDGE_TUNING.minTypoLength)
      return joined;
  }
  // Four-letter names: only two inner letters swapped (`eaby`); any other slip of one is
  // usually another real name.
  const swapped = label.length === 4 ? index.swappedShort(label, suffix) : undefined;
  if (swapped) return swapped;
  if (label.length < JUDGE_TUNING.minTypoLength - 1 || index.brands.nearWords.has(label))
    return undefined;
  // Plain names slip against plain names (`gomgle`: one slip from `google`, two as skeletons).
  if (isPlainAscii(label) && !label.includes('xn--')) {
    const slipped = index.typingSlipOf(label, suffix);
    if (slipped) return slipped;
    // Two letters after the first swapped, of any trusted name, linked ones too (`jqurey`,
    // `hojtar`), and an inner letter of a six-letter linked name left out (`crieo`): other slips
    // of a short linked name land on real names, these rarely do (measured).
    const swapped = index.swappedInner(label, suffix) ?? index.innerLetterLeftOut(label, suffix);
    if (swapped) return swapped;
    // A first letter left out makes another name of a short one, rarely of a longer one
    // (`aypal`), unless what is left is an everyday word (`cloud` of `icloud`: a near word,
    // turned away above).
    return label.length >= JUDGE_TUNING.minFirstLetterOmitted - 1
      ? index.withFirstLetter(label, suffix)
      : undefined;
  }
  // An internationalised name one slip from a trusted one once read as skeletons (`gmaiɩ`,
  // `gοοglε` with a Greek ε no table maps): under any suffix, as no plain name is written so.
  // The slip must be one of its foreign letters: `café` is one plain `f` from `cafef`, a word
  // of its language rather than a disguise. Anywhere, though, in a name with a letter no
  // language's words are written with, there only to pass for a plain one (`binamče` is
  // `binance` slipped; `tiiktoiḵ`, `rolƅlox`).
  const unicode = unicodeOf(label);
  const shape = skeleton(unicode);
  const foreign = foreignInSkeleton(unicode);
  const disguised = hasDisguisingLetter(unicode);
  let found: Target | undefined;
  for (const known of index.skeletonsNear(shape)) {
    const at = slipTypedAt(shape, known.shape);
    if (at === undefined || (!foreign[at] && !disguised)) continue;
    if (known.target.suffix === suffix) return known.target;
    // The brand's own site under this suffix, if it is a trusted one (`google.gr`).
    found ??=
      index.bySkeleton
        .get(known.shape)
        ?.find((site) => site.label === known.target.label && site.suffix === suffix) ??
      known.target;
  }
  return found;
}

/**
 * `google.ca.account-verify.top`, `paypal-com-login.xyz`, `paypalcom.com`, `wwwpaypal.com`: a
 * trusted address spelled out inside another name, whatever its rank. `parts` are the host's
 * labels before its own suffix, `words` the same with hyphens splitting too; an address that ends
 * where the host does is just the host's own name (`sports-reference.com`). `runTogether`: whether
 * a name with its suffix run in counts (`paypalcom`); an account on a code host is named so by
 * its organisation (`irsgov.github.io`, the IRS's).
 */
export function addressInName(
  index: TrustedIndex,
  labels: string[],
  words: string[],
  label: string,
  suffix: string,
  runTogether = true,
): Target | undefined {
  const written = (parts: string[], hyphens: boolean) => {
    for (let start = 0; start < parts.length - 1; start++) {
      for (let end = start + 2; end <= Math.min(parts.length, start + 4); end++) {
        const address = parts.slice(start, end).join('.');
        if (!index.trusted.has(address)) continue;
        const target = index.site(parts[start]!, address.slice(parts[start]!.length + 1));
        // Written with hyphens (`paypal-com`), the name must stand out: a brand's or a most
        // visited site's, not any trusted name (`tv-com`, `my-com`).
        if (target?.domain === address && (!hyphens || standsOut(index, target.label)))
          return target;
      }
    }
    return undefined;
  };
  const found =
    written(labels, false) ??
    written(words, true) ??
    misspelt(index, labels) ??
    withCountryAfter(index, label, suffix);
  if (found) return found;
  // Numbers after it add nothing (`outlookcom119`).
  const bare = label.replace(/-/g, '').replace(/[0-9]+$/, '');
  // Only a phished brand's name stands out enough to be read run together with more letters.
  const isBrand = (word: string) =>
    index.brands.byWord.get(word)?.some((entry) => entry.brand.category !== 'site') ?? false;
  if (bare.startsWith('www') && isBrand(bare.slice(3))) return index.site(bare.slice(3), suffix);
  // The brand with its suffix run in: `paypalcom`, `bbccouk`.
  for (let cut = 2; runTogether && cut <= 6 && cut < bare.length; cut++) {
    const head = bare.slice(0, -cut);
    if (!isBrand(head)) continue;
    const runIn = bare.slice(-cut);
    const target = index.sitesNamed(head).find((site) => site.suffix.replace(/\./g, '') === runIn);
    if (target) return target;
  }
  return undefined;
}

/** A brand's or a site's name that is no everyday word (`weather-gov` is NOAA's own page). */
const standsOut = (index: TrustedIndex, label: string) =>
  index.brands.byWord.get(label)?.some((entry) => !entry.brand.everydayName) ?? false;

/**
 * A wallet's or an exchange's own address with a country's suffix after it (`stellar.org.pl`,
 * `ripple.com.lv`, `accountviewer.stellar.org.ht`): its name may be an everyday word, but written
 * as its address it claims the brand, and such a brand has no copy of its site for a country.
 */
function withCountryAfter(index: TrustedIndex, label: string, suffix: string): Target | undefined {
  const dot = suffix.indexOf('.');
  if (dot < 0) return undefined;
  const ownSuffix = suffix.slice(0, dot);
  // Other brands' addresses under a country are often their own there, or another company's
  // (`qq.com.cn`, `bt.com.ve`: popular sites not bundled, measured).
  if (index.brands.byDomain.get(`${label}.${ownSuffix}`)?.category !== 'crypto') return undefined;
  return index.site(label, ownSuffix);
}

/**
 * A trusted address written in with its name in other characters or slipped, between dots:
 * `xn--bay-5la.com.x.com` (ébay.com), `amaozn.co.jp.x.com`, `rakutan.co.jp.x.shop`.
 */
function misspelt(index: TrustedIndex, labels: string[]): Target | undefined {
  for (let start = 0; start < labels.length - 1; start++) {
    const name = labels[start]!;
    if (name.length < JUDGE_TUNING.minTypoLength - 1) continue;
    for (let end = start + 2; end <= Math.min(labels.length, start + 4); end++) {
      const suffix = labels.slice(start + 1, end).join('.');
      const shaped = index.bySkeleton
        .get(skeleton(unicodeOf(name)))
        ?.find((target) => target.suffix === suffix && target.label !== name);
      if (shaped) return shaped;
      const slipped = index.typingSlipOf(name, suffix);
      if (slipped) return slipped;
    }
  }
  return undefined;
}
