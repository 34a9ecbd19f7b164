/**
 * Draws the two held-out sets of labelled real phishing the look-alike check is measured on
 * (tests/fixtures/lookalike/SOURCES.md, "held-out-2021"), from sources no rule was written while
 * reading, all dated from 2021-01-01 on (the brand rules of issue 67 were written from data
 * before it):
 *
 *   npx tsx tests/lookalike/sources/draw-held-out.ts cryptoscamdb=<git dir of CryptoScamDB/blacklist> \
 *     phishtank=a.csv,b.csv,…
 *
 * - `cryptoscamdb`: CryptoScamDB/blacklist's `data/urls.yaml`, each entry dated by the commit
 *   that first added it (its history is the only date it has); entries whose subcategory names a
 *   brand (not `Trust-Trading`, `Exchange`, `Investment`…: the key file says which).
 * - `phishtank`: copies of PhishTank's `verified_online.csv` that the older hold-out did not
 *   read, entries with a target other than `Other`, hosts not in `phishtank-held-out.tsv`.
 *
 * At most two hosts per registrable domain and forty per brand, drawn with a fixed seed. Each
 * host goes to the set its registrable domain's hash says, so one phishing kit's names never
 * straddle the two: `held-out-2021-probe.tsv` may be read to find misses;
 * `held-out-2021-sealed.tsv` is measured and never opened (the draw prints only counts).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { getDomain, parse } from 'tldts';
import { csvCells, hostOfUrl as hostOf, scriptArgs } from '../refresh/script-input';

const args = scriptArgs();
const FIXTURES = new URL('../../fixtures/lookalike/', import.meta.url);
const CUT_OFF = '2021-01-01';
const PER_DOMAIN = 2;
const PER_BRAND = 40;

interface Entry {
  host: string;
  label: string;
  date: string;
  source: 'phishtank' | 'cryptoscamdb';
}

const fixture = (name: string) =>
  readFileSync(new URL(name, FIXTURES), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
const labelled = new Set(fixture('held-out-2021-targets.tsv').map((line) => line.split('\t')[0]));
const readBefore = new Set(fixture('phishtank-held-out.tsv').map((line) => line.split('\t')[0]));

/** CryptoScamDB entries, each dated by the commit that first added its name. */
function cryptoScamDb(gitDir: string): Entry[] {
  const log = execFileSync(
    'git',
    ['--git-dir', gitDir, 'log', '--reverse', '--format=%%DATE %cI', '-p', '--', 'data/urls.yaml'],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  const firstAdded = new Map<string, string>();
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('%DATE ')) date = line.slice(6, 16);
    const added = /^\+\s*-?\s*name: (.+)/.exec(line);
    if (added) {
      const name = added[1]!
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .toLowerCase();
      if (!firstAdded.has(name)) firstAdded.set(name, date);
    }
  }
  const yaml = execFileSync('git', ['--git-dir', gitDir, 'show', 'HEAD:data/urls.yaml'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const entries: Entry[] = [];
  for (const block of yaml.split(/\n(?=- )/)) {
    const field = (key: string) =>
      new RegExp(`^[- ] ${key}: (.+)$`, 'm')
        .exec(block)?.[1]
        ?.trim()
        .replace(/^['"]|['"]$/g, '');
    const name = field('name')?.toLowerCase();
    const label = field('subcategory');
    const url = field('url');
    if (!name || !label || !url) continue;
    const added = firstAdded.get(name);
    if (!added || added < CUT_OFF) continue;
    entries.push({ host: hostOf(url), label, date: added, source: 'cryptoscamdb' });
  }
  return entries;
}

function phishTank(paths: string[]): Entry[] {
  const entries: Entry[] = [];
  for (const path of paths) {
    const [header, ...lines] = readFileSync(path, 'utf8').split('\n');
    const columns = csvCells(header ?? '');
    const [url, time, target] = ['url', 'submission_time', 'target'].map((name) =>
      columns.indexOf(name),
    ) as [number, number, number];
    if (time < 0 || target < 0) continue;
    for (const line of lines) {
      const cells = csvCells(line);
      const date = (cells[time] ?? '').slice(0, 10);
      const label = (cells[target] ?? '').replace(/&amp;/g, '&').trim();
      if (date < CUT_OFF || !label || label === 'Other') continue;
      entries.push({ host: hostOf(cells[url] ?? ''), label, date, source: 'phishtank' });
    }
  }
  return entries;
}

/** A number from 0 to 1 fixed by `text`: the draw's order and its split, the same on every rerun. */
const hashOf = (text: string) =>
  createHash('sha256').update(`issue-67 ${text}`).digest().readUInt32BE(0) / 2 ** 32;

const pool = [
  ...(args.cryptoscamdb ? cryptoScamDb(args.cryptoscamdb) : []),
  ...(args.phishtank ? phishTank(args.phishtank.split(',')) : []),
].filter(
  (entry) =>
    entry.host &&
    !parse(entry.host).isIp &&
    !readBefore.has(entry.host) &&
    labelled.has(entry.label),
);
const byHost = new Map<string, Entry>();
for (const entry of pool.sort((a, b) => a.date.localeCompare(b.date)))
  if (!byHost.has(entry.host)) byHost.set(entry.host, entry);

const perDomain = new Map<string, number>();
const perBrand = new Map<string, number>();
const sets = { probe: [] as Entry[], sealed: [] as Entry[] };
for (const entry of [...byHost.values()].sort((a, b) => hashOf(a.host) - hashOf(b.host))) {
  const domain = getDomain(entry.host, { allowPrivateDomains: true }) ?? entry.host;
  if ((perDomain.get(domain) ?? 0) >= PER_DOMAIN) continue;
  if ((perBrand.get(entry.label) ?? 0) >= PER_BRAND) continue;
  perDomain.set(domain, (perDomain.get(domain) ?? 0) + 1);
  perBrand.set(entry.label, (perBrand.get(entry.label) ?? 0) + 1);
  sets[hashOf(`split ${domain}`) < 0.5 ? 'probe' : 'sealed'].push(entry);
}

for (const [name, entries] of Object.entries(sets)) {
  const header = [
    `# Drawn by tests/lookalike/sources/draw-held-out.ts (see tests/fixtures/lookalike/SOURCES.md):`,
    `# host, PhishTank target or CryptoScamDB subcategory, date (submitted or first added), source.`,
    name === 'sealed'
      ? '# Sealed: measured, never opened while writing the rules. Read it and it is no longer held out.'
      : '# Probe: may be read to find misses; its figure is not a held-out one once read.',
  ];
  const rows = entries
    .sort((a, b) => a.date.localeCompare(b.date) || a.host.localeCompare(b.host))
    .map((entry) => [entry.host, entry.label, entry.date, entry.source].join('\t'));
  writeFileSync(
    new URL(`held-out-2021-${name}.tsv`, FIXTURES),
    `${[...header, ...rows].join('\n')}\n`,
  );
  const sources = ['phishtank', 'cryptoscamdb'].map(
    (source) => `${source} ${entries.filter((entry) => entry.source === source).length}`,
  );
  console.log(
    `${name}: ${entries.length} hosts (${sources.join(', ')}), ${new Set(entries.map((e) => e.label)).size} brands`,
  );
}
