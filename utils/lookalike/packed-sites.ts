import { parse } from 'tldts';

/**
 * A list of registrable domains as bundled: their names grouped under their public suffix,
 * space-separated (`{"com": "google paypal", "co.uk": "bbc"}`). Each suffix written once packs
 * the lists a sixth smaller gzipped than one string per domain (BENCHMARKS.md).
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
      .map(([suffix, labels]) => [suffix, labels.sort().join(' ')]),
  );
}

export function unpackSites(packed: PackedSites): string[] {
  return Object.entries(packed).flatMap(([suffix, labels]) =>
    labels.split(' ').map((label) => `${label}.${suffix}`),
  );
}
