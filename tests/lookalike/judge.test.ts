import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oneSlipApart } from '@/utils/lookalike/edits';
import { createLookalikeJudge } from '@/utils/lookalike/judge';
import TOP_SITES from '@/utils/lookalike/lists/top-sites.json';
import { skeleton } from '@/utils/lookalike/skeleton';
import CASES from '../fixtures/lookalike/browser-cases.json';

const judge = createLookalikeJudge({ popular: TOP_SITES });

describe('skeleton (UTS #39)', () => {
  // Every line of Unicode's confusables.txt whose prototype is ASCII letters or digits, as
  // Unicode wrote it: the bundled table must give the source the prototype's skeleton.
  const lines = readFileSync('tests/fixtures/lookalike/confusables-ascii.txt', 'utf8')
    .split('\n')
    .filter(Boolean);

  it('reads every confusable with an ASCII prototype as its prototype', () => {
    expect(lines.length).toBeGreaterThan(1_400);
    const wrong = lines.filter((line) => {
      const [source, prototype] = line
        .split(';')
        .slice(0, 2)
        .map((hex) =>
          hex
            .trim()
            .split(/\s+/)
            .map((point) => String.fromCodePoint(Number.parseInt(point, 16)))
            .join(''),
        ) as [string, string];
      return skeleton(source) !== skeleton(prototype);
    });
    expect(wrong).toEqual([]);
  });

  it('gives look-alike names one skeleton', () => {
    for (const name of ['pаypal', 'paypa1', 'páypal', 'PAYPAL', 'рауроl'.replace('о', 'а')])
      expect(skeleton(name), name).toBe(skeleton('paypal'));
    expect(skeleton('rnicrosoft')).toBe(skeleton('microsoft'));
    expect(skeleton('example')).not.toBe(skeleton('examples'));
  });
});

describe('oneSlipApart', () => {
  it.each([
    ['paypal', 'paypa', true],
    ['paypal', 'paypall', true],
    ['paypal', 'paypai', true],
    ['paypal', 'papyal', true],
    ['paypal', 'paypal', false],
    ['paypal', 'pyapla', false],
    ['paypal', 'paypalxx', false],
    ['ab', 'ba', true],
  ])('%s / %s: %s', (a, b, expected) => {
    expect(oneSlipApart(a, b)).toBe(expected);
    expect(oneSlipApart(b, a)).toBe(expected);
  });
});

describe('look-alikes of popular sites', () => {
  it.each([
    ['xn--pypal-4ve.com', 'paypal.com', 'confusable'], // pаypal.com, Cyrillic а
    ['rnicrosoft.com', 'microsoft.com', 'confusable'],
    ['g00gle.com', 'google.com', 'confusable'],
    ['paypa.com', 'paypal.com', 'typo'],
    ['amazno.com', 'amazon.com', 'typo'],
    ['goog.le.com', 'google.com', 'typo'],
    ['paypal.com.account-verify.top', 'paypal.com', 'address-in-name'],
    ['paypal-com-login.xyz', 'paypal.com', 'address-in-name'],
    ['wwwpaypal.com', 'paypal.com', 'address-in-name'],
    ['amazon-secure-login.info', 'amazon.com', 'brand-and-words'],
    ['paypallogin.com', 'paypal.com', 'brand-and-words'],
    ['appleid-signin.netlify.app', 'apple.com', 'brand-on-shared-host'],
    ['paypal-login.000webhostapp.com', 'paypal.com', 'brand-on-shared-host'],
    ['support@paypa1.com', 'paypal.com', 'confusable'],
  ])('%s imitates %s (%s)', (host, imitates, reason) => {
    expect(judge.judge(host)).toEqual({ imitates, reason });
  });

  it.each(CASES.lookalikes)(
    '$unicode: as the browsers judge it ($imitates)',
    ({ host, imitates }) => {
      expect(judge.judge(host)?.imitates).toBe(imitates);
    },
  );
});

describe('what is never flagged', () => {
  it.each([
    // The sites themselves, their subdomains, and brands' own other names and countries.
    'paypal.com',
    'www.paypal.com',
    'accounts.google.com',
    'google.de',
    'google.co.uk',
    'amazon.co.jp',
    'login.microsoftonline.com',
    'paypal.me',
    'youtu.be',
    'fb.com',
    'apple.co',
    'news.bbc.co.uk',
    // Someone else's page on a shared host, named after nothing anyone trusts.
    'my-portfolio.netlify.app',
    // The same name under another suffix is the service's to judge, not a look-alike.
    'paypal.top',
    // A brand alone inside another name, off a shared host (`applebees`, a pie shop).
    'applepie-recipes.com',
    '127.0.0.1',
  ])('%s', (host) => {
    expect(judge.judge(host)).toBeNull();
  });

  it.each(CASES.safe)('%s (internationalised, safe for the browsers)', (host) => {
    expect(judge.judge(host)).toBeNull();
  });
});

describe("the organisation's and the person's sites", () => {
  it('flags a look-alike of an own or partner domain, never the domain or its subdomains', () => {
    const own = createLookalikeJudge({
      popular: TOP_SITES,
      organisation: ['northwind-traders.com', 'northwind-partner.com'],
    });
    expect(own.judge('ceo@n0rthwind-traders.com')).toEqual({
      imitates: 'northwind-traders.com',
      reason: 'confusable',
    });
    expect(own.judge('northwind-partnr.com')).toEqual({
      imitates: 'northwind-partner.com',
      reason: 'typo',
    });
    expect(own.judge('ceo@northwind-traders.com')).toBeNull();
    expect(own.judge('mail.northwind-traders.com')).toBeNull();
    // Without the policy, the organisation's look-alikes are not known.
    expect(judge.judge('n0rthwind-traders.com')).toBeNull();
  });

  it('flags a look-alike of a site the person uses', () => {
    const yours = createLookalikeJudge({ popular: TOP_SITES, yours: ['kleinstadtbank.de'] });
    expect(yours.judge('kleinstadtbnak.de')).toEqual({
      imitates: 'kleinstadtbank.de',
      reason: 'typo',
    });
    expect(yours.judge('kleinstadtbank.de')).toBeNull();
    expect(judge.judge('kleinstadtbnak.de')).toBeNull();
  });
});
