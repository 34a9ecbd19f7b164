import { parse } from 'tldts';

/**
 * A list of registrable domains as bundled: their names grouped under their public suffix, in
 * order, space-separated, each written as how many letters it shares with the name before it (one
 * digit, 0–9) and the letters after those (`{"com": "0amazon6aws0google", "co.uk": "0bbc"}` for
 * amazon.com, amazonaws.com, google.com, bbc.co.uk). Each suffix written once packs the lists a
 * sixth smaller gzipped than one string per domain, the shared beginnings 4 % more (BENCHMARKS.md).
 */
export type PackedSites = Readonly<Record<string, string>>;

export function packSites(domains: Iterable<string>): Record<string, string> {
  const bySuffix = new Map<string, string[]>();
  for (const domain of domains) {
    const { domainWithoutSuffix: label, publicSuffix: suffix } = parse(domain, {
      allowPrivateDomains: true,
    });
    if (!label || !suffix || `${label}.${suffix}` !== domain)
      throw new Error(`not a registrable domain: ${domain}`);
    const labels = bySuffix.get(suffix) ?? [];
    labels.push(label);
    bySuffix.set(suffix, labels);
  }
  return Object.fromEntries(
    [...bySuffix]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([suffix, labels]) => [suffix, frontCoded(labels.sort())]),
  );
}

/**
 * Words as bundled (the near words, the everyday site names): sorted, space-separated, each
 * written as how many letters it shares with the word before it (one digit) and the rest, as the
 * site lists' names are (`0cloud 5s 0delivery` for cloud, clouds, delivery).
 */
export const packWords = (words: Iterable<string>): string => frontCoded([...words].sort());

export const unpackWords = (packed: string): string[] => (packed ? unfrontCoded(packed) : []);

function frontCoded(sorted: readonly string[]): string {
  let before = '';
  return sorted
    .map((label) => {
      let shared = 0;
      while (shared < 9 && label[shared] !== undefined && label[shared] === before[shared])
        shared++;
      before = label;
      return `${shared}${label.slice(shared)}`;
    })
    .join(' ');
}

function unfrontCoded(packed: string): string[] {
  let before = '';
  return packed.split(' ').map((coded) => {
    before = before.slice(0, Number(coded[0])) + coded.slice(1);
    return before;
  });
}

export function unpackSites(packed: PackedSites): string[] {
  return Object.entries(packed).flatMap(([suffix, labels]) =>
    unfrontCoded(labels).map((label) => `${label}.${suffix}`),
  );
}
