/**
 * `npm run check`'s documentation check: every relative link and anchor in README.md,
 * BENCHMARKS.md and docs/ resolves, and BENCHMARKS.md holds today's figures in at most 20 kB (its
 * history is in git). Exits 1 and names each failure.
 */
import { readdirSync, statSync } from 'node:fs';
import { brokenLinks } from './links';

const BENCHMARKS_MAX_BYTES = 20 * 1000;

const files = [
  'README.md',
  'BENCHMARKS.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const failures = files.flatMap(brokenLinks);
const benchmarksBytes = statSync('BENCHMARKS.md').size;
if (benchmarksBytes > BENCHMARKS_MAX_BYTES)
  failures.push(
    `BENCHMARKS.md: ${benchmarksBytes} bytes (at most ${BENCHMARKS_MAX_BYTES}: today's figures only, history in git)`,
  );
for (const line of failures) console.error(line);
if (failures.length > 0) process.exit(1);
console.log(
  `Docs: ${files.length} pages, every relative link and anchor resolves; BENCHMARKS.md ${benchmarksBytes} bytes.`,
);
