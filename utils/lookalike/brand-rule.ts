import type { BrandWord } from './brands';
import { isTypingSlip } from './edits';
import type { LookalikeFinding } from './reasons';
import { skeleton } from './skeleton';
import { JUDGE_TUNING, type TrustedIndex } from './trusted-index';
import { GLUE_WORDS, isActionWord } from './words';

/** Tokens that say nothing about who a name belongs to. */
const NOTHING = new Set(['www', 'www1', 'www2', 'm', 'mobile', 'web']);

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

/** Categories whose names phishers register under other suffixes (`bittrex.cam`). */
const SUFFIX_SWAPPED = new Set(['crypto', 'payment', 'bank']);

/** A brand written slipped or in other characters must be at least this long to be recognised. */
const MIN_ALTERED = 6;

interface Token {
  text: string;
  /** Whether it is in the name the host's owner chose (its registrable label), not a subdomain. */
  owner: boolean;
}

/** The words of a host's names, in order: `paypal-com.login2` → paypal, com, login2. */
function tokensOf(names: readonly string[]): Token[] {
  return names.flatMap((name, at) =>
    name
      .split(/[^a-z0-9]+/)
      .filter((text) => text && !NOTHING.has(text))
      .map((text) => ({ text, owner: at === names.length - 1 })),
  );
}

interface Match {
  entry: BrandWord;
  word: string;
  /** Tokens the brand takes up (several when written apart: `wells-fargo`). */
  from: number;
  to: number;
  /** Letters of the token beside the brand (`login` of `paypallogin`), if any. */
  rest: string;
  /** Written slipped or in other characters (`instargam`, `dropb0x`): never counts alone. */
  altered: boolean;
  /** In other characters (`faceb00k`): a disguise, which on someone's page counts alone. */
  disguised?: boolean;
}

/**
 * The brand's entries for a word, or for it in the plural (`facebooks`); run together with a
 * sign-in word, also in the singular (`lloydbanking` for Lloyds).
 */
function entriesOf(index: TrustedIndex, word: string, joined = false): readonly BrandWord[] {
  const { byWord } = index.brands;
  return (
    byWord.get(word) ??
    (word.length > 6 && word.endsWith('s') ? byWord.get(word.slice(0, -1)) : undefined) ??
    (joined ? byWord.get(`${word}s`) : undefined) ??
    []
  );
}

/** One typing slip, or an `l` written for an `i` or the other way (`lnstagram`, `paypai`). */
function slipped(token: string, word: string): boolean {
  if (isTypingSlip(token, word)) return true;
  if (token.length !== word.length) return false;
  let differences = 0;
  for (let at = 0; at < token.length; at++) {
    if (token[at] === word[at]) continue;
    const pair = `${token[at]}${word[at]}`;
    if ((pair !== 'il' && pair !== 'li') || ++differences > 1) return false;
  }
  return differences === 1;
}

/** Where a brand's word stands among `tokens`: whole, written apart, run into other words. */
function* brandMatches(
  index: TrustedIndex,
  tokens: readonly Token[],
  suspect: boolean,
  shared: boolean,
): Generator<Match> {
  const { slipWords, bySkeleton, nearWords } = index.brands;
  for (let from = 0; from < tokens.length; from++) {
    const token = tokens[from]!.text;
    let joined = '';
    for (let to = from; to < Math.min(tokens.length, from + 3); to++) {
      joined += tokens[to]!.text;
      for (const entry of entriesOf(index, joined))
        yield { entry, word: joined, from, to, rest: '', altered: false };
    }
    // Letters of a token with digits in it: `office` of `office365`.
    const letters = token.replace(/[0-9]+$|^[0-9]+/g, '');
    if (letters !== token)
      for (const entry of entriesOf(index, letters))
        yield { entry, word: letters, from, to: from, rest: '', altered: false };
    // A brand run together with a sign-in word (`paypallogin`, `verifyapple`, `lloydbanking`) or
    // a word that changes nothing (`mynetflix`).
    for (let cut = 2; cut < token.length - 1; cut++) {
      const head = token.slice(0, cut);
      const tail = token.slice(cut);
      for (const [brand, rest] of [
        [head, tail],
        [tail, head],
      ] as const) {
        const glue = GLUE_WORDS.includes(rest);
        if (brand.length < 4 || (!glue && !isActionWord(rest))) continue;
        for (const entry of entriesOf(index, brand, true))
          yield { entry, word: brand, from, to: from, rest: glue ? '' : rest, altered: false };
      }
    }
    // On someone's page on a shared host, or under a suffix phishing favours, a distinctive brand
    // inside any longer word (`weukukuwetransfer.000webhostapp.com`, `cancelblokirfacebook.tk`).
    if (suspect)
      for (let at = 0; at + MIN_ALTERED <= token.length; at++)
        for (const word of index.brands.distinctive.get(token.slice(at, at + 3)) ?? [])
          if (word.length >= MIN_ALTERED && word !== token && token.startsWith(word, at))
            for (const entry of entriesOf(index, word))
              yield {
                entry,
                word,
                from,
                to: from,
                rest: token.slice(0, at) + token.slice(at + word.length),
                altered: false,
              };
    // On a shared host, such a brand slipped or in other characters inside a longer word
    // (`iinstargam.000webhostapp.com`, `faceb00k59278.000webhostapp.com`): anywhere else too
    // many words hold one (`detracts`, `retreaded`).
    if (shared && token.length > MIN_ALTERED) yield* alteredInside(index, token, from);
    // A distinctive brand slipped (`instargam`, `facenook`) or in other characters (`dropb0x`).
    if (token.length >= MIN_ALTERED && !nearWords.has(token)) {
      const starts = new Set([
        token.slice(0, 3),
        token.slice(0, 3).replace(/^l/, 'i'),
        token.slice(0, 3).replace(/^i/, 'l'),
      ]);
      for (const word of [...starts].flatMap((start) => slipWords.get(start) ?? []))
        if (word.length >= MIN_ALTERED && slipped(token, word))
          for (const entry of entriesOf(index, word))
            yield { entry, word, from, to: from, rest: '', altered: true };
      for (const word of bySkeleton.get(skeleton(token)) ?? [])
        if (word !== token && word.length >= MIN_ALTERED)
          for (const entry of entriesOf(index, word))
            yield { entry, word, from, to: from, rest: '', altered: true, disguised: true };
    }
  }
}

/** A distinctive brand of 6 letters or more, slipped or in other characters, inside `token`. */
function* alteredInside(index: TrustedIndex, token: string, from: number): Generator<Match> {
  const { slipWords, bySkeleton } = index.brands;
  for (let at = 0; at + MIN_ALTERED - 1 <= token.length; at++) {
    for (const word of slipWords.get(token.slice(at, at + 3)) ?? []) {
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        const inside = token.slice(at, at + length);
        if (inside.length !== length || token.includes(word) || !slipped(inside, word)) continue;
        for (const entry of entriesOf(index, word))
          if (!entry.everyday)
            yield {
              entry,
              word,
              from,
              to: from,
              rest: token.slice(0, at) + token.slice(at + length),
              altered: true,
            };
      }
    }
    // In other characters: as many characters as the brand, read as its skeleton.
    for (let length = MIN_ALTERED; at + length <= token.length && length <= 16; length++) {
      const inside = token.slice(at, at + length);
      if (!/[0-9]/.test(inside)) continue;
      for (const word of bySkeleton.get(skeleton(inside)) ?? [])
        if (!token.includes(word))
          for (const entry of entriesOf(index, word))
            if (!entry.everyday)
              yield {
                entry,
                word,
                from,
                to: from,
                rest: token.slice(0, at) + token.slice(at + length),
                altered: true,
                disguised: true,
              };
    }
  }
}

/** After the brand, a suffix written as a word (`ebay.com1.x`, `amazon-co-jp`): a fake address. */
function writesAnAddress(tokens: readonly Token[], after: number): boolean {
  for (let at = after + 1; at < tokens.length; at++) {
    const letters = tokens[at]!.text.replace(/[0-9]+/g, '');
    if (letters === 'com' || letters === 'net' || letters === 'org') return true;
    if (letters === 'co' && /^[a-z]{2}$/.test(tokens[at + 1]?.text ?? '')) return true;
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
  const suspect = shared || index.brands.riskySuffixes.has(suffix);
  for (const match of brandMatches(index, tokens, suspect, shared)) {
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
    const action = others.some((token) => isActionWord(token.text));
    const imitates =
      brand.domains.find((domain) => domain === `${match.word}.${suffix}`) ?? brand.domains[0]!;
    if (!match.altered && writesAnAddress(tokens, match.to))
      return { imitates, reason: 'address-in-name' };
    const risky = index.brands.riskySuffixes.has(suffix);
    if (shared) {
      // An organisation's page on a code host carries its own account name (`facebook.github.io`).
      const alone =
        !everyday &&
        !site &&
        (!match.altered || match.disguised === true) &&
        match.word.length >= JUDGE_TUNING.minBareBrandOnSharedHost &&
        !ORGANISATION_PAGES.has(suffix);
      // A most visited site's name (no everyday word) beside any other word too: on someone's
      // page there is no brand's own name to be (`wikipedia-admin.herokuapp.com`).
      const siteName = site && match.word.length >= 5 && !ORGANISATION_PAGES.has(suffix);
      const withWords = (!everyday || siteName) && others.length > 0;
      if (action || alone || withWords) return { imitates, reason: 'brand-on-shared-host' };
      continue;
    }
    const inOwnersName = taken.some((token) => token.owner);
    const ownersWords = others.some((token) => token.owner);
    if (
      action ||
      (!everyday && inOwnersName && ownersWords) ||
      // Under the suffixes phishing favours: a brand in a subdomain, an everyday-word brand
      // beside any word (`amazon-jp.top`, `amazom-co.xyz`).
      (risky && !site && (!inOwnersName || ownersWords))
    )
      return { imitates, reason: 'brand-and-words' };
    // The brand's name alone under a suffix it does not own: `bittrex.cam`, `myetherwallet.nu`.
    const country = /(^|\.)[a-z]{2}$/.test(suffix);
    const wholeName = tokens.length === match.to - match.from + 1;
    if (
      !everyday &&
      !site &&
      // Slipped, only a long name (`myetherewallet.cc`): a short one slipped is another word.
      (!match.altered || match.word.length >= 10) &&
      others.length === 0 &&
      wholeName &&
      match.word.length >= 5 &&
      SUFFIX_SWAPPED.has(brand.category) &&
      !CLASSIC.has(suffix) &&
      !(brand.ownsCountryNames && country)
    )
      return { imitates, reason: 'brand-name' };
  }
  return null;
}
