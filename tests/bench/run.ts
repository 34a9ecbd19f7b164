import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { benchBrowsing } from './browsing';
import { benchDetection } from './detection';
import { benchFlood } from './flood';
import { benchLookupEngine } from './lookup-engine';
import { benchPageProtection } from './page-protection';
import { benchQrDecode } from './qr-decode';
import { benchQrPage } from './qr-page';
import { benchRealPageBrowsing } from './real-page-browsing';
import { benchRelayFleet } from './relay-fleet';
import { benchReveal } from './reveal';
import { benchScheduler } from './scheduler';
import { benchSiteProtection } from './site-protection';

/** `npm run bench`: runs every benchmark and writes .output/bench/results.json. */
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}\n`);

const detection = benchDetection();
console.log('Detection on public corpora');
console.table(detection);

const lookupEngine = await benchLookupEngine();
console.log('Lookup engine');
console.table(lookupEngine);

const scheduler = await benchScheduler();
console.log('Scheduler under a flood (Node)');
console.table(scheduler);

const reveal = await benchReveal();
console.log('Revealing a short link against the emulator (Node)');
console.table(reveal);

const qrDecode = await benchQrDecode();
console.log('\nQR decode rate on public test images (headless Chromium)');
console.table(qrDecode);

const qrPage = await benchQrPage();
console.log('\nQR codes on a page of 50 pictures (headless Chromium)');
console.table(qrPage);

const pageProtection = await benchPageProtection();
console.log('\nPage protection (headless Chromium)');
console.table(pageProtection);

const siteProtection = await benchSiteProtection();
console.log('\nSite protection (headless Chromium)');
console.table(siteProtection);

const browsing = await benchBrowsing();
console.log('\nBrowsing at a brisk pace, real budget (headless Chromium)');
console.table(browsing);

const flood = await benchFlood();
console.log('\nA flooding tab at real time, real budget (headless Chromium)');
console.table(flood);

const realPages = await benchRealPageBrowsing();
console.log('\nBrowsing the real-page corpus, one page every 8 s, real budget (headless Chromium)');
console.table(realPages);

const relayFleet = [...(await benchRelayFleet(50)), ...(await benchRelayFleet(500))];
console.log('\nThe organisation relay (nginx) under a fleet of 50 and 500 browsers');
console.table(relayFleet);

await mkdir('.output/bench', { recursive: true });
await writeFile(
  '.output/bench/results.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      detection,
      lookupEngine,
      pageProtection,
      siteProtection,
      browsing,
      scheduler,
      reveal,
      qrDecode,
      qrPage,
      flood,
      realPages,
      relayFleet,
    },
    null,
    2,
  )}\n`,
);
console.log('\nWritten to .output/bench/results.json');
