/**
 * The look-alike check measured on lists no one here wrote (tests/fixtures/lookalike/SOURCES.md):
 * look-alikes dnstwist generates from the 1 000 most visited sites (found, and naming the right
 * site), popular sites that are not bundled, MetaMask's allowlist of legitimate near-names and
 * the hosts linked from the real-page corpus (false alarms), and a public phishing feed (share
 * flagged). `lookalike.test.ts` asserts the thresholds; `npm run bench` prints them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'tldts';
import { createLookalikeJudge } from '../../utils/lookalike/judge';
import TOP_SITES from '../../utils/lookalike/lists/top-sites.json';
import type { LookalikeFinding } from '../../utils/lookalike/reasons';

/** Paths from the project's root (tests run there; happy-dom's module URLs are not files). */
const FIXTURES = 'tests/fixtures/lookalike/';
const REAL_PAGES = 'tests/fixtures/real-pages/';
const lines = (name: string) =>
  readFileSync(`${FIXTURES}${name}`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const popularJudge = () => createLookalikeJudge({ popular: TOP_SITES });

export interface Share {
  total: number;
  flagged: number;
  share: number;
  /** Up to 20 examples of what went the unexpected way, for reading. */
  examples: string[];
}

function shareFlagged(
  hosts: readonly string[],
  judge: (host: string) => LookalikeFinding | null,
  wanted: boolean,
): Share {
  let flagged = 0;
  const examples: string[] = [];
  for (const host of hosts) {
    const finding = judge(host);
    if (finding) flagged++;
    if (Boolean(finding) !== wanted && examples.length < 20)
      examples.push(finding ? `${host} → ${finding.imitates} (${finding.reason})` : host);
  }
  return {
    total: hosts.length,
    flagged,
    share: hosts.length ? flagged / hosts.length : 0,
    examples,
  };
}

/** Names shorter than this are one slip from other real sites: typos of them are not judged. */
const SHORT_NAME = 5;

/**
 * Generated look-alikes: found, and naming the site they were made from, by fuzzer. `names` picks
 * the sites they were made from by the length of their name (without the suffix): `'long'`, 5
 * letters or more (what the typo rule judges), `'short'`, or `'all'`. Sites that are themselves
 * shared hosts (`blogspot.com`, `github.io`) are left out: their "look-alikes" are pages of them.
 */
export function generatedLookalikes(
  names: 'long' | 'short' | 'all' = 'long',
  judge = popularJudge(),
) {
  const trusted = new Set<string>(TOP_SITES);
  const byFuzzer = new Map<string, { total: number; flagged: number; right: number }>();
  let total = 0;
  let flagged = 0;
  let right = 0;
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const line of lines('generated.tsv')) {
    const [variant, original, fuzzer] = line.split('\t') as [string, string, string];
    // A permutation that is itself a popular site is a real site, never a look-alike.
    if (trusted.has(variant)) continue;
    const made = parse(original, { allowPrivateDomains: true });
    if (!made.domain) continue;
    const long = (made.domainWithoutSuffix ?? '').length >= SHORT_NAME;
    if ((names === 'long' && !long) || (names === 'short' && long)) continue;
    const finding = judge.judge(variant);
    const counts = byFuzzer.get(fuzzer) ?? { total: 0, flagged: 0, right: 0 };
    byFuzzer.set(fuzzer, counts);
    total++;
    counts.total++;
    if (!finding) {
      if (missed.length < 30) missed.push(`${variant} (${fuzzer}, ${original})`);
      continue;
    }
    flagged++;
    counts.flagged++;
    if (finding.imitates === original) {
      right++;
      counts.right++;
    } else if (wrong.length < 30)
      wrong.push(`${variant} → ${finding.imitates}, made from ${original}`);
  }
  return {
    total,
    flagged,
    right,
    recall: flagged / total,
    rightShare: right / flagged,
    byFuzzer,
    missed,
    wrong,
  };
}

/** Hosts every real page of the corpus links to (tests/fixtures/real-pages), each once. */
export function realPageHosts(): string[] {
  const hosts = new Set<string>();
  for (const name of readdirSync(REAL_PAGES).filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(`${REAL_PAGES}${name}`, 'utf8');
    for (const match of html.matchAll(/href\s*=\s*["']?https?:\/\/([a-z0-9.-]+)/gi))
      hosts.add(match[1]!.toLowerCase().replace(/\.$/, ''));
  }
  return [...hosts];
}

export function falseAlarms(judge = popularJudge()) {
  const check = (host: string) => judge.judge(host);
  const protectedJudge = createLookalikeJudge({
    popular: TOP_SITES,
    organisation: ['metamask.io', 'myetherwallet.com'],
  });
  return {
    heldOutPopular: shareFlagged(lines('held-out-popular.txt'), check, false),
    realPageHosts: shareFlagged(realPageHosts(), check, false),
    metamaskAllowlist: shareFlagged(lines('eth-phishing-detect-allowlist.txt'), check, false),
    // The hard case: an organisation that protects MetaMask's own two sites, judging the
    // allowlist MetaMask keeps of their legitimate neighbours.
    metamaskAllowlistProtected: shareFlagged(
      lines('eth-phishing-detect-allowlist.txt'),
      (host) => protectedJudge.judge(host),
      false,
    ),
  };
}

export function phishingFeed(judge = popularJudge()) {
  return shareFlagged(lines('phishing-feed.txt'), (host) => judge.judge(host), true);
}
