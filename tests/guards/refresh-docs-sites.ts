/**
 * Copies the documentation sources the clipboard guard's false-alarm pages are made from
 * (tests/fixtures/docs-sites/SOURCES.md) out of snapshots of the sites' own repositories, each as
 * its repository holds it at the snapshot's commit, and records those commits in sites.json.
 *
 *   npx tsx tests/guards/refresh-docs-sites.ts <folder of snapshots: owner+name/repo>
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DOCS_SITES } from '../emulator/docs-sites';

const mirrors = process.argv[2];
if (!mirrors) throw new Error('usage: refresh-docs-sites.ts <folder of snapshots>');

const OUT = 'tests/fixtures/docs-sites';
const commits: Record<string, string> = {};
for (const site of DOCS_SITES) {
  const gitDir = join(mirrors, site.repo.replace('/', '+'), 'repo');
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args]).toString();
  commits[site.id] = git('rev-parse', 'HEAD').trim();
  mkdirSync(join(OUT, site.id), { recursive: true });
  for (const file of site.files)
    writeFileSync(join(OUT, site.id, basename(file)), git('show', `HEAD:${file}`));
}
writeFileSync(join(OUT, 'commits.json'), `${JSON.stringify(commits, null, 2)}\n`);
console.log(`${DOCS_SITES.length} sites copied into ${OUT}`);
