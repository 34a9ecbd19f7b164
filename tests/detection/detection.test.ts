// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailsInText, hostsOfLinks, phonesInText, selections } from './measure';

/** The thresholds of issue 15; the figures themselves are in BENCHMARKS.md (`npm run bench`). */
describe('detection on public corpora', () => {
  it('phones in page text: precision and recall at least 0.98 (libphonenumber’s finder tests)', () => {
    const phones = phonesInText();
    expect(phones.missed).toEqual([]);
    expect(phones.precision).toBeGreaterThanOrEqual(0.98);
    expect(phones.recall).toBeGreaterThanOrEqual(0.98);
  });

  it('e-mail in page text: precision and recall at least 0.98, no credential sent (linkify-it)', () => {
    const emails = emailsInText();
    expect(emails.credentials).toBe(0);
    expect(emails.precision).toBeGreaterThanOrEqual(0.98);
    expect(emails.recall).toBeGreaterThanOrEqual(0.98);
  });

  it('link hosts agree with WHATWG URL parsing, and nothing malformed is sent', () => {
    const hosts = hostsOfLinks();
    expect(hosts.cases).toBeGreaterThan(100);
    expect(hosts.wrong).toEqual([]);
    expect(hosts.malformed).toBe(0);
  });

  it('selections: at least 95 % agree with the formats’ own parsers, nothing malformed', () => {
    const selected = selections();
    expect(selected.agree / selected.cases).toBeGreaterThanOrEqual(0.95);
    expect(selected.malformed).toBe(0);
  });
});
