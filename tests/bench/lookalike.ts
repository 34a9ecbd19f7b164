import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createLookalikeJudge } from '../../utils/lookalike/judge';
import TOP_SITES from '../../utils/lookalike/lists/top-sites.json';
import {
  falseAlarms,
  generatedLookalikes,
  phishingFeed,
  popularJudge,
  realPageHosts,
} from '../lookalike/measure';
import { median } from './stats';

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * The look-alike check on lists no one here wrote (tests/fixtures/lookalike/SOURCES.md): what it
 * finds, what it flags by mistake, what it costs a host, and what its lists add to the bundle.
 */
export function benchLookalike() {
  const long = generatedLookalikes('long');
  const all = generatedLookalikes('all');
  const alarms = falseAlarms();
  const feed = phishingFeed();
  const builds: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    createLookalikeJudge({ popular: TOP_SITES });
    builds.push(performance.now() - started);
  }
  // Per host: every real page's link host and every generated look-alike, 5 passes, median.
  const judge = popularJudge();
  const hosts = [
    ...realPageHosts(),
    ...readFileSync('tests/fixtures/lookalike/generated.tsv', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0]!),
  ];
  const perHost: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (const host of hosts) judge.judge(host);
    perHost.push(((performance.now() - started) * 1000) / hosts.length);
  }
  return {
    'look-alikes of the top 1 000, names of 5+ letters (dnstwist)': {
      cases: long.total,
      flagged: percent(long.recall),
      'naming the right site': percent(long.rightShare),
    },
    'look-alikes of the top 1 000, all names (dnstwist)': {
      cases: all.total,
      flagged: percent(all.recall),
      'naming the right site': percent(all.rightShare),
    },
    'popular sites not bundled (Majestic 12 001–15 000)': {
      cases: alarms.heldOutPopular.total,
      flagged: percent(alarms.heldOutPopular.share),
    },
    'hosts linked from the real-page corpus': {
      cases: alarms.realPageHosts.total,
      flagged: percent(alarms.realPageHosts.share),
    },
    "MetaMask's allowlist of legitimate near-names": {
      cases: alarms.metamaskAllowlist.total,
      flagged: percent(alarms.metamaskAllowlist.share),
    },
    "MetaMask's allowlist, metamask.io and myetherwallet.com protected": {
      cases: alarms.metamaskAllowlistProtected.total,
      flagged: percent(alarms.metamaskAllowlistProtected.share),
    },
    'phishing feed (mitchellkrogza/phishing)': { cases: feed.total, flagged: percent(feed.share) },
    cost: {
      'µs a host (median of 5 passes)': median(perHost).toFixed(2),
      'judge built, ms (median of 5)': median(builds).toFixed(1),
      'lists, gzip bytes':
        gzipped('utils/lookalike/lists/top-sites.json') +
        gzipped('utils/lookalike/lists/confusables.json'),
    },
  };
}
