/**
 * `name` with two neighbouring letters after its first swapped, once for each pair of different
 * letters (`jqurey` of `jquery`): the only slips a short linked name is judged for
 * (trusted-index.ts), and those the refresh's near words must cover.
 */
export function innerSwaps(name: string): string[] {
  const swaps: string[] = [];
  for (let at = 1; at < name.length - 1; at++) {
    const a = name[at]!;
    const b = name[at + 1]!;
    if (a !== b && a >= 'a' && a <= 'z' && b >= 'a' && b <= 'z')
      swaps.push(name.slice(0, at) + b + a + name.slice(at + 2));
  }
  return swaps;
}

/** `name` with one letter between its first and its last left out (`crieo` of `criteo`). */
export function innerLettersLeftOut(name: string): string[] {
  const leftOut: string[] = [];
  for (let at = 1; at < name.length - 1; at++) leftOut.push(name.slice(0, at) + name.slice(at + 1));
  return leftOut;
}

/**
 * Whether `a` becomes `b` by exactly one typing slip: one character changed, one left out, one
 * added, or two neighbours swapped (Damerau's four). Linear, no table: the look-alike check asks
 * it of hundreds of names per host.
 */
export function oneSlipApart(a: string, b: string): boolean {
  return slipBetween(a, b) !== null;
}

/**
 * Where in `typed` the one slip from `target` put a character of its own (a letter changed or
 * added); undefined when the two are not one such slip apart.
 */
export function slipTypedAt(typed: string, target: string): number | undefined {
  const slip = slipBetween(typed, target);
  return slip?.kind === 'changed' || slip?.kind === 'added' ? slip.at : undefined;
}

/** What one slip turns `target` into `typed`: where, and which characters differ. */
interface Slip {
  kind: 'changed' | 'left-out' | 'added' | 'swapped';
  /** Position in the longer of the two names. */
  at: number;
  /** The character typed (changed, added) or missing (left out). */
  typed: string;
  /** The character meant (changed), or the neighbours of what was added. */
  meant: string;
}

function slipBetween(typed: string, target: string): Slip | null {
  if (typed === target) return null;
  const gap = typed.length - target.length;
  if (Math.abs(gap) > 1) return null;
  const [short, long] = typed.length <= target.length ? [typed, target] : [target, typed];
  let start = 0;
  while (start < short.length && short[start] === long[start]) start++;
  let end = 0;
  while (
    end < short.length - start &&
    short[short.length - 1 - end] === long[long.length - 1 - end]
  )
    end++;
  const shortRest = short.length - start - end;
  const longRest = long.length - start - end;
  if (gap !== 0) {
    if (shortRest !== 0 || longRest !== 1) return null;
    // `start` may be anywhere in a run of the same letter: the slip is the run's first.
    return gap > 0
      ? {
          kind: 'added',
          at: start,
          typed: long[start]!,
          meant: `${long[start - 1] ?? ''}${long[start + 1] ?? ''}`,
        }
      : { kind: 'left-out', at: start, typed: long[start]!, meant: '' };
  }
  if (shortRest === 1)
    return { kind: 'changed', at: start, typed: typed[start]!, meant: target[start]! };
  if (shortRest === 2 && typed[start] === target[start + 1] && typed[start + 1] === target[start])
    return { kind: 'swapped', at: start, typed: typed[start]!, meant: target[start]! };
  return null;
}

/** Keys next to each other on a QWERTY keyboard (and its QWERTZ and AZERTY cousins' letters). */
const NEIGHBOURS: Record<string, string> = {
  q: 'wa12',
  w: 'qeas23',
  e: 'wrsd34',
  r: 'etdf45',
  t: 'ryfg56',
  y: 'tugh67z',
  u: 'yihj78',
  i: 'uojk89',
  o: 'ipkl90',
  p: 'ol0',
  a: 'qwszy',
  s: 'weadzx',
  d: 'ersfxc',
  f: 'rtdgcv',
  g: 'tyfhvb',
  h: 'yugjbn',
  j: 'uihknm',
  k: 'iojlm',
  l: 'opk',
  z: 'asxy',
  x: 'zsdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
};
const VOWELS = 'aeiouy';
const adjacent = (a: string, b: string) =>
  Boolean(NEIGHBOURS[a]?.includes(b) || NEIGHBOURS[b]?.includes(a));

/**
 * Whether `typed` is a typing slip of `target` a person makes (dnstwist's typo model: a letter
 * left out, doubled, swapped with its neighbour, hit on the key beside it, or a vowel for
 * another) and not a name of its own. As Chromium's look-alike check finds, a first letter
 * changed, added or left out (`cloud`, `icloud`), a number (`site2`, `site3`) and a hyphen
 * (`ab-cd`) make other names, not slips: those are not typing slips here.
 */
export function isTypingSlip(typed: string, target: string): boolean {
  const slip = slipBetween(typed, target);
  // A first letter swapped with the second is a slip (`imcrosoft`); changed, added or left out, a
  // name of its own.
  if (!slip || (slip.at === 0 && slip.kind !== 'swapped')) return false;
  if (/[0-9-]/.test(slip.typed) || /[0-9-]/.test(slip.meant)) return false;
  switch (slip.kind) {
    case 'left-out':
    case 'swapped':
      return true;
    case 'added':
      return [...slip.meant].some((next) => next === slip.typed || adjacent(next, slip.typed));
    case 'changed':
      return (
        adjacent(slip.typed, slip.meant) ||
        (VOWELS.includes(slip.typed) && VOWELS.includes(slip.meant))
      );
  }
}

/** Whether `a` becomes `b` by at most `most` letters changed, added, left out or swapped. */
export function withinEdits(a: string, b: string, most: number): boolean {
  // Optimal string alignment distance, rows of the table only.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    if (Math.min(...row) > most) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= most;
}
