import CONFUSABLES from './lists/confusables.json';

const table = CONFUSABLES as Readonly<Record<string, string>>;

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
  let mapped = '';
  // The table's prototypes are in lower case, as addresses are read: a character without a
  // prototype of its own is read as its lower case (`M` as `m`, so as `rn`).
  for (const char of name.normalize('NFD')) {
    const lower = char.toLowerCase();
    mapped += table[char] ?? table[lower] ?? lower;
  }
  return mapped.normalize('NFD').replace(MARKS, '');
}

/** Whether a name holds anything but ASCII letters, digits, dots and hyphens. */
export const isPlainAscii = (name: string) => /^[a-z0-9.-]*$/.test(name);
