/**
 * Draws the national-CERT sets the look-alike check is measured on (tests/fixtures/lookalike/
 * SOURCES.md, "jpcert"): JPCERT/CC's phishing URLs, each labelled with the brand it spoofed,
 * split by date. Entries to the end of 2024 may be read to write brand rows and rules; entries
 * from 2025 on are the held-out measure, never opened (the draw prints only counts):
 *
 *   npx tsx tests/lookalike/sources/draw-national-cert.ts jpcert=<git dir of JPCERTCC/phishurl-list>
 *
 * Labels in the key (`jpcert-targets.tsv`, written from the labels alone) only, IP addresses left
 * out, each host once (its first report), at most two hosts per registrable domain (one kit's
 * thousand names count as the kit) and 150 per label (Amazon's and card issuers' waves would
 * otherwise be most of the set), drawn in an order a hash fixes.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { getDomain, parse } from 'tldts';
import { csvCells, hostOfUrl as hostOf, scriptArgs } from '../refresh/script-input';

const args = scriptArgs();
const FIXTURES = new URL('../../fixtures/lookalike/', import.meta.url);
const CUT_OFF = '2025-01-01';
const PER_DOMAIN = 2;
const PER_LABEL = 150;

interface Entry {
  host: string;
  label: string;
  date: string;
}

const labelled = new Set(
  readFileSync(new URL('jpcert-targets.tsv', FIXTURES), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t')[0]),
);

/** Every entry of every monthly file (`2024/202412.csv`: date, URL, description). */
function jpcert(gitDir: string): Entry[] {
  const git = (...rest: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...rest], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const files = git('ls-tree', '-r', '--name-only', 'HEAD')
    .split('\n')
    .filter((path) => /^\d{4}\/\d{6}\.csv$/.test(path));
  const entries: Entry[] = [];
  for (const file of files)
    for (const line of git('show', `HEAD:${file}`).split('\n').slice(1)) {
      const [date, url, label] = csvCells(line);
      if (!date || !url || !label) continue;
      entries.push({
        host: hostOf(url),
        label: label.trim(),
        date: date.slice(0, 10).replace(/\//g, '-'),
      });
    }
  return entries;
}

/** A number from 0 to 1 fixed by `text`: the draw's order, the same on every rerun. */
const hashOf = (text: string) =>
  createHash('sha256').update(`issue-75 ${text}`).digest().readUInt32BE(0) / 2 ** 32;

if (!args.jpcert) throw new Error('jpcert=<git dir of JPCERTCC/phishurl-list> is required');
const byHost = new Map<string, Entry>();
for (const entry of jpcert(args.jpcert).sort((a, b) => a.date.localeCompare(b.date)))
  if (entry.host && !parse(entry.host).isIp && labelled.has(entry.label) && !byHost.has(entry.host))
    byHost.set(entry.host, entry);

const sets = { read: [] as Entry[], '2025-sealed': [] as Entry[] };
for (const [name, set] of Object.entries(sets)) {
  const perDomain = new Map<string, number>();
  const perLabel = new Map<string, number>();
  const sealed = name !== 'read';
  const candidates = [...byHost.values()].filter((entry) => entry.date >= CUT_OFF === sealed);
  for (const entry of candidates.sort((a, b) => hashOf(a.host) - hashOf(b.host))) {
    const domain = getDomain(entry.host, { allowPrivateDomains: true }) ?? entry.host;
    if ((perDomain.get(domain) ?? 0) >= PER_DOMAIN) continue;
    if ((perLabel.get(entry.label) ?? 0) >= PER_LABEL) continue;
    perDomain.set(domain, (perDomain.get(domain) ?? 0) + 1);
    perLabel.set(entry.label, (perLabel.get(entry.label) ?? 0) + 1);
    set.push(entry);
  }
  const header = [
    '# Drawn by tests/lookalike/sources/draw-national-cert.ts (see tests/fixtures/lookalike/SOURCES.md):',
    '# host, JPCERT/CC label (the spoofed brand), date first reported.',
    sealed
      ? '# Sealed: 2025 on, measured, never opened while writing the rules. Read it and it is no longer held out.'
      : '# Read: 2019–2024, may be read to write brand rows and find misses; its figure is not a held-out one.',
  ];
  const rows = set
    .sort((a, b) => a.date.localeCompare(b.date) || a.host.localeCompare(b.host))
    .map((entry) => [entry.host, entry.label, entry.date].join('\t'));
  writeFileSync(new URL(`jpcert-${name}.tsv`, FIXTURES), `${[...header, ...rows].join('\n')}\n`);
  console.log(`${name}: ${set.length} hosts, ${perLabel.size} labels`);
}
