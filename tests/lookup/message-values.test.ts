import { readFileSync } from 'node:fs';
import type { CountryCode } from 'libphonenumber-js/min';
import { getDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { classifySelection } from '@/utils/lookup/selection';
import { score } from '../detection/measure';

const fixture = (name: string) => readFileSync(`tests/fixtures/messages/${name}`, 'utf8');

/** A value as compared with the hand count: a domain by its site, the rest as they are. */
const site = (value: string) =>
  /^[+@]|@/.test(value) ? value : (getDomain(value, { allowPrivateDomains: true }) ?? value);

describe('every value in a message, on the SMS Spam Collection (a hand-counted sample)', () => {
  const messages = fixture('sms-spam-sample.tsv')
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t')[1] ?? '');
  const expected = JSON.parse(fixture('sms-spam-sample.expected.json')) as {
    region: CountryCode;
    values: string[][];
  };

  it('finds what a reader counts, and little else (precision and recall in BENCHMARKS.md)', () => {
    const found = messages.map((message) => {
      const result = classifySelection(message, { defaultRegion: expected.region });
      return result.ok ? result.value.map((value) => site(value.value)) : [];
    });
    const result = score(
      found,
      expected.values.map((values) => values.map(site)),
    );
    console.log(
      `SMS sample: ${messages.length} messages; precision ${result.precision}, recall ${result.recall}; missed ${result.missed.join(', ') || 'none'}; wrong ${result.wrong.join(', ') || 'none'}`,
    );
    expect(messages).toHaveLength(expected.values.length);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('every value in a mail body, wrapped links by their destination', () => {
  it('reads Safe Links and Proofpoint links as where they lead, each value once', () => {
    const body = [
      'From: Accounts Payable <ap@invoices-portal.top>',
      'Subject: Overdue invoice 4471',
      '',
      'Dear customer, your invoice is overdue. Pay here:',
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fpay-invoice-now.top%2Finv%3Fid%3D4471&data=05%7C01&reserved=0',
      'or via https://urldefense.proofpoint.com/v2/url?u=https-3A__secure-2Dbilling.top_login&d=DwMFaQ&c=x',
      'Questions? Call +44 20 7946 0018 or write to ap@invoices-portal.top.',
      'Our site: https://www.example.com/contact',
    ].join('\n');
    const found = classifySelection(body);
    expect(found.ok && found.value.map(({ kind, value, via }) => [kind, value, via ?? []])).toEqual(
      [
        ['email', 'ap@invoices-portal.top', []],
        ['domain', 'pay-invoice-now.top', ['Microsoft Safe Links']],
        ['domain', 'secure-billing.top', ['Proofpoint']],
        ['phone', '+442079460018', []],
        ['domain', 'example.com', []],
      ],
    );
  });
});
