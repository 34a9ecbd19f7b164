import CONFUSABLES from './lists/confusables.json';

/**
 * Each confusable character's prototype. The file groups the characters by prototype
 * (`{"o": "0οо…"}`), a fifth smaller gzipped than one entry a character.
 */
const table: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CONFUSABLES as Record<string, string>).flatMap(([prototype, characters]) =>
    [...characters].map((character) => [character, prototype]),
  ),
);

/** Combining marks: `páypal` and `paypal` read the same at a glance. */
const MARKS = /\p{M}/gu;

/**
 * A name's skeleton (Unicode UTS #39 §4, as browsers use it for look-alike names): two names
 * that look alike have the same skeleton. Each character becomes its prototype (`а` Cyrillic →
 * `a`, `0` → `o`, `m` → `rn`) and accents are dropped, in lower case, so `pаypal`,
 * `paypa1`, `páypal` and `paypal` all read `paypal`, and `rnicrosoft` reads like `microsoft`.
 * Only prototypes made of ASCII letters and digits are bundled (lists/confusables.json): the
 * names compared with are all written in them.
 */
export function skeleton(name: string): string {
  const ascii = asciiSkeleton(name);
  if (ascii !== undefined) return ascii;
  let mapped = '';
  // The table's prototypes are in lower case, as addresses are read: a character without a
  // prototype of its own is read as its lower case (`M` as `m`, so as `rn`).
  for (const char of name.normalize('NFD')) {
    const lower = char.toLowerCase();
    mapped += table[char] ?? table[lower] ?? lower;
  }
  return mapped.normalize('NFD').replace(MARKS, '');
}

/**
 * A name in other characters as a reader takes it in ASCII, word by word (between hyphens): a
 * word whose every letter passes for an ASCII one reads as those (`fachärztinnen`, `pаypal` →
 * `facharztinnen`, `paypal`); a word with a letter that passes for none is a word of another
 * script, of which only the runs written in ASCII read (`paypal登录` → `paypal`), never the
 * letters of that script that happen to pass for ASCII ones (`випрямні` names no BNP).
 */
export function readAsAscii(name: string): string {
  return name.split('-').map(readWordAsAscii).join('-');
}

function readWordAsAscii(word: string): string {
  const read = asciiReadingOf(word);
  if (read !== undefined) return read;
  // A word of another script: the runs written in ASCII alone, between any other letters.
  const typedRuns: string[] = [];
  let run = '';
  for (const char of word.normalize('NFC')) {
    if (char < '\x80') {
      run += char;
      continue;
    }
    if (run) typedRuns.push(run);
    run = '';
  }
  if (run) typedRuns.push(run);
  return typedRuns.join('-');
}

/**
 * A word as a reader takes it in ASCII when every letter of it passes for an ASCII one (`pаypal`
 * with a Cyrillic `а`, `itaú`, `fachärztinnen`); undefined for a word with a letter of another
 * script.
 */
export function asciiReadingOf(word: string): string | undefined {
  let read = '';
  for (const char of word.normalize('NFC')) {
    if (char < '\x80') {
      read += char;
      continue;
    }
    const shape = asciiShapeOf(char);
    if (shape === undefined) return undefined;
    read += shape;
  }
  return read;
}

/** Letters of the languages' words that pass for no ASCII one but are written so in ASCII. */
const SPELLED_IN_ASCII: Readonly<Record<string, string>> = { ß: 'ss', ð: 'd', ŉ: 'n' };

/** The ASCII a letter passes for, accents dropped (`ä` → `a`, `а` → `a`); undefined for none. */
function asciiShapeOf(char: string): string | undefined {
  const spelled = SPELLED_IN_ASCII[char];
  if (spelled) return spelled;
  let shape = '';
  for (const part of char.normalize('NFD').replace(MARKS, '')) {
    const mapped = part < '\x80' ? part : (table[part] ?? table[part.toLowerCase()]);
    if (mapped === undefined || !/^[a-z0-9]+$/.test(mapped.toLowerCase())) return undefined;
    shape += mapped.toLowerCase();
  }
  return shape || undefined;
}

/** Each ASCII character's skeleton, read once: most names are written in nothing else. */
const ASCII_SHAPES: readonly string[] = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  return table[char] ?? table[char.toLowerCase()] ?? char.toLowerCase();
});

/**
 * The skeleton of a name in ASCII alone, as `skeleton` reads it (its prototypes are ASCII too,
 * so there is nothing to decompose and no mark to drop); undefined for any other name.
 */
function asciiSkeleton(name: string): string | undefined {
  let mapped = '';
  for (let at = 0; at < name.length; at++) {
    const shape = ASCII_SHAPES[name.charCodeAt(at)];
    if (shape === undefined) return undefined;
    mapped += shape;
  }
  return mapped;
}

/**
 * A skeleton read more loosely still, as small print in an address bar is: letters that differ
 * by a stroke (`c`/`e`, `q`/`g`, `i`/`l`) and pairs that pass for one letter (`vv` for `w`, `cl`
 * for `d`, `rr` and `nn` for `m`, which skeletons write `rn`) read as one. Only for names written
 * in other characters, where no ordinary name looks so (`cȑȑ.com`, `ạdobc.com`): plain names
 * differ so all the time.
 */
export function looseSkeleton(shape: string): string {
  // Letters first, then pairs: `el` passes for `cl`, so for `d`, as `cl` does (`ielöud` as `icloud`).
  return shape
    .replace(/e/g, 'c')
    .replace(/q/g, 'g')
    .replace(/i/g, 'l')
    .replace(/vv/g, 'w')
    .replace(/cl/g, 'd')
    .replace(/rr|nn/g, 'rn');
}

/**
 * For each character of the name's skeleton, whether it comes from a character outside ASCII,
 * accented letters included (`sïkype`: the `i` is one).
 */
export function foreignInSkeleton(name: string): boolean[] {
  const foreign: boolean[] = [];
  for (const char of name.normalize('NFC')) {
    const piece = skeleton(char);
    for (let i = 0; i < piece.length; i++) foreign.push(char > '\x7f');
  }
  return foreign;
}

/** Whether a name holds anything but ASCII letters, digits, dots and hyphens. */
export const isPlainAscii = (name: string) => /^[a-z0-9.-]*$/.test(name);

/**
 * Letters the words of the languages with Latin letters are written with: Latin-1's and Latin
 * Extended-A's (`ä`, `é`, `ł`, `ő`), and Romanian's `ș` and `ț`.
 */
const LANGUAGE_LETTER = /[\u00c0-\u017f\u0218-\u021b]/;

/**
 * Whether a name in plain letters holds one from outside the languages' (LANGUAGE_LETTER) that
 * passes for a plain letter: an IPA or small-capital letter, one of another script, a letter with
 * a line below (`tiiktoiḵ`, `rolƅlox`, `pаypal`). The word lists of nine European languages hold
 * none: such a letter is there to pass for another. (Vietnamese writes some, `ạ`, `ỏ`: a
 * Vietnamese name one slip from a trusted one reads as a disguise too.)
 */
export function hasDisguisingLetter(name: string): boolean {
  if (!/[a-z]/.test(name)) return false;
  for (const char of name.normalize('NFC')) {
    if (char < '\x80' || LANGUAGE_LETTER.test(char)) continue;
    if (/^[a-z0-9]+$/.test(skeleton(char))) return true;
  }
  return false;
}
