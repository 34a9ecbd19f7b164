/**
 * The confusable characters of the look-alike check (lists/confusables.json), from Unicode's
 * UTS #39 `confusables.txt` (unicode.org/Public/security/latest/) and Debian's unicode-data
 * `UnicodeData.txt` (/usr/share/unicode/). Only characters whose prototype is plain letters and
 * digits are kept: a host is compared with names written in ASCII, so other prototypes can never
 * make two of them meet. A prototype's accents and strokes are dropped (`ɨ` → `i̵` → `i`, as
 * browsers drop them); Latin letters the confusables leave as letters of their own are read by
 * name: `LATIN LETTER SMALL CAPITAL G` (`ɢ`, the prototype of Cyrillic `ԍ`) reads as `g`.
 */
const MARKS = /\p{M}/gu;

/** Latin letters by name: `LATIN LETTER SMALL CAPITAL G`, `… SMALL LETTER L WITH STROKE` → g, l. */
export function latinLettersByName(unicodeData: string): Map<string, string> {
  const letters = new Map<string, string>();
  for (const line of unicodeData.split('\n')) {
    const [hex, name] = line.split(';');
    const match = /^LATIN (?:SMALL |CAPITAL )?LETTER (?:SMALL CAPITAL )?([A-Z])(?: WITH .*)?$/.exec(
      name ?? '',
    );
    if (hex && match)
      letters.set(String.fromCodePoint(Number.parseInt(hex, 16)), match[1]!.toLowerCase());
  }
  // Kra (`ĸ`, the prototype of Cyrillic `к`) is a k to the eye; its name says otherwise.
  letters.set('\u0138', 'k');
  return letters;
}

/**
 * Letters UTS #39 maps to other non-ASCII letters (Cyrillic `м` → `ʍ`, `ь` → `ƅ`) but that read
 * as plain Latin letters in a lower-case address: the supplement browsers add to the skeleton
 * for the same reason (Chromium's `components/url_formatter/spoof_checks/skeleton_generator.cc`
 * lists these groups).
 */
const SUPPLEMENT: Record<string, string> = {
  b: 'ƅьҍв',
  e: 'єҽҿ',
  f: 'ғӻ',
  g: 'ԍ',
  h: 'ħнћңҥӈӊԋԧԩ',
  k: 'ĸκкқҝҟҡӄԟ',
  m: 'мӎ',
  n: 'ŋпԥ',
  p: 'þϼҏ',
  r: 'ґ',
  t: 'ŧтҭԏ',
  w: 'ωшщ',
  x: 'χҳӽӿ',
  y: 'ұ',
};

/** Plain letters for a prototype: accents dropped, letters read by name, lower case. */
const plain = (text: string, letters: Map<string, string>) =>
  [...text.normalize('NFD').replace(MARKS, '')]
    .map((char) => letters.get(char) ?? char)
    .join('')
    .toLowerCase();

/** UTS #39 `source ; prototype ; MA` lines whose prototype reads as ASCII letters or digits. */
export function asciiConfusables(
  text: string,
  letters: Map<string, string>,
): Record<string, string> {
  const table: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([0-9A-F]+)\s*;\s*([0-9A-F ]+?)\s*;/.exec(line);
    if (!match) continue;
    const source = String.fromCodePoint(Number.parseInt(match[1]!, 16));
    const prototype = plain(
      match[2]!
        .split(' ')
        .map((hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
        .join(''),
      letters,
    );
    if (/^[a-z0-9]{1,3}$/.test(prototype) && source !== prototype) table[source] = prototype;
  }
  for (const [letter, chars] of Object.entries(SUPPLEMENT)) {
    for (const char of chars) table[char] = letter;
  }
  // Letters the confusables keep as their own (a stroke, a small capital) read by name.
  for (const [char, letter] of letters) {
    if (!(char in table) && char !== letter && !/^[A-Za-z]$/.test(char)) table[char] = letter;
  }
  // A skeleton's letters are skeletons themselves: `м` → `m` → `rn`, as `m` is.
  for (const [char, prototype] of Object.entries(table)) {
    table[char] = [...prototype].map((letter) => table[letter] ?? letter).join('');
  }
  return table;
}
