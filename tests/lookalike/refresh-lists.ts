/**
 * Rebuilds the look-alike check's bundled lists (utils/lookalike/lists/) from their public sources
 * (lists/SOURCES.md says where each comes from and under which licence):
 *
 *   npm run lookalike:refresh -- visits=domains.list linked=majestic_million.csv \
 *     dict=/usr/share/dict japanese=ja-names.txt sublime=static-files/ \
 *     [phishtank=verified_online.csv,…] [confusables=confusables.txt unicode=UnicodeData.txt]
 *
 * - `visits`: the Chrome UX Report's ranking, as Chromium's `domains.list` or a CrUX
 *   `origin,rank` CSV (refresh/visits.ts) → `visited-sites.json`.
 * - `linked`: the Majestic Million CSV (CC BY 3.0): its first 4 000 sites the visit ranking
 *   lacks → `linked-sites.json` (refresh/visits.ts); rows 12 001–15 000 stay held out.
 * - `dict`: Debian's word lists (refresh/dictionary.ts), with tests/lookalike/sources/
 *   phished-brands.tsv → `brands.json` (everyday words marked) and the visited names that act as
 *   brands beside sign-in words. With it, `japanese`: Japan's surnames, one a line
 *   (`python3 tests/lookalike/sources/generate-japanese-names.py <mecab-ipadic dir> --names`):
 *   those a typing slip from a name slips are judged against join the near words.
 * - `sublime`: a checkout of sublime-security/static-files (MIT): its `free_subdomain_hosts.txt`
 *   (with sources/shared-hosts.txt) become the hosts that give anyone a name, its
 *   `suspicious_tlds.txt` the suffixes a brand's name in a subdomain is suspect under, its
 *   `free_email_providers.txt` the free-mail providers (refresh/brands.ts `freeMail`).
 * - `phishtank`: PhishTank CSVs, read only to list the targets before 2021 that no brand of the
 *   table stands for (what the table may be missing); nothing of them is bundled.
 * - `scamdb`: CryptoScamDB's `data/urls.yaml` and EtherScamDB's `_data/scams.yaml`, read for
 *   their entries' subcategories, the brands they name: any of 5 entries or more that the table
 *   lacks and sources/crypto-labels-left-out.txt does not name fails the refresh.
 * - `allowlist`: eth-phishing-detect's `src/config.json`, its `whitelist` of legitimate names near
 *   the brands it protects → brands.json `nearNames`.
 * - `confusables` and `unicode`: Unicode's UTS #39 confusables and UnicodeData.txt →
 *   `confusables.json` (refresh/confusables.ts).
 * Lists whose sources are not given are left as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { brandLines } from '../../utils/lookalike/bundled-lists';
import {
  type PackedSites,
  packSites,
  packWords,
  unpackSites,
} from '../../utils/lookalike/packed-sites';
import { targetOf } from '../../utils/lookalike/trusted-index';
import {
  everydaySiteNames,
  freeMail,
  nearWords,
  packBrands,
  readBrandTable,
  unmatchedTargets,
  wordsHoldingBrands,
  wordsOneSlipFromBrands,
  writtenNames,
} from './refresh/brands';
import { asciiConfusables, latinLettersByName } from './refresh/confusables';
import { readDictionary, withLocalNames } from './refresh/dictionary';
import { csvCells, scriptArgs } from './refresh/script-input';
import { readLinkedSites, readVisitedSites, type VisitedSites } from './refresh/visits';

const args = scriptArgs();
if (!args.visits && !args.linked && !args.dict && !args.confusables && !args.sublime) {
  console.error(
    'usage: npm run lookalike:refresh -- visits=domains.list linked=majestic_million.csv dict=/usr/share/dict japanese=ja-names.txt sublime=static-files/ [phishtank=a.csv,b.csv] [confusables=confusables.txt unicode=UnicodeData.txt]',
  );
  process.exit(2);
}

const out = new URL('../../utils/lookalike/lists/', import.meta.url);
/** A domain's name without its suffix, as the judge indexes it (`bbc` of bbc.co.uk). */
const nameOf = (domain: string) => targetOf(domain)?.label ?? '';
/** One line per entry, so a refresh's change reads as a diff. */
const write = (name: string, value: unknown) =>
  writeFileSync(new URL(name, out), `${JSON.stringify(value)}\n`);

/** The visited sites as last bundled, for a refresh of the other lists alone. */
function bundledVisits(): VisitedSites {
  const packed = JSON.parse(readFileSync(new URL('visited-sites.json', out), 'utf8')) as {
    top: PackedSites;
    more: PackedSites;
  };
  return { top: unpackSites(packed.top), more: unpackSites(packed.more) };
}

let visited: VisitedSites | undefined;
if (args.visits) {
  visited = readVisitedSites(readFileSync(args.visits, 'utf8'));
  write('visited-sites.json', { top: packSites(visited.top), more: packSites(visited.more) });
  console.log(`${visited.top.length} + ${visited.more.length} visited sites`);
}

if (args.linked) {
  visited ??= bundledVisits();
  const linked = readLinkedSites(readFileSync(args.linked, 'utf8'), visited);
  write('linked-sites.json', packSites(linked));
  console.log(`${linked.length} linked sites the visit ranking lacks`);
}

if (args.dict) {
  visited ??= bundledVisits();
  const dictionary = readDictionary(args.dict);
  if (!args.japanese)
    throw new Error("dict= needs japanese= too (Japan's names, for the near words): see above");
  const rows = readBrandTable(
    readFileSync(new URL('sources/phished-brands.tsv', import.meta.url), 'utf8'),
  );
  // The names slips are judged against: the brands' words and domains, the most visited sites.
  const slipTargets = [
    ...rows.flatMap((row) => row.words),
    ...[...rows.flatMap((row) => row.domains), ...visited.top, ...visited.more].map(nameOf),
  ];
  const previous = JSON.parse(readFileSync(new URL('brands.json', out), 'utf8')) as Record<
    string,
    string
  >;
  const listed = (path: string) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#'));
  const sharedHosts = args.sublime
    ? [
        ...new Set([
          ...listed(`${args.sublime}/free_subdomain_hosts.txt`),
          ...listed(new URL('sources/shared-hosts.txt', import.meta.url).pathname),
        ]),
      ]
        .sort()
        .join(' ')
    : previous.sharedHosts;
  const riskySuffixes = args.sublime
    ? listed(`${args.sublime}/suspicious_tlds.txt`).sort().join(' ')
    : previous.riskySuffixes;
  const linked = unpackSites(
    JSON.parse(readFileSync(new URL('linked-sites.json', out), 'utf8')) as PackedSites,
  );
  const free = args.sublime
    ? freeMail(
        listed(`${args.sublime}/free_email_providers.txt`),
        new Set([...visited.top, ...visited.more, ...linked]),
      )
    : { domains: previous.freeMailDomains ?? '', labels: previous.freeMailLabels ?? '' };
  write('brands.json', {
    brands: brandLines(packBrands(rows, dictionary)),
    sharedHosts,
    riskySuffixes,
    everydaySiteNames: packWords(
      everydaySiteNames([...visited.top, ...visited.more, ...linked], dictionary),
    ),
    nearWords: packWords(
      [
        ...new Set([
          ...nearWords(
            new Set(slipTargets),
            withLocalNames(dictionary, listed(args.japanese)),
            linked.map(nameOf),
          ),
          ...wordsHoldingBrands(
            rows.flatMap((row) => row.words),
            dictionary,
          ),
          ...wordsOneSlipFromBrands(
            rows.flatMap((row) => row.words),
            withLocalNames(dictionary, listed(args.japanese)),
          ),
        ]),
      ].sort(),
    ),
    freeMailDomains: free.domains,
    freeMailLabels: free.labels,
    writtenNames: writtenNames(rows),
    nearNames: args.allowlist
      ? packWords(
          new Set(
            (
              JSON.parse(readFileSync(args.allowlist, 'utf8')) as { whitelist: string[] }
            ).whitelist.map((name) => name.toLowerCase()),
          ),
        )
      : (previous.nearNames ?? ''),
  });
  console.log(`${rows.length} brands; everyday words from ${dictionary.lists.join(', ')}`);
  if (args.scamdb) {
    const counts = new Map<string, number>();
    for (const path of args.scamdb.split(','))
      for (const match of readFileSync(path, 'utf8').matchAll(
        /^\s*subcategory: *['"]?([^'"\n]+)/gm,
      )) {
        const label = match[1]!.trim();
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
    const leftOut = new Set(
      listed(new URL('sources/crypto-labels-left-out.txt', import.meta.url).pathname),
    );
    const missing = unmatchedTargets(
      new Map(
        [...counts].filter(([label, count]) => count >= 5 && !leftOut.has(label.toLowerCase())),
      ),
      rows,
    );
    for (const [label, count] of missing)
      console.error(`crypto label not in the table: ${label} (${count})`);
    if (missing.length) process.exitCode = 1;
  }
  if (args.phishtank) {
    const counts = new Map<string, number>();
    for (const path of args.phishtank.split(',')) {
      const [header, ...lines] = readFileSync(path, 'utf8').split('\n');
      const columns = header?.split(',') ?? [];
      const time = columns.indexOf('submission_time');
      for (const line of lines) {
        const cells = csvCells(line);
        const target = cells.at(-1)?.replace(/&amp;/g, '&').trim();
        if (!target || target === 'Other' || (cells[time] ?? '') >= '2021') continue;
        counts.set(target, (counts.get(target) ?? 0) + 1);
      }
    }
    for (const [target, count] of unmatchedTargets(counts, rows))
      console.log(`not in the table: ${target} (${count})`);
  }
}

if (args.confusables && args.unicode) {
  const letters = latinLettersByName(readFileSync(args.unicode, 'utf8'));
  const table = asciiConfusables(readFileSync(args.confusables, 'utf8'), letters);
  // Grouped by prototype, as skeleton.ts reads it: smaller than one entry a character.
  const grouped: Record<string, string> = {};
  for (const [character, prototype] of Object.entries(table))
    grouped[prototype] = (grouped[prototype] ?? '') + character;
  write('confusables.json', grouped);
  console.log(`${Object.keys(table).length} confusable characters`);
}
