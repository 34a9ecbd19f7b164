/**
 * A reviewer's rebuild: unpacks the sources archive `npm run zip` made into an empty folder,
 * follows its build note (docs/store/BUILDING.md: `npm ci`, `npm run zip`) and fails unless the
 * Chrome and Firefox archives it makes are byte for byte the ones built here.
 *
 *   npm run zip && npm run check:rebuild
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';

const OUT = '.output';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const archive = (kind: string) => `linkwise-${version}-${kind}.zip`;

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function unpack(zipFile: string, into: string): Promise<number> {
  const zip = await JSZip.loadAsync(readFileSync(zipFile));
  const files = Object.values(zip.files).filter((entry) => !entry.dir);
  for (const entry of files) {
    const target = join(into, entry.name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await entry.async('uint8array'));
  }
  return files.length;
}

const folder = mkdtempSync(join(tmpdir(), 'linkwise-rebuild-'));
try {
  const count = await unpack(join(OUT, archive('sources')), folder);
  console.log(`${archive('sources')}: ${count} files unpacked into ${folder}`);
  const run = (args: string[]) =>
    execFileSync('npm', args, { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['ci', '--no-audit', '--no-fund', '--prefer-offline']);
  run(['run', 'zip']);
  let differ = 0;
  for (const kind of ['chrome', 'firefox']) {
    const here = sha256(join(OUT, archive(kind)));
    const rebuilt = sha256(join(folder, OUT, archive(kind)));
    console.log(`${archive(kind)}: ${here === rebuilt ? 'identical' : 'DIFFERS'} (${rebuilt})`);
    if (here !== rebuilt) differ++;
  }
  if (differ > 0) process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
