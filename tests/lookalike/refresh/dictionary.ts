import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Debian's word lists for the languages the brand list covers (packages wamerican, wbritish,
 * wngerman, wspanish, wbrazilian, wportuguese, wfrench, witalian, wdutch, wpolish), by file name
 * under /usr/share/dict. English counts alone; another language's word counts when two of these
 * lists hold it (one list alone holds oddities: the Polish list has brand names in lower case).
 */
const ENGLISH = ['american-english', 'british-english'];
/**
 * The common words of English (packages wamerican-small, wbritish-small): a brand counts as an
 * everyday word only if it is one of these (`chase`, `apple`, `steam`), not merely listed in the
 * larger lists, which also hold the brands' own names in lower case (`amazon`, `yahoo`, `google`).
 */
const COMMON_ENGLISH = ['american-english-small', 'british-english-small'];
const OTHERS = [
  'ngerman',
  'spanish',
  'brazilian',
  'portuguese',
  'french',
  'italian',
  'dutch',
  'polish',
];

export interface Dictionary {
  /** Whether `word` is an everyday word of a covered language (not a name): `chase`, `apple`. */
  isEveryday(word: string): boolean;
  /**
   * Whether `word` is a common word (small English lists, or two lists of other languages): a
   * brand's name that is one counts only beside sign-in words.
   */
  isCommon(word: string): boolean;
  /** Every everyday word, for finding the ones a typing slip away from a name. */
  words(): string[];
  /** The lists read, for SOURCES.md. */
  lists: string[];
}

/** Accents dropped, as host names are written: `segurança` is `seguranca`. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower-case entries only: `Chase` the name is no word, `chase` the verb is. */
function words(path: string): Set<string> {
  const found = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const word = line.trim();
    if (word && word === word.toLowerCase()) found.add(plain(word));
  }
  return found;
}

export function readDictionary(directory: string): Dictionary {
  const read = (names: string[]) =>
    names
      .filter((name) => existsSync(join(directory, name)))
      .map((name) => ({ name, words: words(join(directory, name)) }));
  const english = read(ENGLISH);
  const common = read(COMMON_ENGLISH);
  const others = read(OTHERS);
  if (english.length === 0 || common.length === 0 || others.length < OTHERS.length)
    throw new Error(
      `Word lists missing in ${directory}: install wamerican wbritish wamerican-small wbritish-small wngerman wspanish wbrazilian wportuguese wfrench witalian wdutch wpolish`,
    );
  const inOthers = (word: string) => others.filter((list) => list.words.has(word)).length >= 2;
  const isEveryday = (word: string) =>
    english.some((list) => list.words.has(word)) || inOthers(word);
  return {
    lists: [...english, ...common, ...others].map((list) => list.name),
    isEveryday,
    isCommon: (word) => common.some((list) => list.words.has(word)) || inOthers(word),
    words: () =>
      [...new Set([...english, ...others].flatMap((list) => [...list.words]))].filter(
        (word) => /^[a-z]+$/.test(word) && isEveryday(word),
      ),
  };
}

/**
 * The dictionary with a country's names as everyday words too (Japan's surnames, in Hepburn
 * letters: `mizuno`, `mitsuyoshi`): for the near words only, so a name a typing slip from a brand
 * (`mizuho`) is never read as its slip. Brands are not marked everyday by them.
 */
export function withLocalNames(dictionary: Dictionary, names: readonly string[]): Dictionary {
  const local = new Set(names.filter((name) => /^[a-z]+$/.test(name)));
  return {
    ...dictionary,
    isEveryday: (word) => local.has(word) || dictionary.isEveryday(word),
    words: () => [...new Set([...dictionary.words(), ...local])],
  };
}
