import { getDomain } from 'tldts';

/**
 * The sites people visit, most visited first, as two buckets: `top` (the costlier rules judge
 * against these: a typing slip, a brand beside sign-in words) and `more` (trusted, and judged
 * against for confusable characters and a whole address written into another name).
 */
export interface VisitedSites {
  top: string[];
  more: string[];
}

/** What the top bucket ends with in Chromium's `domains.list`. */
const TOP_BUCKET_END = '###END_TOP_BUCKET###';

/** A host's registrable domain; null for a public suffix itself (`co.com`), which no one owns. */
const registrable = (host: string) => getDomain(host, { allowPrivateDomains: true });

/**
 * Reads either source of the Chrome UX Report's popularity ranking:
 * - Chromium's `components/url_formatter/spoof_checks/top_domains/domains.list` (generated from
 *   CrUX by its `fetch_crux_domains.py`: the top 1 000 hostnames, `###END_TOP_BUCKET###`, then
 *   the rest of the top 10 000), or
 * - a CrUX `origin,rank` CSV (BigQuery's `chrome-ux-report.experimental.global`, or a cache of it
 *   such as zakird/crux-top-lists), whose rank 1000 rows are the top bucket and rank 10000 rows
 *   the rest.
 * Each host becomes its registrable domain (private suffixes included), once, in bucket order.
 */
export function readVisitedSites(text: string): VisitedSites {
  const top = new Set<string>();
  const more = new Set<string>();
  const add = (host: string, bucket: Set<string>) => {
    const name = host.trim().toLowerCase().replace(/\.$/, '');
    if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/.test(name)) return;
    const domain = registrable(name);
    if (domain && !top.has(domain)) bucket.add(domain);
  };
  const lines = text.split('\n').map((line) => line.trim());
  if (lines[0]?.startsWith('origin,')) {
    for (const line of lines.slice(1)) {
      const [origin, rank] = line.split(',');
      if (!origin || !rank || !URL.canParse(origin)) continue;
      const bucket = Number(rank) <= 1_000 ? top : Number(rank) <= 10_000 ? more : null;
      if (bucket) add(new URL(origin).hostname, bucket);
    }
  } else {
    let bucket = top;
    for (const line of lines) {
      if (line === TOP_BUCKET_END) bucket = more;
      else if (line && !line.startsWith('#')) add(line, bucket);
    }
  }
  for (const domain of top) more.delete(domain);
  return { top: [...top].sort(), more: [...more].sort() };
}

/** How many sites of the link-based ranking are bundled (rows after them are held out). */
export const LINKED_SITES = 4_000;
/** The Majestic rows the held-out popular sites are drawn from: never bundled. */
export const HELD_OUT_ROWS = { from: 12_001, to: 15_000 };

/**
 * The Majestic Million (a ranking by referring subnets, CC BY 3.0): its first `LINKED_SITES`
 * registrable domains that the visit ranking lacks (`cloudflare.com`, `oracle.com`, `nasa.gov`).
 * Being linked to is no sign of being visited or imitated, so these are only trusted (never
 * flagged) and judged against for confusable characters and a whole address written into
 * another name, never for typing slips or as brands.
 */
export function readLinkedSites(csv: string, visited: VisitedSites): string[] {
  const known = new Set([...visited.top, ...visited.more]);
  const linked = new Set<string>();
  const seen = new Set<string>();
  for (const line of csv.split('\n').slice(1, HELD_OUT_ROWS.from)) {
    const host = line.split(',')[2]?.trim().toLowerCase();
    if (!host || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(host)) continue;
    const domain = registrable(host);
    if (!domain || seen.has(domain)) continue;
    seen.add(domain);
    if (seen.size > LINKED_SITES) break;
    if (!known.has(domain)) linked.add(domain);
  }
  return [...linked].sort();
}
