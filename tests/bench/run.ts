import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { benchBrowsing } from './browsing';
import { benchDetection } from './detection';
import { benchFlood } from './flood';
import { benchLookalike } from './lookalike';
import { benchLookupEngine } from './lookup-engine';
import { benchPageProtection } from './page-protection';
import { benchPasswords } from './passwords';
import { benchQrDecode } from './qr-decode';
import { benchQrPage } from './qr-page';
import { benchRealPageBrowsing } from './real-page-browsing';
import { benchRelayFleet } from './relay-fleet';
import { benchReveal } from './reveal';
import { benchScheduler } from './scheduler';
import { benchSignInClaims } from './sign-in-claims';
import { benchSiteProtection } from './site-protection';

/** Every benchmark, by the name `npm run bench -- NAME` runs it by, in the full run's order. */
const SCENARIOS: Record<string, { title: string; run: () => unknown }> = {
  detection: { title: 'Detection on public corpora', run: benchDetection },
  lookalike: { title: 'Look-alike sites on public lists (Node)', run: benchLookalike },
  'lookup-engine': { title: 'Lookup engine', run: benchLookupEngine },
  scheduler: { title: 'Scheduler under a flood (Node)', run: benchScheduler },
  reveal: { title: 'Revealing a short link against the emulator (Node)', run: benchReveal },
  'qr-decode': {
    title: 'QR decode rate on public test images (headless Chromium)',
    run: benchQrDecode,
  },
  'qr-page': { title: 'QR codes on a page of 50 pictures (headless Chromium)', run: benchQrPage },
  page: { title: 'Page protection (headless Chromium)', run: benchPageProtection },
  site: { title: 'Site protection (headless Chromium)', run: benchSiteProtection },
  passwords: {
    title: 'Passwords kept with their sites: the wait a held password adds (headless Chromium)',
    run: benchPasswords,
  },
  claims: {
    title: "A sign-in page's claim: what reading it costs the page (headless Chromium)",
    run: benchSignInClaims,
  },
  browsing: {
    title: 'Browsing at a brisk pace, real budget (headless Chromium)',
    run: benchBrowsing,
  },
  flood: { title: 'A flooding tab at real time, real budget (headless Chromium)', run: benchFlood },
  'real-pages': {
    title: 'Browsing the real-page corpus, one page every 8 s, real budget (headless Chromium)',
    run: benchRealPageBrowsing,
  },
  relay: {
    title: 'The organisation relay (nginx) under a fleet of 50 and 500 browsers',
    run: async () => [...(await benchRelayFleet(50)), ...(await benchRelayFleet(500))],
  },
};

/**
 * `npm run bench`: runs every benchmark (about 42 minutes) and writes .output/bench/results.json;
 * `npm run bench -- page lookalike` runs the named ones only, `npm run bench -- --list` names them.
 */
const asked = process.argv.slice(2);
if (asked.includes('--list')) {
  for (const [name, { title }] of Object.entries(SCENARIOS))
    console.log(`${name.padEnd(14)} ${title}`);
  process.exit(0);
}
const unknown = asked.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}; npm run bench -- --list names them.`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(SCENARIOS);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}\n`);

const results: Record<string, unknown> = {};
for (const name of names) {
  const { title, run } = SCENARIOS[name]!;
  results[name] = await run();
  console.log(`\n${title}`);
  console.table(results[name]);
}

await mkdir('.output/bench', { recursive: true });
const file =
  asked.length > 0 ? `.output/bench/results-${names.join('-')}.json` : '.output/bench/results.json';
await writeFile(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), machine, ...results }, null, 2)}\n`,
);
console.log(`\nWritten to ${file}`);
