import { parse } from 'tldts';
import { wordsOfDomains } from '../../../utils/lookalike/brands';
import {
  innerLettersLeftOut,
  innerSwaps,
  isTypingSlip,
  oneSlipApart,
} from '../../../utils/lookalike/edits';
import { JUDGE_TUNING, siteWordOf, targetOf } from '../../../utils/lookalike/trusted-index';
import type { Dictionary } from './dictionary';

/**
 * One brand as lists/brands.json holds it: `[name, category, domains, words, owns]` (the
 * countries are the table's, for reading: the check needs none).
 * Domains and words are space-separated; a word ending in `*` is an everyday word (`chase*`),
 * which counts only beside sign-in or payment words; `owns` is 1 when the brand owns its name
 * under most country suffixes (`amazon.de`).
 */
export type PackedBrand = [string, string, string, string, 0 | 1];

export interface BrandRow {
  name: string;
  category: string;
  countries: string[];
  ownsCountryNames: boolean;
  domains: string[];
  words: string[];
  /** Other names phishing reports give the brand (`Internal Revenue Service` for the IRS). */
  aka: string[];
  /**
   * Its words the table marks `*`: everyday in the brand's own country though no list of the
   * dictionary holds them (a Japanese surname or place: `nomura`, `matsui`).
   */
  everydayThere?: string[];
}

const registrable = (host: string) => {
  const { domain } = parse(host, { allowPrivateDomains: true });
  return domain ?? host;
};

/** Reads tests/lookalike/sources/phished-brands.tsv (its header says what each column holds). */
export function readBrandTable(text: string): BrandRow[] {
  const rows: BrandRow[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [name, category, countries, domains, words, aka] = line.split('\t');
    if (!name || !category || !countries || !domains)
      throw new Error(
        `phished-brands.tsv: a row needs a name, category, countries and domains: ${line}`,
      );
    const registrables = [...new Set(domains.split(/\s+/).filter(Boolean).map(registrable))];
    const marked = words?.trim() ? words.trim().split(/\s+/) : [];
    const everydayThere = marked
      .filter((word) => word.endsWith('*'))
      .map((word) => word.slice(0, -1));
    const written = marked.length
      ? marked
          .map((word) => word.replace(/\*$/, ''))
          .filter((word) => word.length >= 3 || /[0-9]/.test(word))
      : wordsOfDomains(registrables);
    rows.push({
      name,
      category,
      countries: countries.replace('+cc', '').split(/\s+/),
      ownsCountryNames: countries.includes('+cc'),
      domains: registrables,
      words: [...new Set(written)],
      aka: aka?.trim() ? aka.split(';').map((other) => other.trim()) : [],
      everydayThere,
    });
  }
  return rows;
}

/**
 * Whether a bank's name is two common words run together (`capitalone`, `firstdirect`), each of 4
 * letters or more: inside a longer word it reads as those words (`capitaloneshopping`). Only
 * banks' names are marked, as only theirs are judged so (brand-matches.ts `runsInAnywhere`).
 */
function isTwoWords(word: string, dictionary: Dictionary): boolean {
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++)
    if (dictionary.isCommon(word.slice(0, cut)) && dictionary.isCommon(word.slice(cut)))
      return true;
  return false;
}
const MIN_PART = 4;

/**
 * The brands as bundled: everyday words marked, and banks' names made of two (`isTwoWords`), so
 * the check needs no dictionary of its own; the words left out where they are the domains'
 * names (`wordsOfDomains`), to keep the list small.
 */
export function packBrands(rows: BrandRow[], dictionary: Dictionary): PackedBrand[] {
  return rows.map((row) => {
    const words = row.words
      .map((word) => {
        if (dictionary.isCommon(word) || row.everydayThere?.includes(word)) return `${word}*`;
        return row.category === 'bank' && isTwoWords(word, dictionary) ? `${word}+` : word;
      })
      .join(' ');
    return [
      row.name,
      row.category,
      row.domains.join(' '),
      words === wordsOfDomains(row.domains).join(' ') ? '' : words,
      row.ownsCountryNames ? 1 : 0,
    ];
  });
}

/**
 * The names brands' own countries write them in other scripts (the table's last column, where
 * not in Latin letters: `三井住友カード`, `Сбербанк`), one brand a line: its main domain, a tab,
 * the names (`BrandList.writtenNames`). Latin names are read as words already.
 */
export function writtenNames(rows: readonly BrandRow[]): string {
  return rows
    .map(
      (row) =>
        [row.domains[0], row.aka.filter((name) => /[^\p{Script=Latin}\P{L}]/u.test(name))] as const,
    )
    .filter(([, names]) => names.length > 0)
    .map(([domain, names]) => `${domain}\t${names.join(';')}`)
    .join('\n');
}

/**
 * Names of the most visited and linked sites that are everyday words (`people`, `site`,
 * `health`, `sky`: they merely rank well), 3 letters or more: every other such name is a brand
 * of its own beside sign-in words (`buzzfeed` in `buzzfeed-login.com`, `wsj` in `wsj-secure`).
 * The everyday ones are listed rather than the brands, as they are the fewer: the check reads the
 * rest off the site lists.
 */
export function everydaySiteNames(sites: readonly string[], dictionary: Dictionary): string[] {
  const found = new Set<string>();
  for (const domain of sites) {
    // Named as the judge reads it (`targetOf`'s label as `siteWordOf` writes it: `macaro-ni` as
    // `macaroni`), so its `everyday.has(…)` finds each.
    const word = siteWordOf(targetOf(domain)?.label ?? '');
    if (/^[a-z]{3,}$/.test(word) && dictionary.isEveryday(word)) found.add(word);
  }
  return [...found].sort();
}

/**
 * PhishTank targets (the CSVs' `target` column) that no brand of the table stands for, with the
 * number of verified entries naming each: what the table may be missing.
 */
export function unmatchedTargets(
  counts: Map<string, number>,
  rows: BrandRow[],
): Array<[string, number]> {
  const squeeze = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const names = rows.flatMap((row) => [squeeze(row.name), ...row.words]);
  const akas = new Set(rows.flatMap((row) => row.aka.map(squeeze)));
  return [...counts]
    .filter(([target]) => {
      const squeezed = squeeze(target);
      if (akas.has(squeezed)) return false;
      return !names.some((name) => name.length >= 3 && squeezed.includes(name));
    })
    .sort((a, b) => b[1] - a[1]);
}

/** Words by their first letter and length (`m5`): a slip keeps the one, the other within one. */
function byFirstAndLength(words: readonly string[]): Map<string, string[]> {
  const byStart = new Map<string, string[]>();
  for (const word of words) {
    const key = `${word[0]}${word.length}`;
    const same = byStart.get(key);
    if (same) same.push(word);
    else byStart.set(key, [word]);
  }
  return byStart;
}

/**
 * Everyday words a typing slip away from a name the check judges slips against (`delivery` of
 * `delhivery`, `deep` of `deepl`), or that name with its first letter left out (`cloud` of
 * `icloud`), or a linked name with two letters swapped (`angle` of `angel`): bundled so the check
 * never reads them as slips.
 */
export function nearWords(
  names: Iterable<string>,
  dictionary: Dictionary,
  linkedNames: Iterable<string> = [],
): string[] {
  const byStart = byFirstAndLength(dictionary.words());
  const near = new Set<string>();
  for (const name of names) {
    // With digits too: `shared` is `4shared` less its first letter.
    if (!/^[a-z0-9]{5,}$/.test(name)) continue;
    const afterFirst = name.slice(1);
    if (name.length >= JUDGE_TUNING.minFirstLetterOmitted && dictionary.isEveryday(afterFirst))
      near.add(afterFirst);
    for (const length of [name.length - 1, name.length, name.length + 1])
      for (const word of byStart.get(`${name[0]}${length}`) ?? [])
        if (isTypingSlip(word, name)) near.add(word);
  }
  // Linked names too short for every slip are judged for two letters after the first swapped
  // and, of one length, an inner letter left out (rules.ts `typo`): the same forms as there.
  for (const name of linkedNames) {
    if (!/^[a-z]+$/.test(name) || name.length < JUDGE_TUNING.minTypoLength) continue;
    const slips = innerSwaps(name);
    if (name.length === JUDGE_TUNING.linkedLeftOutLength) slips.push(...innerLettersLeftOut(name));
    for (const slip of slips) if (dictionary.isEveryday(slip)) near.add(slip);
  }
  return [...near].sort();
}

/**
 * Everyday words one slip of any kind from a brand's word of five letters or more, its first
 * letter kept (`money` of `monex`, `engine` of `engie`, `robin` of `rokin`): the check reads a
 * subdomain's word so slipped as the brand (utils/lookalike/slipped-in-subdomain.ts), and these
 * are words of their own.
 */
export function wordsOneSlipFromBrands(words: Iterable<string>, dictionary: Dictionary): string[] {
  const brands = [...new Set(words)].filter((word) => /^[a-z]{5,}$/.test(word));
  const byStart = byFirstAndLength(dictionary.words().filter((word) => /^[a-z]{4,}$/.test(word)));
  const near = new Set<string>();
  for (const brand of brands)
    for (const length of [brand.length - 1, brand.length, brand.length + 1])
      for (const word of byStart.get(`${brand[0]}${length}`) ?? [])
        if (oneSlipApart(word, brand)) near.add(word);
  return [...near];
}

/**
 * Everyday words that hold a distinctive brand's word whole (`interactive` of `interac`,
 * `revolution` of `revolut`, `contract` of `ontrac`): on someone's page the check reads a brand
 * inside any longer word, and these are words of their own. Its plural is the brand's own. And
 * those that start with a distinctive brand of four or five letters and one or two letters more
 * (`citing` of `citi`, `posting` of `posti`): under a suffix phishing favours the check reads
 * such a brand padded so.
 */
export function wordsHoldingBrands(words: Iterable<string>, dictionary: Dictionary): string[] {
  const brands = [...new Set(words)].filter(
    (word) => /^[a-z]{4,}$/.test(word) && !dictionary.isCommon(word),
  );
  const holding = new Set<string>();
  for (const word of dictionary.words())
    for (const brand of brands) {
      if (word.length <= brand.length || word === `${brand}s`) continue;
      const padded = brand.length <= 5 && word.length <= brand.length + 2;
      if (brand.length >= 6 ? word.includes(brand) : padded && word.startsWith(brand))
        holding.add(word);
    }
  return [...holding].sort();
}

/**
 * Free-mail providers, from Sublime Security's `free_email_providers.txt`: those of its domains
 * that are popular sites (the visited and linked lists), and the provider names it lists under
 * five or more suffixes, one of them popular (`yahoo`: yahoo.co.uk, yahoo.fr…). The full list
 * (22 000 domains, most of them disposable-address services) is too large to bundle. A school's
 * or a government's domain (`pdx.edu`) is left out: it gives addresses to its own people, and its
 * departments write from it (`IT Helpdesk <helpdesk@pdx.edu>` is the university's own).
 */
export function freeMail(listed: readonly string[], popular: ReadonlySet<string>) {
  const domains = listed.filter((domain) => popular.has(domain) && !isInstitution(domain)).sort();
  const suffixesOf = new Map<string, number>();
  for (const domain of listed) {
    const label = parse(domain).domainWithoutSuffix;
    if (label) suffixesOf.set(label, (suffixesOf.get(label) ?? 0) + 1);
  }
  const popularLabels = new Set(domains.map((domain) => parse(domain).domainWithoutSuffix));
  const labels = [...suffixesOf]
    .filter(([label, count]) => count >= 5 && popularLabels.has(label))
    .map(([label]) => label)
    .sort();
  return { domains: domains.join(' '), labels: labels.join(' ') };
}

/** A school's, a government's or an army's domain: `pdx.edu`, `ox.ac.uk`, `gov.br`'s names. */
const isInstitution = (domain: string) =>
  /(^|\.)(edu|gov|mil|ac|gob|gouv|govt)(\.[a-z]{2})?$/.test(parse(domain).publicSuffix ?? '');
