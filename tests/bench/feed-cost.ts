/**
 * The page bench's feed alone, in another tree or this one, for a before/after beside each other
 * (BENCHMARKS.md, Page protection): each run a fresh browser, the page bench's own visit up to
 * its feed (the page, scrolled to the end, four reloads), then the feed.
 *
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/
 *   for round in 1 2 3 4 5; do
 *     node --import tsx tests/bench/feed-cost.ts /tmp/before 2
 *     node --import tsx tests/bench/feed-cost.ts "$PWD" 2
 *   done
 *
 * Prints one JSON line a run. `feedAskedAhead` is printed beside the times because it moves them:
 * how many items the reader met just off screen depends on when its reads fall between the
 * feed's batches (a timing, 100 to 2 300 a run in either tree), and each costs the renderer
 * about 0.1 ms. Compare trees by pairs over many runs, or at like counts.
 */
import { resolve } from 'node:path';
import { startEmulator } from '../emulator/server';
import {
  BENCH_PAGE,
  buildBenchExtension,
  openBenchTab,
  RISKY_ITEMS,
  skimToEnd,
} from './bench-browser';
import { measureFeed, sentBetween, waitForMarks } from './page-protection';
import { round } from './stats';

const tree = resolve(process.argv[2] ?? '.');
const runs = Number(process.argv[3] ?? 2);
const emulator = await startEmulator();
const built = await buildBenchExtension(
  resolve(tree, '.output/feed-cost-build'),
  emulator.url,
  {},
  tree,
);
for (let run = 0; run < runs; run++) {
  const { session, page } = await openBenchTab(built.chromeDir, emulator);
  await page.bringToFront();
  await page.goto(`${emulator.url}${BENCH_PAGE}`);
  await new Promise((done) => setTimeout(done, 4_000));
  await skimToEnd(page);
  await waitForMarks(page, '[data-linkwise-risk]', RISKY_ITEMS);
  for (let visit = 0; visit < 4; visit++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await new Promise((done) => setTimeout(done, 1_500));
  }
  const { before, after, renderer } = await measureFeed(page);
  console.log(
    JSON.stringify({
      tree,
      feedRendererScriptMs: round(renderer.scriptMs, 0),
      feedRendererLayoutMs: round(renderer.layoutMs, 0),
      mutationWorkloadMs: round(after.totalMs - before.totalMs, 1),
      // The visit's longest piece so far: the feed's where it is longer than any before.
      longestTaskMs: round(after.longestMs, 1),
      feedAskedAhead: sentBetween(before, after, 'page'),
    }),
  );
  await session.browser.close();
}
await emulator.close();
process.exit(0);
