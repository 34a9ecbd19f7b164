/**
 * `npm run bench:profile`: where the content script's time goes on the benchmark page. A build
 * with readable names (LINKWISE_PROFILE), V8's sampling profiler on the page (content scripts
 * run in the page's isolate), and the samples under the content script summed by function,
 * self and inclusive: for a first visit that does not scroll, for scrolling from there to the
 * end, for a cached visit, and for following a feed. Profiles are written to .output/profile/*.cpuprofile for Chrome
 * DevTools.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Protocol } from 'puppeteer-core';
import { followFeed, BENCH_PAGE as PAGE, skimToEnd, startBenchBrowser } from './bench-browser';

await mkdir('.output/profile', { recursive: true });
const { emulator, session, page } = await startBenchBrowser('.output/profile-build', {
  LINKWISE_PROFILE: 'true',
});
const cdp = await page.createCDPSession();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await page.bringToFront();
for (const visit of ['cold', 'scroll', 'warm', 'feed']) {
  await cdp.send('Profiler.start');
  if (visit === 'cold') await page.goto(`${emulator.url}${PAGE}`);
  else if (visit === 'scroll') await skimToEnd(page);
  else if (visit === 'warm') {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
  } else await followFeed(page);
  await new Promise((r) => setTimeout(r, 2_000));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Protocol.Profiler.Profile };
  await writeFile(`.output/profile/${visit}.cpuprofile`, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  let ours = 0;
  const fnSelf = new Map<string, number>();
  const fnTotal = new Map<string, number>();
  const keyOf = (at: number) => {
    const f = byId.get(at)!.callFrame;
    return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  };
  for (const [id, ms] of self) {
    let inOurs = false;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (byId.get(at)!.callFrame.url.includes('content-scripts')) inOurs = true;
    }
    if (!inOurs) continue;
    ours += ms;
    fnSelf.set(keyOf(id), (fnSelf.get(keyOf(id)) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      onStack.add(keyOf(at));
    for (const key of onStack) fnTotal.set(key, (fnTotal.get(key) ?? 0) + ms);
  }
  const timing = await page.evaluate(() => {
    document.dispatchEvent(new Event('linkwise-bench-timing'));
    return document.documentElement.dataset.linkwiseBench;
  });
  console.log(
    `\n${visit}: samples under content script ${ours.toFixed(1)} ms; self-timed ${timing}`,
  );
  console.log('  self:');
  for (const [k, v] of [...fnSelf].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('  inclusive:');
  for (const [k, v] of [...fnTotal].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
}
await session.close();
await emulator.close();
