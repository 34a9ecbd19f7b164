import { describe, expect, it } from 'vitest';
import { falseAlarms, generatedLookalikes, phishingFeed } from './measure';

/**
 * The thresholds on lists no one here wrote (tests/fixtures/lookalike/SOURCES.md); the
 * figures themselves are in BENCHMARKS.md (`npm run bench -- lookalike`).
 */
describe('look-alikes measured on public lists', () => {
  it('flags ≥ 95 % of dnstwist look-alikes of the 1 000 most visited sites, ≥ 95 % naming the right site', () => {
    const found = generatedLookalikes('long');
    expect(found.total).toBeGreaterThan(8_000);
    expect(found.recall).toBeGreaterThanOrEqual(0.95);
    expect(found.rightShare).toBeGreaterThanOrEqual(0.95);
  });

  it('flags ≤ 0.5 % of popular sites it does not bundle, of real pages’ links and of MetaMask’s allowlist', () => {
    const alarms = falseAlarms();
    expect(alarms.heldOutPopular.total).toBeGreaterThan(2_500);
    expect(alarms.heldOutPopular.share).toBeLessThanOrEqual(0.005);
    expect(alarms.realPageHosts.total).toBeGreaterThan(1_500);
    expect(alarms.realPageHosts.share).toBeLessThanOrEqual(0.005);
    expect(alarms.metamaskAllowlist.share).toBeLessThanOrEqual(0.005);
  });

  it('flags ≥ 3 % of a public phishing feed before anyone reports it to the lookup service', () => {
    const feed = phishingFeed();
    expect(feed.total).toBeGreaterThan(700);
    expect(feed.share).toBeGreaterThanOrEqual(0.03);
  });
});
