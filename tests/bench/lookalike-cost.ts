/**
 * The look-alike judge's cost in another tree, on this tree's hosts, for a before/after beside
 * each other (BENCHMARKS.md, Look-alike sites):
 *
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/
 *   for run in 1 2 3 4; do
 *     node --import tsx tests/bench/lookalike-cost.ts /tmp/before
 *     node --import tsx tests/bench/lookalike-cost.ts "$PWD"
 *   done
 *
 * Prints one JSON line: the judge's build time and the median of 5 passes over every real
 * page's link host and every generated look-alike, in µs a host. Trees from before issue 51
 * bundled one list (`top-sites.json`); later ones export `BUNDLED_LISTS`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { realPageLinks } from '../lookalike/measure';
import { microsEach } from './stats';

const tree = resolve(process.argv[2] ?? '.');
const hosts = [
  ...realPageLinks().map((link) => link.host),
  ...readFileSync('tests/fixtures/lookalike/generated.tsv', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[0]!),
];
const { createLookalikeJudge } = await import(`${tree}/utils/lookalike/judge.ts`);
let lists: unknown;
try {
  lists = (await import(`${tree}/utils/lookalike/bundled.ts`)).BUNDLED_LISTS;
} catch {
  const popular = await import(`${tree}/utils/lookalike/lists/top-sites.json`, {
    with: { type: 'json' },
  });
  lists = { popular: popular.default };
}
const started = performance.now();
const judge = createLookalikeJudge(lists);
const build = performance.now() - started;
const perHostUs = microsEach(hosts, 5, (host) => judge.judge(host));
console.log(
  JSON.stringify({
    tree,
    hosts: hosts.length,
    buildMs: +build.toFixed(1),
    perHostUs: +perHostUs.toFixed(2),
  }),
);
