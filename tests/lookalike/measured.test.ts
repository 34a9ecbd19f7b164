import { describe, expect, it } from 'vitest';
import {
  falseAlarms,
  generatedLookalikes,
  heldOutPhishing,
  nationalCertPhishing,
  phishingByBrand,
  phishingFeed,
} from './measure';
import { signInClaims } from './measure-claims';

/**
 * The look-alike check measured on data no one here wrote and Linkwise does not bundle
 * (tests/fixtures/lookalike/SOURCES.md). Where a figure meets issue 51's bar, the bar is the
 * floor; where it does not (generated look-alikes), the floor is today's figure less a point, so
 * a change that loses ground fails. The figures, the misses beside the hits and
 * the bars are in BENCHMARKS.md (`npm run bench -- lookalike`).
 */
// Each measure judges thousands of names: seconds on a busy machine, so no per-test clock.
describe('look-alikes measured on public data Linkwise does not bundle', {
  timeout: 120_000,
}, () => {
  it('flags real phishing hosts whose name carries the brand they targeted, naming that brand', () => {
    const found = phishingByBrand();
    expect(found.total).toBeGreaterThan(200);
    // Issue 51 asks 90 %, the floor: 91.3 % (210 of 230), with three hosts to spare. A brand under
    // eight letters slipped inside a longer word does not count (`papal` of `papalvalide`: `akank`
    // of `akanksha` and `turist` of `futuristic` would too).
    expect(found.recall).toBeGreaterThanOrEqual(0.9);
    expect(found.rightShare).toBeGreaterThanOrEqual(0.95);
  });

  it('flags real phishing from 2021 on that no rule was written while reading, naming the brand', () => {
    // Issue 67's sets (SOURCES.md "held-out-2021"). The sealed one is never opened: its misses are
    // counted, never listed. Its bars: crypto 75 %, naming the right brand 95 % (met: 80.2 %,
    // 99.4 %); mainstream 90 % (not met: 71.4 % of 35, BENCHMARKS.md), held at today's less a point.
    const sealed = heldOutPhishing('sealed');
    expect(sealed.crypto.total).toBeGreaterThan(150);
    expect(sealed.crypto.recall).toBeGreaterThanOrEqual(0.75);
    expect(sealed.all.rightShare).toBeGreaterThanOrEqual(0.95);
    expect(sealed.mainstream.recall).toBeGreaterThanOrEqual(0.7);
    const probe = heldOutPhishing('probe');
    expect(probe.all.recall).toBeGreaterThanOrEqual(0.83);
    expect(probe.all.rightShare).toBeGreaterThanOrEqual(0.95);
  });

  it('flags generated look-alikes of the 1 000 most visited sites of other rankings, naming the site', () => {
    const found = generatedLookalikes();
    expect(found.total).toBeGreaterThan(6_000);
    // Issue 51 asks ≥ 95 %: not met, and under the issue's own rules out of reach (94.1 % with
    // every miss found but everyday words' and unbundled sites': BENCHMARKS.md). 75.8 % today.
    expect(found.recall).toBeGreaterThanOrEqual(0.74);
    expect(found.rightShare).toBeGreaterThanOrEqual(0.95);
    // Of names of 5 letters or more, issue 67 asks 95 %: not met, 84.7 % today (BENCHMARKS.md).
    expect(found.fiveOrMore.total).toBeGreaterThan(5_000);
    expect(found.fiveOrMore.recall).toBeGreaterThanOrEqual(0.83);
  });

  it('rarely flags what is legitimate', () => {
    const alarms = falseAlarms();
    expect(alarms.realPageHosts.total).toBeGreaterThan(2_500);
    expect(alarms.realPageHosts.share).toBeLessThanOrEqual(0.003);
    expect(alarms.everydayNames.total).toBeGreaterThanOrEqual(3_000);
    expect(alarms.everydayNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.everydayNamesUnseen.share).toBeLessThanOrEqual(0.005);
    expect(alarms.accentedNames.total).toBeGreaterThan(2_900);
    expect(alarms.accentedNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.accentedNamesUnseen.total).toBe(3_000);
    expect(alarms.accentedNamesUnseen.share).toBeLessThanOrEqual(0.005);
    expect(alarms.cyrillicNames.total).toBe(3_000);
    expect(alarms.cyrillicNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.everydayBrandNames.total).toBe(3_000);
    expect(alarms.everydayBrandNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.heldOutLinked.share).toBeLessThanOrEqual(0.005);
    expect(alarms.popularNotBundled.total).toBeGreaterThan(4_000);
    expect(alarms.popularNotBundled.share).toBeLessThanOrEqual(0.005);
    expect(alarms.metamaskAllowlist.share).toBeLessThanOrEqual(0.005);
    expect(alarms.metamaskAllowlistProtected.share).toBeLessThanOrEqual(0.005);
    expect(alarms.organisationPages.total).toBeGreaterThan(1_200);
    expect(alarms.organisationPages.share).toBeLessThanOrEqual(0.005);
    expect(alarms.chosenNames.total).toBeGreaterThan(19_000);
    expect(alarms.chosenNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.chosenNamesHeldOut.total).toBeGreaterThan(1_000);
    expect(alarms.chosenNamesHeldOut.share).toBeLessThanOrEqual(0.005);
    expect(alarms.madeUpNames.total).toBeGreaterThan(25_000);
    expect(alarms.madeUpNames.share).toBeLessThanOrEqual(0.001);
    expect(alarms.friendlyWordNames.total).toBeGreaterThan(9_000);
    expect(alarms.friendlyWordNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.japaneseNames.total).toBe(4_000);
    expect(alarms.japaneseNames.share).toBeLessThanOrEqual(0.005);
    expect(alarms.japaneseNamesHeldOut.total).toBe(4_000);
    expect(alarms.japaneseNamesHeldOut.share).toBeLessThanOrEqual(0.005);
  });

  it("warns on real sign-in pages moved to hosts that are not the brand's, naming it; leaves sites' own sign-ins alone", () => {
    // Issue 75: Mozilla's Fathom samples, read by the content script's own code
    // (sources/draw-sign-in-claims.ts). The sealed set is counted, never listed. The issue asks
    // 90 % of brands' pages warned about on other hosts (not met: 87.0 %, 80 of 92, since the
    // address a page's head gives as its own is read; 82.6 % before) and at most 0.5 % of sites'
    // own sign-ins (met: 0.27 %, 1 of 371, since the brands' own sign-in and static hosts joined
    // their rows; 2 before). Floors: today's.
    const sealed = signInClaims('sealed');
    expect(sealed.brandPages.pages).toBeGreaterThanOrEqual(23);
    expect(sealed.recall).toBeGreaterThanOrEqual(0.86);
    expect(sealed.brandPages.wrong).toBe(0);
    expect(sealed.ownHost.pages).toBeGreaterThan(350);
    expect(sealed.ownHost.claimed).toBeLessThanOrEqual(1);
    for (const [set, floor] of [
      ['read', 0.85],
      // 96.8 % since the address a page's head gives as its own claims (93.3 % before; 86.7 %
      // before links alone claimed on a page whose title only asks).
      ['sign-ups', 0.95],
    ] as const) {
      const read = signInClaims(set);
      expect(read.recall, set).toBeGreaterThanOrEqual(floor);
      expect(read.brandPages.wrong, set).toBe(0);
      expect(read.ownHost.claimed, set).toBe(0);
    }
  });

  it("flags one country's phishing as its national CERT labels it, naming the brand", () => {
    // Issue 75: JPCERT/CC's labels. Entries to the end of 2024 were read to write the Japanese
    // brand rows; 2025's are sealed (counted, never listed). The issue asks 90 % flagged of the
    // 2025 hosts that carry their brand (not met: 74.6 %, from 31.9 % on the tree before; the
    // rest write the brand misspelt twice or more, or a short one run into letters under `.com`)
    // and 95 % naming it (met: 97.6 %). Floors: today's less a point. The second round of rules,
    // written from the read years' misses, took those from 68.4 to 76.0 % and 2025 only from 73.6
    // to 74.6 %: the read years' campaigns (`aifulkk.com`) are not 2025's. A third round (a
    // kit's digits between words, `www` run into a slipped name, a brand before its own second
    // level) took the read years to 78.2 % and left 2025 at 74.6 %. A fourth (a brand's address
    // written misspelt as subdomains, `resonobamk.co.jp.x.com`; a name its own address writes in
    // two words, slipped, `etc-meisia`; the rows the read labels lacked; a name of twelve letters
    // or more two letters off): 80.5 % and 75.2 %. A fifth (a brand one slip off as a subdomain's
    // word beside a word that asks, `info-oricor.x.com`; initials padded, `smbcre.com`; Japan's
    // second level run in after a short name, `visacojp`; a government office alone under a
    // suffix phishing favours; a name in other characters alone, `a1ful.com`): 83.0 % and 76.4 %.
    const sealed = nationalCertPhishing('2025-sealed');
    expect(sealed.total).toBeGreaterThan(1_500);
    expect(sealed.recall).toBeGreaterThanOrEqual(0.754);
    expect(sealed.rightShare).toBeGreaterThanOrEqual(0.95);
    const read = nationalCertPhishing('read');
    expect(read.total).toBeGreaterThan(2_500);
    expect(read.recall).toBeGreaterThanOrEqual(0.82);
    expect(read.rightShare).toBeGreaterThanOrEqual(0.95);
  });

  it('flags some of a public phishing feed before anyone reports it to the lookup service', () => {
    const feed = phishingFeed();
    expect(feed.total).toBeGreaterThan(700);
    // Today's figure less a point (8.8 %; 7.6 % before issue 75's fifth round of rules).
    expect(feed.share).toBeGreaterThanOrEqual(0.077);
    const fresh = phishingFeed(undefined, 'phishtank-2024.txt');
    expect(fresh.total).toBeGreaterThan(700);
    // Today's figure less half a point (12.6 %; 11.7 % before the brands of 2026-12-04's countries).
    expect(fresh.share).toBeGreaterThanOrEqual(0.121);
  });
});
