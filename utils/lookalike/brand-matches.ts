import type { BrandWord } from './brands';
import { isTypingSlip, oneSlipApart, slipTypedAt, withinEdits } from './edits';
import { skeleton } from './skeleton';
import { JUDGE_TUNING, type TrustedIndex } from './trusted-index';
import { GLUE_WORDS, isActionWord } from './words';

/**
 * Where a brand's word stands in a host's names (brand-rule.ts judges whether it counts there):
 * whole, written apart, run into other words, slipped, doubled or in other characters.
 */

/** Tokens that say nothing about who a name belongs to. */
const NOTHING = new Set(['www', 'www1', 'www2', 'm', 'mobile', 'web']);

/**
 * What a person types before a site's name: beside it or run into it, the site's address with its
 * dot or `://` missed (`www-healthline.com`, `httpsdeviantart.com`, `agodawww.com`).
 */
export const TYPED_BEFORE = new Set(['www', 'ww', 'wwww', 'http', 'https']);
/** Whether a token starts with one of those (a quick look before `typedSlipped`). */
const TYPED_FIRST = new RegExp(`^(?:${[...TYPED_BEFORE].join('|')})`);

/**
 * What a person types after a site's name, run into it with the dots missed: its suffix, alone or
 * after a word (`aifulco`, `vpassnejp`, `smbcbankjp`, `smbcnscojp`), Japan's second levels too.
 */
export const TYPED_AFTER = /^(?:[a-z]{0,6}(?:co|ne|or|ad)jp|[a-z]{0,6}jp|co|com|net)$/;

/**
 * Japan's second level and `jp` run in after a name (`visacojp`, `smbcnscojp`): only an address
 * is written so, after a short name or an everyday word too.
 */
export const TYPED_JAPAN_AFTER = /(?:co|ne|or|ad)jp$/;

/**
 * Categories whose names phishers run into any other word under any suffix, even slipped
 * (`receiveuniswap`, `uniswaphold`, `walletsconnection`), and whose owners rarely do: a
 * platform's own names run its name into others' (`googletagservices`, `tiktokcdn`,
 * `alipayobjects`), so for the rest a run-in counts only under a suffix phishing favours, beside
 * a sign-in word, or for a bank as `runsInAnywhere` says.
 */
export const RUN_IN_ANYWHERE = new Set(['crypto']);

/**
 * Whether a brand's name, as written, counts run into any other word under any suffix: a
 * wallet's or an exchange's (above), and a bank's (`bradescoappdigital`, `fxhalifax`), unless
 * its name is two common words run together (BrandWord.twoWords), which inside a longer word read
 * as words (`capitaloneshopping`), or the name is under a suffix only accredited institutions
 * register (`citystgeorges.ac.uk` is a university's).
 */
function runsInAnywhere(entry: BrandWord, institution: boolean): boolean {
  if (entry.everyday) return false;
  if (RUN_IN_ANYWHERE.has(entry.brand.category)) return true;
  return entry.brand.category === 'bank' && !entry.twoWords && !institution;
}

/**
 * Categories whose names phishers register as names of their own: under a suffix the brand does
 * not own (`bittrex.cam`, `aiful.top`: brand-rule.ts), or padded with a few letters under any
 * suffix (`aifulkk.com`, below).
 */
export const REGISTERED_AS_THEIRS = new Set(['crypto', 'payment', 'bank', 'card', 'parcel']);

/** A brand written slipped or in other characters must be at least this long to be recognised. */
export const MIN_ALTERED = 6;

export interface Token {
  text: string;
  /** Whether it is in the name the host's owner chose (its registrable label), not a subdomain. */
  owner: boolean;
}

/**
 * Whether the name the host's owner chose (the last of `names`) carries one of those tokens
 * (`shopify-web`, `latimes-mobile`): the words of the names leave them out.
 */
export const ownerNamePadded = (names: readonly string[]): boolean => ownerNameHas(names, NOTHING);

/** Whether the owner's name carries `www` or `http` as a word of its own (`www-healthline`). */
export const ownerNameTyped = (names: readonly string[]): boolean =>
  ownerNameHas(names, TYPED_BEFORE);

const ownerNameHas = (names: readonly string[], words: ReadonlySet<string>) =>
  (names.at(-1) ?? '').split(/[^a-z0-9]+/).some((text) => words.has(text));

/** The words of a host's names, in order: `paypal-com.login2` → paypal, com, login2. */
export function tokensOf(names: readonly string[]): Token[] {
  return names.flatMap((name, at) =>
    wordsOf(name).map((text) => ({ text, owner: at === names.length - 1 })),
  );
}

/**
 * A name's words but those that say nothing; a single letter before one of those is a name
 * written so (`t-mobile`, read `tmobile`), not a letter and a word that says nothing.
 */
function wordsOf(name: string): string[] {
  const parts = name.split(/[^a-z0-9]+/).filter(Boolean);
  const words: string[] = [];
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at]!;
    const next = parts[at + 1];
    if (part.length === 1 && !NOTHING.has(part) && next && NOTHING.has(next)) {
      words.push(part + next);
      at++;
    } else if (!NOTHING.has(part)) words.push(part);
  }
  return words;
}

export interface Match {
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
  /** Misspelt, not by a slip of the keys (`coinbasle`): counts only alone in the owner's name. */
  onlyAlone?: boolean;
  /**
   * One slip from the brand but neither a slip of the keys nor misspelt on purpose
   * (`amazgon`): as often another name alone, it counts only beside a word that asks.
   */
  onlyAsking?: boolean;
}

/**
 * The brand's entries for a word, or for it in the plural (`facebooks`), or in the singular
 * (`lloydbanking` and `lloyd-payments` for Lloyds).
 */
function entriesOf(index: TrustedIndex, word: string, joined = false): readonly BrandWord[] {
  const { byWord } = index.brands;
  return (
    byWord.get(word) ??
    (word.length > 6 && word.endsWith('s') ? byWord.get(word.slice(0, -1)) : undefined) ??
    (joined ? byWord.get(`${word}s`) : undefined) ??
    // Without its `s` and on its own (`lloyd-payments`): as an everyday word, only beside
    // sign-in or payment words.
    (word.length >= 5
      ? byWord.get(`${word}s`)?.map((entry) => ({ ...entry, everyday: true }))
      : undefined) ??
    []
  );
}

/**
 * The words brands' own addresses write their names in two of (`etc` and `meisai` of
 * etc-meisai.jp): a pair of a host's words is read together only when one of them is such a
 * word, which keeps the check off nearly every host.
 */
const apartWordsByIndex = new WeakMap<TrustedIndex, Set<string>>();
function apartWords(index: TrustedIndex): Set<string> {
  let words = apartWordsByIndex.get(index);
  if (words) return words;
  words = new Set();
  for (const domain of index.brands.byDomain.keys()) {
    const name = domain.slice(0, domain.indexOf('.'));
    if (name.includes('-')) for (const word of name.split('-')) words.add(word);
  }
  apartWordsByIndex.set(index, words);
  return words;
}

/** Whether one of a brand's domains splits its name in two about `at` letters in (`etc-meisai`). */
function writtenApart(domains: readonly string[], at: number): boolean {
  return domains.some((domain) => {
    const apart = domain.indexOf('-');
    return apart > 0 && apart < domain.indexOf('.') && Math.abs(apart - at) <= 1;
  });
}

/** `l` and `i`, which pass for each other in an address (`lnstagram`, `paypai`). */
const isLForI = (a: string | undefined, b: string | undefined) =>
  (a === 'l' && b === 'i') || (a === 'i' && b === 'l');

/**
 * Whether a slip kept the first letter (or wrote `l` for `i`): a first letter changed, or two
 * swapped, makes another word (`turist` is not `truist`).
 */
const sameStart = (text: string, word: string) => text[0] === word[0] || isLForI(text[0], word[0]);

/** A name with each run of one letter read once: `miiicrosoft` and `outloook` read as the brand. */
const collapsed = (name: string) => name.replace(/(.)\1+/g, '$1');

/** `word` with one letter doubled (`faceboook`, `binancce`). */
const doubledOnce = (token: string, word: string) =>
  token.length === word.length + 1 && collapsed(token) === collapsed(word);

/**
 * One typing slip, an `l` written for an `i` or the other way (`lnstagram`, `paypai`), or
 * letters doubled (`faceboook`, `miiicrosoft`).
 */
function slipped(token: string, word: string): boolean {
  if (isTypingSlip(token, word) || doubledOnce(token, word)) return true;
  if (token.length !== word.length) return false;
  let differences = 0;
  for (let at = 0; at < token.length; at++) {
    if (token[at] === word[at]) continue;
    if (!isLForI(token[at], word[at]) || ++differences > 1) return false;
  }
  return differences === 1;
}

/**
 * Whether a suffix run in after a brand's name (`aifulco`, `smbcbankjp`) makes its address: after
 * five letters or more; after four, Japan's second level and `jp` (`visacojp`), or a `jp` of a
 * brand of Japan's that is no everyday word (`smbcojp`): four letters and a word are as often
 * another name.
 */
function typedAfterCounts(entry: BrandWord, brand: string, rest: string): boolean {
  if (brand.length >= 5 || TYPED_JAPAN_AFTER.test(rest)) return true;
  return (
    !entry.everyday &&
    rest.endsWith('jp') &&
    entry.brand.domains.some((domain) => domain.endsWith('.jp'))
  );
}

/** What the host's suffix and kind say about where a brand's word may stand (brand-rule.ts). */
export interface MatchSetting {
  /** On someone's page on a shared host, or under a suffix phishing favours. */
  suspect: boolean;
  /** On someone's page on a shared host. */
  shared: boolean;
  /** Under a country's suffix. */
  country: boolean;
  /** Under a suffix only accredited institutions register (`ac.uk`, `edu`, `gov.br`). */
  institution: boolean;
}

/** Where a brand's word stands among `tokens`: whole, written apart, run into other words. */
export function* brandMatches(
  index: TrustedIndex,
  tokens: readonly Token[],
  { suspect, shared, country, institution }: MatchSetting,
): Generator<Match> {
  const { slipWords, bySkeleton, nearWords } = index.brands;
  const apart = apartWords(index);
  for (let from = 0; from < tokens.length; from++) {
    const token = tokens[from]!.text;
    // Up to three words read together, the most first: a brand's name as written over a shorter
    // one inside it (`sbi-sec` is SBI Securities' `sbisec`, not SBI's `sbi`).
    const joins: string[] = [];
    for (let to = from; to < Math.min(tokens.length, from + 3); to++)
      joins.push((joins.at(-1) ?? '') + tokens[to]!.text);
    for (let to = from + joins.length - 1; to >= from; to--) {
      const joined = joins[to - from]!;
      for (const entry of entriesOf(index, joined))
        yield { entry, word: joined, from, to, rest: '', altered: false };
    }
    // A brand whose own address writes its name in two words (`etc-meisai`, `eki-net`), written
    // so and slipped (`etc-meisia`, `ekl-net`): the two read together.
    const next = tokens[from + 1]?.text;
    if (
      next &&
      token.length + next.length >= MIN_ALTERED &&
      (apart.has(token) || apart.has(next)) &&
      /^[a-z]+$/.test(token + next)
    )
      for (const match of slipsOf(index, token + next, from, suspect))
        if (writtenApart(match.entry.brand.domains, token.length)) yield { ...match, to: from + 1 };
    // Letters of a token with digits in it: `office` of `office365`.
    const letters = token.replace(/[0-9]+$|^[0-9]+/g, '');
    if (letters !== token)
      for (const entry of entriesOf(index, letters))
        yield { entry, word: letters, from, to: from, rest: '', altered: false };
    // Digits between words, as a kit separates them (`netstation2aplus`, `aplus7netstation`): a
    // run of letters there is a word of the name. From five letters, and not as one letter for
    // another (`pay1pal` is read as `paylpal` below).
    if (/[a-z][0-9]+[a-z]/.test(letters))
      for (const run of letters.split(/[0-9]+/))
        if (run.length >= 5)
          for (const entry of entriesOf(index, run))
            yield { entry, word: run, from, to: from, rest: '', altered: false };
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
        const typedAfter = brand === head && TYPED_AFTER.test(rest);
        if (brand.length < 4) continue;
        const asks = glue || TYPED_BEFORE.has(rest) || isActionWord(rest);
        if (!asks && !typedAfter) continue;
        for (const entry of entriesOf(index, brand, true))
          if (asks || typedAfterCounts(entry, brand, rest))
            yield { entry, word: brand, from, to: from, rest: glue ? '' : rest, altered: false };
      }
    }
    if (TYPED_FIRST.test(token)) yield* typedSlipped(index, token, from);
    // On someone's page on a shared host, or under a suffix phishing favours, a distinctive brand
    // inside any longer word (`weukukuwetransfer.000webhostapp.com`, `cancelblokirfacebook.tk`);
    // an everyday one of 6 letters or more too, which counts only beside a sign-in word
    // (`loginorangefr54822.yolasite.com`, `allegrolokal-dostawa.tk`).
    // An everyday word holding a brand is that word (`interactive`, `revolution`).
    // Under any other suffix, a wallet's, an exchange's or a bank's name of six letters or more
    // run into other words (`receiveuniswap`, `bradescoappdigital`: runsInAnywhere), never inside
    // an everyday word that holds it (`interactivehub`): five letters run into others are as
    // often another name (`sovcombank`).
    if (!nearWords.has(token))
      for (let at = 0; at + MIN_ALTERED - 1 <= token.length; at++) {
        for (const word of slipWords.get(token.slice(at, at + 3)) ?? []) {
          if (word === token || !token.startsWith(word, at)) continue;
          // Five letters, first in the name under a suffix phishing favours, a card issuer's
          // or a bank's run into any letters (`aifulinctk.sbs`).
          const five = word.length === 5 && at === 0 && suspect && !shared;
          if (word.length < (five ? 5 : 6)) continue;
          if (!suspect && withinNearWord(index, token, at, word)) continue;
          const before = token.slice(0, at);
          const after = token.slice(at + word.length);
          const action = [before, after].find((part) => part && isActionWord(part));
          const rest = action ?? before + after;
          // Under a country's suffix a letter or two beside it are the brand's own naming there
          // (`tiktokv.us`): the brand alone. Elsewhere they count (`correosw.cc`).
          for (const entry of entriesOf(index, word))
            if (
              five
                ? !entry.everyday && REGISTERED_AS_THEIRS.has(entry.brand.category)
                : suspect || runsInAnywhere(entry, institution)
            )
              yield {
                entry,
                word,
                from,
                to: from,
                rest: country && rest.length < 3 ? '' : rest,
                altered: false,
              };
        }
      }
    // Under a suffix phishing favours, a distinctive brand of four or five letters padded with
    // a letter or two to find a name still free (`uspsoa.top`, `smbcc-a.shop`); the everyday
    // words that start so (`citing`, `posting`) are near words.
    if (suspect && !shared && !nearWords.has(token))
      for (let cut = Math.max(4, token.length - 2); cut < Math.min(6, token.length); cut++) {
        const [word, rest] = [token.slice(0, cut), token.slice(cut)];
        if (!/^[a-z]+$/.test(rest)) continue;
        for (const entry of entriesOf(index, word))
          if (!entry.everyday) yield { entry, word, from, to: from, rest, altered: false };
      }
    // Under any suffix, the name the owner chose: a card issuer's, a bank's, a payment
    // service's, a wallet's or a carrier's name of five letters or more padded with up to four
    // letters to find a name still free (`aifulkk.com`, `jppostuc.com`, `aifultwoi.com`).
    // Not under a country's suffix, where they are that country's names (`kotaku.com.au`); four
    // letters padded are as often another name (`uspsoa.com`; under a suffix phishing favours,
    // the rule above).
    // Four letters with no vowel are initials (`smbc`), not the start of another name: padded
    // with up to two letters too (`smbcre.com`, `smbcoc.com`).
    const paddedFrom = /^[^aeiou]{4}/.test(token) && token.length <= 6 ? 4 : 5;
    if (!shared && !country && tokens[from]!.owner && !nearWords.has(token))
      for (let cut = Math.max(paddedFrom, token.length - 4); cut < token.length; cut++) {
        const [word, rest] = [token.slice(0, cut), token.slice(cut)];
        if (!/^[a-z]+$/.test(rest)) continue;
        for (const entry of entriesOf(index, word))
          if (!entry.everyday && REGISTERED_AS_THEIRS.has(entry.brand.category))
            yield { entry, word, from, to: from, rest, altered: false };
      }
    // On a shared host, such a brand slipped or in other characters inside a longer word
    // (`iinstargam.000webhostapp.com`, `faceb00k59278.000webhostapp.com`): anywhere else too
    // many words hold one (`detracts`, `retreaded`).
    // Elsewhere, a long distinctive brand slipped inside a longer word (`walletsconnection`).
    if (token.length > MIN_ALTERED && (shared || !nearWords.has(token)))
      yield* alteredInside(index, token, from, shared);
    // A distinctive brand slipped (`instargam`, `facenook`) or in other characters (`dropb0x`).
    if (token.length >= JUDGE_TUNING.minDistinctiveSlip && !nearWords.has(token)) {
      const shape = skeleton(token);
      // With its digits read as the letters they pass for, too (`pay1pal` as `paylpal`).
      const forms = new Set([token, /[0-9]/.test(token) ? shape : token]);
      for (const form of forms) yield* slipsOf(index, form, from, suspect);
      // A digit for a letter is a disguise in five letters too (`a1ful`); letters that pass for
      // others (`rn` for `m`) only from six.
      const shortest = /[0-9]/.test(token) ? JUDGE_TUNING.minDistinctiveSlip : MIN_ALTERED;
      const words = bySkeleton.get(shape) ?? [];
      // `1` for an `i` too (`a1ful`), which the skeleton reads as an `l`.
      const withI = token.includes('1') ? token.replace(/1/g, 'i') : undefined;
      for (const word of withI && !words.includes(withI) ? [...words, withI] : words)
        if (word !== token && word.length >= shortest)
          for (const entry of entriesOf(index, word))
            yield { entry, word, from, to: from, rest: '', altered: true, disguised: true };
    }
  }
}

/**
 * A card issuer's, bank's, payment service's, wallet's or carrier's address typed with its `www`
 * run in and a letter of its name slipped (`wwworicn` for `www.orico`): only a fake address is
 * written so, so five letters count too, one letter off.
 */
function* typedSlipped(index: TrustedIndex, token: string, from: number): Generator<Match> {
  for (const typed of TYPED_BEFORE) {
    const name = token.startsWith(typed) ? token.slice(typed.length) : '';
    if (name.length < 5 || !/^[a-z]+$/.test(name) || index.brands.nearWords.has(name)) continue;
    const { slipWords, slipWordsByEnd } = index.brands;
    const near = new Set([
      ...(slipWords.get(name.slice(0, 3)) ?? []),
      ...(slipWordsByEnd.get(name.slice(-3)) ?? []),
    ]);
    for (const word of near)
      if (word !== name && oneSlipApart(name, word))
        for (const entry of entriesOf(index, word))
          if (!entry.everyday && REGISTERED_AS_THEIRS.has(entry.brand.category))
            yield { entry, word, from, to: from, rest: typed, altered: false };
  }
}

/** A distinctive brand one slip or a doubled letter from `token` (`instargam`, `binancce`). */
function* slipsOf(
  index: TrustedIndex,
  token: string,
  from: number,
  suspect: boolean,
): Generator<Match> {
  const { slipWords, slipWordsByEnd } = index.brands;
  const starts = new Set([
    token.slice(0, 3),
    token.slice(0, 3).replace(/^l/, 'i'),
    token.slice(0, 3).replace(/^i/, 'l'),
  ]);
  // A slip in the first letters of a long name (`yetherwallet`) leaves its last three.
  const words = new Set([
    ...[...starts].flatMap((start) => slipWords.get(start) ?? []),
    ...(slipWordsByEnd.get(token.slice(-3)) ?? []).filter((word) => word.length >= 7),
  ]);
  for (const word of words) {
    if (word === token) continue;
    const slip = token.length >= MIN_ALTERED && slipped(token, word);
    const onPurpose =
      !slip &&
      (misspeltOnPurpose(token, word) ||
        // A long name two letters off, its first kept (`kuronekoyamrwato`): no word is.
        (word.length >= 12 && sameStart(token, word) && withinEdits(token, word, 2)));
    // Any other slip of a brand long enough to be judged slipped (`amazgon`, a letter away from
    // the keys), kept first letter and all: only beside a word that asks (brand-rule.ts).
    const onlyAsking =
      !slip &&
      !onPurpose &&
      word.length >= MIN_ALTERED &&
      sameStart(token, word) &&
      oneSlipApart(token, word);
    if (!slip && !onPurpose && !onlyAsking) continue;
    for (const entry of entriesOf(index, word))
      if (slip || !entry.everyday)
        yield {
          entry,
          word,
          from,
          to: from,
          rest: '',
          altered: true,
          // Under a suffix phishing favours, a long brand misspelt counts beside words too
          // (`rakuxten-jp.xyz`).
          onlyAlone: onPurpose && !(suspect && word.length >= 7),
          onlyAsking,
        };
  }
}

/**
 * A brand that is no word, misspelt on purpose: a letter doubled (`binancce`), or one slip
 * (`coinbasle`, `yetherwallet`) in a name of 7 letters or more, its first letter kept or left
 * out, and a letter of its first two changed or added only for one beside it on the keys; in a
 * shorter one only a typing slip (`azuku`), as a first letter changed or a letter added away from
 * its keys makes another word (`raver` is not `naver`).
 */
function misspeltOnPurpose(token: string, word: string): boolean {
  if (word.length < JUDGE_TUNING.minDistinctiveSlip) return false;
  if (doubledOnce(token, word)) return true;
  if (word.length < 7) return isTypingSlip(token, word);
  if (!oneSlipApart(token, word)) return false;
  // A letter of its first two changed or added away from its keys starts another name
  // (`mioffice` is not `msoffice`, `wmtransfer` not `wetransfer`).
  const typedAt = slipTypedAt(token, word);
  if (typedAt !== undefined && typedAt < 2 && !isTypingSlip(token, word)) return false;
  return sameStart(token, word) || token === word.slice(1);
}

/**
 * Whether the brand `word` at `at` of `token` is part of an everyday word that holds it
 * (`interactive` in `interactivehub`): the lists' near words.
 */
function withinNearWord(index: TrustedIndex, token: string, at: number, word: string): boolean {
  const end = at + word.length;
  for (let start = 0; start <= at; start++)
    for (let stop = end; stop <= token.length; stop++)
      if ((start < at || stop > end) && index.brands.nearWords.has(token.slice(start, stop)))
        return true;
  return false;
}

/**
 * A distinctive brand of 6 letters or more, slipped or in other characters, inside `token`. Off a
 * shared host, only slipped, and only a brand long enough to be judged slipped inside.
 */
function* alteredInside(
  index: TrustedIndex,
  token: string,
  from: number,
  shared = true,
): Generator<Match> {
  const { slipWords, slipWordsByEnd, bySkeleton } = index.brands;
  const altered = (word: string, at: number, length: number, disguised = false): Match[] =>
    entriesOf(index, word)
      .filter((entry) => !entry.everyday && (shared || RUN_IN_ANYWHERE.has(entry.brand.category)))
      .map((entry) => ({
        entry,
        word,
        from,
        to: from,
        rest: token.slice(0, at) + token.slice(at + length),
        altered: true,
        disguised,
      }));
  const slippedAt = (word: string, at: number, length: number) => {
    const inside = token.slice(at, at + length);
    if (inside.length !== length || token.includes(word)) return false;
    // An everyday word one slip from the brand is that word (`delivery` of `delhivery`).
    if (index.brands.nearWords.has(inside)) return false;
    // A shorter brand slipped is a run of letters found all through words and people's names
    // (`akank` of `akanksha`, `turist` of `futuristic`, `mercuri` of `mercurial`).
    if (word.length < JUDGE_TUNING.minSlippedInside) return false;
    // A long name misspelt on purpose inside a word (`walletsconnection`), not only by the keys.
    return slipped(inside, word) || (word.length >= 10 && oneSlipApart(inside, word));
  };
  for (let at = 0; at + MIN_ALTERED - 1 <= token.length; at++) {
    // Slipped after its first three letters: found by them.
    for (const word of slipWords.get(token.slice(at, at + 3)) ?? [])
      for (let length = word.length - 1; length <= word.length + 1; length++)
        if (slippedAt(word, at, length)) yield* altered(word, at, length);
    // In other characters: as many characters as the brand, read as its skeleton.
    for (
      let length = MIN_ALTERED;
      shared && at + length <= token.length && length <= 16;
      length++
    ) {
      const inside = token.slice(at, at + length);
      if (!/[0-9]/.test(inside)) continue;
      for (const word of bySkeleton.get(skeleton(inside)) ?? [])
        if (!token.includes(word)) yield* altered(word, at, length, true);
      // A digit for one letter that passes for nothing like it (`ins1agram`).
      for (const word of slipWords.get(inside.slice(0, 3)) ?? [])
        if (word.length === length && digitFor(inside, word))
          yield* altered(word, at, length, true);
    }
  }
  // Slipped in its first three letters: found by its last three, ending at `end`.
  for (let end = MIN_ALTERED - 1; end <= token.length; end++)
    for (const word of slipWordsByEnd.get(token.slice(end - 3, end)) ?? [])
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        const start = end - length;
        if (start >= 0 && sameStart(token.slice(start), word) && slippedAt(word, start, length))
          yield* altered(word, start, length);
      }
  // Letters doubled (`miiicrosoftoutloook`): the brand inside the name read with runs once; a
  // doubling is a slip too, so only of a brand long enough to be judged slipped inside.
  const once = collapsed(token);
  if (once !== token)
    for (let at = 0; at + MIN_ALTERED <= once.length; at++)
      for (const word of slipWords.get(once.slice(at, at + 3)) ?? [])
        if (
          word.length >= JUDGE_TUNING.minSlippedInside &&
          once.startsWith(collapsed(word), at) &&
          !token.includes(word)
        )
          yield* altered(word, 0, 0);
}

/** Whether `inside` is `word` with exactly one letter written as a digit. */
function digitFor(inside: string, word: string): boolean {
  let digits = 0;
  for (let at = 0; at < word.length; at++) {
    if (inside[at] === word[at]) continue;
    if (!/[0-9]/.test(inside[at]!) || ++digits > 1) return false;
  }
  return digits === 1;
}
