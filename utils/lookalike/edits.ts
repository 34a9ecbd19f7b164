/**
 * Whether `a` becomes `b` by exactly one typing slip: one character changed, one left out, one
 * added, or two neighbours swapped (Damerau's four). Linear, no table: the look-alike check asks
 * it of hundreds of names per host.
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const gap = long.length - short.length;
  if (gap > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start++;
  let end = 0;
  while (
    end < short.length - start &&
    short[short.length - 1 - end] === long[long.length - 1 - end]
  ) {
    end++;
  }
  // What differs: short[start, short.length - end) against long[start, long.length - end).
  const shortRest = short.length - start - end;
  const longRest = long.length - start - end;
  if (gap === 1) return shortRest === 0 && longRest === 1;
  if (shortRest === 1) return true;
  return shortRest === 2 && short[start] === long[start + 1] && short[start + 1] === long[start];
}
