/**
 * `npm run check`'s link check: every relative link and anchor in README.md, BENCHMARKS.md and
 * docs/ resolves. Exits 1 and names each one that does not.
 */
import { readdirSync } from 'node:fs';
import { brokenLinks } from './links';

const files = [
  'README.md',
  'BENCHMARKS.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const broken = files.flatMap(brokenLinks);
for (const line of broken) console.error(line);
if (broken.length > 0) process.exit(1);
console.log(`Links: ${files.length} pages, every relative link and anchor resolves.`);
