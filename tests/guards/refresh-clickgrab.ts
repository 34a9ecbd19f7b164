/**
 * Rebuilds the ClickGrab corpora (tests/fixtures/clickfix/SOURCES.md) from a checkout of
 * MHaggis/ClickGrab: the commands its nightly reports recorded on live ClickFix pages, read by
 * one fixed rule, split by date into a set read while writing the rules (to 2026-06-21) and one
 * held out, never opened: the commands first recorded from 2026-07-01 (none yet). Prints counts
 * only.
 *
 *   npx tsx tests/guards/refresh-clickgrab.ts <ClickGrab git directory>
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const gitDir = process.argv[2];
if (!gitDir) throw new Error('usage: refresh-clickgrab.ts <ClickGrab git directory>');
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).toString();

const READ_UNTIL = '2026-06-21';
const HELD_FROM = '2026-07-01';

interface Site {
  HighRiskCommands?: Array<{ Command?: unknown; CommandType?: unknown }>;
  ClipboardCommands?: unknown[];
}

/**
 * The rule, fixed before the held-out set existed here: a site's full PowerShell commands and its
 * clipboard commands, not a report's excerpts (which start with `...`), their JavaScript escapes
 * undone and the string's closing quote and semicolon taken off; a word and its arguments (a
 * space inside), 16 characters or more.
 */
function commandsOf(site: Site): string[] {
  const found = [
    ...(site.HighRiskCommands ?? [])
      .filter((entry) => entry.CommandType === 'PowerShell')
      .map((entry) => entry.Command),
    ...(site.ClipboardCommands ?? []),
  ];
  return found
    .filter((text): text is string => typeof text === 'string' && !text.startsWith('...'))
    .map((text) => text.replaceAll('\\\\', '\\').replace(/[`'";\s]+$/, ''))
    .filter((text) => text.length >= 16 && /\S\s+\S/.test(text));
}

const reports = git('ls-tree', '-r', '--name-only', 'HEAD', 'nightly_reports')
  .split('\n')
  .filter((path) => /clickgrab_report_\d{4}-\d{2}-\d{2}\.json$/.test(path));
const sets = { read: new Set<string>(), held: new Set<string>() };
let days = { read: 0, held: 0 };
for (const path of reports) {
  const day = path.match(/(\d{4}-\d{2}-\d{2})/)![1]!;
  const which = day <= READ_UNTIL ? 'read' : day >= HELD_FROM ? 'held' : null;
  if (!which) continue;
  let report: { sites?: Site[] };
  try {
    report = JSON.parse(git('show', `HEAD:${path}`));
  } catch {
    continue; // a file the snapshot does not hold (4 MiB or more), or an LFS pointer
  }
  days = { ...days, [which]: days[which] + 1 };
  for (const site of report.sites ?? []) for (const text of commandsOf(site)) sets[which].add(text);
}
const write = (file: string, texts: Set<string>) =>
  writeFileSync(
    file,
    [...texts]
      .sort()
      .map((text) => `${JSON.stringify(text)}\n`)
      .join(''),
  );
// A command the read days recorded is read, whenever it was recorded again: the held-out set
// holds only those the later crawls met first, and is written only if there are any (none to
// 2026-08-22: the crawls recorded the same five all along).
for (const text of sets.read) sets.held.delete(text);
write('tests/fixtures/clickfix/clickgrab-read.jsonl', sets.read);
const heldFile = 'tests/fixtures/clickfix/clickgrab-held-out.jsonl';
if (sets.held.size) write(heldFile, sets.held);
else rmSync(heldFile, { force: true });
console.log(
  `read: ${sets.read.size} commands from ${days.read} days; held out: ${sets.held.size} from ${days.held} days`,
);
