import {
  brandMatches,
  type Match,
  MIN_ALTERED,
  ownerNamePadded,
  ownerNameTyped,
  REGISTERED_AS_THEIRS,
  type Token,
  TYPED_AFTER,
  TYPED_BEFORE,
  TYPED_JAPAN_AFTER,
  tokensOf,
} from './brand-matches';
import { withinEdits } from './edits';
import type { LookalikeFinding } from './reasons';
import { INSTITUTION_SUFFIX, JUDGE_TUNING, type TrustedIndex } from './trusted-index';
import { isActionWord } from './words';

/**
 * Words of the names a brand's own pages load from (`aliexpress-media.com`, `dropbox-dns.com`,
 * `cdn-tinkoff.ru`): nobody types a password there, so beside a brand they say nothing. A
 * sign-in word beside them still counts (`paypal-cdn-login`).
 */
const LOADED_FROM = new Set([
  'cdn',
  'static',
  'media',
  'images',
  'image',
  'img',
  'content',
  'usercontent',
  'assets',
  'asset',
  'dns',
  'api',
  'apis',
  'edge',
  'cache',
  'video',
  'videos',
  'pixel',
  'analytics',
  'metrics',
  'telemetry',
  'ip',
]);

/** Suffixes that predate the registries' free-for-all: a brand's name under them is usually its own. */
const CLASSIC = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int']);

/** Code hosts whose page names are accounts: a brand's own name there is the brand's account. */
const ORGANISATION_PAGES = new Set(['github.io', 'gitlab.io']);
/** Whether names under `suffix` are accounts that organisations name after themselves. */
export const isAccountPages = (suffix: string) => ORGANISATION_PAGES.has(suffix);

/**
 * Country suffixes sold as generic names, which search engines treat as no country's (Google's
 * list for Search): `cimbclick.co` is no Colombian branch.
 */
const GENERIC_COUNTRY_CODES = new Set(
  'ad as bz cc cd co dj fm io la me ms nu sc sr su tv tk ws'.split(' '),
);
// Freenom gave these away to anyone, as it did `.tk`: no country's names either.
for (const free of ['ml', 'ga', 'cf', 'gq']) GENERIC_COUNTRY_CODES.add(free);

const isCountrySuffix = (suffix: string) =>
  /(^|\.)[a-z]{2}$/.test(suffix) && !GENERIC_COUNTRY_CODES.has(suffix);

/** Categories that have branches of their own under a country's suffix (`raiffeisen.ru`). */
const BRANCHES_ABROAD = new Set(['bank', 'card', 'parcel']);

/** Second levels a country's names stand under, written as a word before it (`co-jp`, `ne-jp`). */
const SECOND_LEVEL = /^(?:co|ne|or|ad|go|ac)$/;

/** After the brand, a suffix written as a word (`ebay.com1.x`, `amazon-co-jp`): a fake address. */
function writesAnAddress(tokens: readonly Token[], after: number): boolean {
  for (let at = after + 1; at < tokens.length; at++) {
    const letters = tokens[at]!.text.replace(/[0-9]+/g, '');
    if (letters === 'com' || letters === 'net' || letters === 'org') return true;
    if (letters === 'co' && /^[a-z]{2}$/.test(tokens[at + 1]?.text ?? '')) return true;
    // Japan's other second levels written as words (`sakura-ad-jp`, `vpass-ne-jp`).
    if (SECOND_LEVEL.test(letters) && tokens[at + 1]?.text === 'jp') return true;
  }
  return false;
}

/**
 * A brand named in a host that is not the brand's: `dhl-parcel.info`, `chase-secure-login.com`,
 * `metamask-wallet.pages.dev`, `instagarm-support.com`, `bittrex.cam`. A brand that is no everyday
 * word counts beside any other word of the host's own name, and, for wallets, payments and banks,
 * alone under a suffix it does not own; one that is also an everyday word (`chase`, `apple`,
 * `steam`), or that stands only in a subdomain (`aol.uservoice.com`), counts only beside sign-in,
 * payment or delivery words. Any brand followed by a suffix written as a word is a fake address
 * (`ebay.com1.x.shop`). On a shared host (someone's page at `x.netlify.app`) a brand counts alone
 * from 5 letters. `names` are the labels the host's owner chose, the owner's own last.
 */
export function judgeBrand(
  index: TrustedIndex,
  names: readonly string[],
  suffix: string,
  shared: boolean,
): LookalikeFinding | null {
  const tokens = tokensOf(names);
  // An account's pages on a code host are named by organisations too (`worldbank`,
  // `nationalbankbelgium`, `google-research`): there a brand counts only as a whole word.
  const accountPages = isAccountPages(suffix);
  const throwawayPage = shared && !accountPages;
  const risky = index.brands.riskySuffixes.has(suffix);
  const country = isCountrySuffix(suffix);
  // `www` or `http` as a word of the owner's name (`www-healthline`): the same for every match.
  const typedInOwnersName = !shared && ownerNameTyped(names);
  const setting = {
    suspect: throwawayPage || risky,
    shared: throwawayPage,
    country,
    institution: INSTITUTION_SUFFIX.test(suffix),
  };
  for (const match of brandMatches(index, tokens, setting)) {
    const { brand, everyday } = match.entry;
    // A most visited site's name (not a phished brand) counts only beside other words.
    const site = brand.category === 'site';
    const taken = tokens.slice(match.from, match.to + 1);
    const besides = tokens.filter((_, at) => at < match.from || at > match.to);
    if (match.rest) besides.push({ text: match.rest, owner: taken.some((token) => token.owner) });
    // Numbers are no words (`xhamster45`, `office365`): a mirror's or a brand's own naming.
    const others = besides.filter(
      (token) => /[a-z]/.test(token.text) && !LOADED_FROM.has(token.text),
    );
    const inOwnersName = taken.some((token) => token.owner);
    // A site's address typed with its dot or `://` missed (`www-healthline.com`,
    // `httpsdeviantart.com`) reads as a sign-in word would. Not on someone's page on a shared
    // host, where it is a project's name (`discordhttps.js.org`).
    const typedAddress =
      !shared &&
      (others.some((token) => TYPED_BEFORE.has(token.text)) ||
        (inOwnersName && typedInOwnersName) ||
        // Its suffix run in after it, for a name that is no everyday word (`aifulco.net`); Japan's
        // second level and `jp` after any (`visacojp.shop`).
        (!everyday && match.rest !== '' && TYPED_AFTER.test(match.rest)) ||
        TYPED_JAPAN_AFTER.test(match.rest));
    const action = typedAddress || others.some((token) => isActionWord(token.text));
    // A site's name that is an everyday word names that site only in a name its owner chose to
    // ask with (Brand.everydayName).
    if (brand.everydayName && (setting.institution || shared)) continue;
    if (brand.strict && !strictNameCounts(match, tokens, typedAddress)) continue;
    const aloneInOwnersName = inOwnersName && others.length === 0 && !everyday && !site;
    if (match.onlyAsking && !action) continue;
    // A brand in other characters, alone in the owner's name under any suffix (`paypa1.net`,
    // `a1ful.com`): no name of its own is written so.
    if (match.disguised && aloneInOwnersName && !shared)
      return { imitates: brand.domains[0]!, reason: 'confusable' };
    // A brand that is no everyday word, one slip away and alone in the owner's name, under any
    // suffix (`binancce.cf`, `coinbasle.com`, `kueoin.com`). One of five letters slipped counts
    // only so: beside other words it is as often a word or a name (`admiring-kepler`, `keplr`).
    if (match.altered && !match.disguised && match.word.length >= JUDGE_TUNING.minDistinctiveSlip) {
      const alone = aloneInOwnersName && !match.onlyAsking;
      if (alone && !shared) return { imitates: brand.domains[0]!, reason: 'typo' };
      if (everydaySlippedAlone(match, inOwnersName && others.length === 0, risky && !country))
        return { imitates: brand.domains[0]!, reason: 'typo' };
      // Misspelt beside a word that asks counts too (`amazgon-pay.cc`).
      if ((match.onlyAlone && !action) || match.word.length < MIN_ALTERED) continue;
    }
    const imitates =
      brand.domains.find((domain) => domain === `${match.word}.${suffix}`) ?? brand.domains[0]!;
    if (!match.altered && writesAnAddress(tokens, match.to))
      return { imitates, reason: 'address-in-name' };
    if (shared) {
      // An organisation's page on a code host carries its own account name (`facebook.github.io`).
      const alone =
        !everyday &&
        !site &&
        (!match.altered || match.disguised === true) &&
        match.word.length >= JUDGE_TUNING.minBareBrandOnSharedHost &&
        !accountPages;
      // A most visited site's name (no everyday word) beside any other word too: on someone's
      // page there is no brand's own name to be (`wikipedia-admin.herokuapp.com`), nor its web
      // or mobile version (`shopify-web.vercel.app`, `latimes-mobile.netlify.app`).
      const siteName = site && match.word.length >= 5 && !accountPages;
      // An organisation's account beside other words is the organisation's too (`google-research`,
      // `googlecodelabs`): on code hosts only sign-in words or a disguise count.
      const withWords =
        (!everyday || siteName) &&
        (others.length > 0 || ownerNamePadded(names)) &&
        (!accountPages || match.altered);
      if (action || alone || withWords) return { imitates, reason: 'brand-on-shared-host' };
      continue;
    }
    const ownersWords = others.some((token) => token.owner);
    if (
      action ||
      (!everyday && inOwnersName && ownersWords) ||
      // Under the suffixes phishing favours: a brand in a subdomain, an everyday-word brand
      // beside any word (`amazon-jp.top`, `amazom-co.xyz`).
      // (Under a country's suffix an everyday word is that country's word: `mango-office.ru`.)
      // An everyday word never counts for its suffix alone (`apple-light.app`, `fishorange.shop`).
      (risky && !site && !everyday && (!inOwnersName || ownersWords)) ||
      // A brand written apart across the owner's name and a subdomain (`allegro.lokalnie.casa`).
      (!site && !everyday && inOwnersName && !taken.every((token) => token.owner)) ||
      // A phished brand that is no everyday word named before a name that is not its own
      // (`paypay.x.com`, `continew-facebook.x.page`): a trusted name's subdomains never get here.
      // Slipped there too, a long one (`rakoten.potex.info`).
      (!everyday && !site && !inOwnersName && (!match.altered || match.word.length >= 7))
    )
      return { imitates, reason: 'brand-and-words' };
    // The brand's name alone under a suffix it does not own: `bittrex.cam`, `myetherwallet.nu`.
    // A government office's name too, of four letters (`mhlw.club`), under a suffix phishing
    // favours: an office keeps to its government's own names.
    const governmentsAsTheirs = brand.category === 'government' && risky && match.word.length >= 4;
    // The owner's whole name, whatever its subdomains say (`nest.moonbirds.website`).
    const wholeName =
      inOwnersName &&
      taken.every((token) => token.owner) &&
      tokens.filter((token) => token.owner).length === taken.length;
    if (
      !everyday &&
      !site &&
      // Slipped, only a long name (`myetherewallet.cc`): a short one slipped is another word.
      (!match.altered || match.word.length >= 10) &&
      !ownersWords &&
      !match.rest &&
      wholeName &&
      (governmentsAsTheirs ||
        (match.word.length >= 5 && REGISTERED_AS_THEIRS.has(brand.category))) &&
      // Under a country's suffix a bank is its branch there (`raiffeisen.ru`); a wallet has none.
      !(BRANCHES_ABROAD.has(brand.category) && country) &&
      // A wallet's or an exchange's name is its own under no suffix it does not own
      // (`wallet-connect.org`); a bank's or a payment service's under `.com` is often another's.
      (brand.category === 'crypto' || !CLASSIC.has(suffix)) &&
      !(brand.ownsCountryNames && country)
    )
      return { imitates, reason: 'brand-name' };
  }
  return misspeltBeforeAddress(index, tokens);
}

/**
 * A long brand that is also an everyday word, slipped and alone in the owner's name under a
 * suffix phishing favours that is no country's (`telegrzm.top`, `outlok.xyz`): the slip is no
 * word (words one slip from a brand are near words, never read as slips), and no one names a site
 * of their own a long everyday word misspelt. Under other suffixes, or shorter, it is as often a
 * name of its own.
 */
function everydaySlippedAlone(match: Match, alone: boolean, risky: boolean): boolean {
  return (
    alone &&
    risky &&
    match.entry.everyday &&
    match.entry.brand.category !== 'site' &&
    !match.onlyAsking &&
    !match.onlyAlone &&
    match.word.length >= EVERYDAY_SLIPPED_LENGTH
  );
}
/** The shortest everyday-word brand (`twitter`, `discord`) read slipped alone. */
const EVERYDAY_SLIPPED_LENGTH = 7;

/**
 * A linked site's name, or a three-letter one, counts only as a whole word of the owner's name,
 * beside a sign-in word of that name (`liquipedia-login.com`, `wsj-secure.com`): run into another
 * word it is often a name of its own (`liberapay`), and under another suffix with sign-in words
 * before it, the site's own name in another country (`sec.flab.fujitsu.co.jp`). Three or four
 * letters are as often anyone's initials: those count only in a name of nothing else but sign-in
 * words (`att-login9860`, `verification-xero`; not `app-analytics-services-att`, AT&T's own).
 * From five letters, its address typed with the dot or `://` missed counts too, run in or not
 * (`www-trustpilot.com`, `harvardwww.edu`).
 */
function strictNameCounts(match: Match, tokens: readonly Token[], typedAddress: boolean): boolean {
  const token = tokens[match.from]!;
  if (match.altered || match.from !== match.to || !token.owner) return false;
  // An everyday word beside `www` is a word (`indexww`): only a word that asks counts for it.
  if (typedAddress && match.word.length >= 5 && !match.entry.brand.everydayName)
    return !match.rest || TYPED_BEFORE.has(match.rest);
  if (match.rest) return askedFirst(match, token.text);
  const others = tokens.filter((other) => other !== token && other.owner);
  const words = others.filter((other) => /[a-z]/.test(other.text));
  if (match.word.length <= 4 && !words.every((other) => isActionWord(other.text))) return false;
  return others.some((other) => isActionWord(other.text));
}

/**
 * A site's name of 5 letters or more that is no everyday word, run in after a word that asks
 * (`verifybitly`, `loginteamviewer`): a company runs its products' words in after its name
 * (`cloudflareaccess`, `xboxservices`), so only the asking word first counts.
 */
function askedFirst(match: Match, token: string): boolean {
  if (match.word.length < 5 || match.entry.brand.everydayName) return false;
  return token.startsWith(match.rest) && isActionWord(match.rest);
}

/**
 * A brand misspelt by up to two letters and followed by a suffix written as a word
 * (`amaozonm-co-jp.x.top`, `amazconn-co-jp`, `chibabannkco-jp`): only a fake address is written
 * so. A brand of five letters, one letter off, only before its own suffix
 * (`jacss.co.jp-service.x.cn` for `jaccs.co.jp`, `orlco-co-jp`), or before its own second level
 * but `co` however the name goes on (`vposs-ne-index` for `vpass.ne.jp`): five letters two off
 * are any word.
 */
function misspeltBeforeAddress(
  index: TrustedIndex,
  tokens: readonly Token[],
): LookalikeFinding | null {
  for (let at = 0; at < tokens.length; at++) {
    const next = tokens[at + 1]?.text ?? '';
    // Japan's second level run in before a `jp` of its own (`chibabannkco-jp`).
    const runIn = next === 'jp' ? /(co|ne|or)$/.exec(tokens[at]!.text)?.[1] : undefined;
    const token = runIn ? tokens[at]!.text.slice(0, -runIn.length) : tokens[at]!.text;
    if (token.length < 5 || !/^[a-z]+$/.test(token)) continue;
    // Japan's second level but `co` (a company's word too) written as a word right after it is
    // the brand's address however it goes on (`vposs-ne-index` for `vpass.ne.jp/index`), if the
    // brand's domain is under it.
    const ownLevel = SECOND_LEVEL.test(next) && next !== 'co' && tokens[at + 2]?.text !== 'jp';
    const address = runIn !== undefined || writesAnAddress(tokens, at);
    if (!ownLevel && !address) continue;
    const written = runIn
      ? `${runIn}.jp`
      : SECOND_LEVEL.test(next)
        ? `${next}.${ownLevel ? 'jp' : tokens[at + 2]?.text}`
        : 'com';
    // The nearest brand: one letter off before two (`paypayy` is PayPay's, not PayPal's).
    for (const edits of [1, 2])
      for (const [word, entries] of index.brands.byWord) {
        if (word.length < 5 || Math.abs(word.length - token.length) > edits) continue;
        const entry = entries.find((each) => each.brand.category !== 'site');
        if (!entry) continue;
        const { domains } = entry.brand;
        const long = token.length >= MIN_ALTERED && word.length >= MIN_ALTERED;
        const allowed =
          long && address ? 2 : domains.includes(`${word}.${written}`) ? (long ? 2 : 1) : 0;
        if (edits > allowed || !withinEdits(token, word, edits)) continue;
        return {
          imitates: domains.find((domain) => domain.endsWith(`.${written}`)) ?? domains[0]!,
          reason: 'address-in-name',
        };
      }
  }
  return null;
}
