import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseLookupValue } from '@/utils/lookup/normalize';

describe('normaliseLookupValue', () => {
  it.each([
    ['example.com', 'domain', 'example.com'],
    ['  Example.COM.  ', 'domain', 'example.com'],
    ['www.example.com', 'domain', 'example.com'],
    ['www.www.shop.example.co.uk', 'domain', 'shop.example.co.uk'],
    ['www.com', 'domain', 'www.com'],
    ['https://user:pw@Shop.Example.com:8443/path?q=1#x', 'domain', 'shop.example.com'],
    ['bücher.de', 'domain', 'xn--bcher-kva.de'],
    ['scam.github.io', 'domain', 'scam.github.io'],
    ['Refunds@PayPa1-Secure-Login.com', 'email', 'refunds@paypa1-secure-login.com'],
    ['mailto:help@bücher.de', 'email', 'help@xn--bcher-kva.de'],
    ['info@www.example.com', 'email', 'info@www.example.com'],
    ['+1 (800) 555-0199', 'phone', '+18005550199'],
    ['tel:+44 7700 900123', 'phone', '+447700900123'],
    ['+33 6 12 34 56 78', 'phone', '+33612345678'],
  ])('%j → %s %s', (input, kind, value) => {
    expect(normaliseLookupValue(input)).toEqual({ ok: true, value: { kind, value } });
  });

  it('accepts a national number only where a default region is configured', () => {
    expect(normaliseLookupValue('07700 900123').ok).toBe(false);
    expect(normaliseLookupValue('07700 900123', { defaultRegion: 'GB' })).toEqual({
      ok: true,
      value: { kind: 'phone', value: '+447700900123' },
    });
  });

  it.each([
    ['', 'nothing'],
    ['localhost', 'full domain'],
    ['printer.local', 'not a public domain'],
    ['intranet.corp.internal', 'not a public domain'],
    ['192.168.1.1', 'IP addresses'],
    ['http://[::1]/', 'IP addresses'],
    ['file:///etc/hosts', 'web addresses'],
    ['data:text/html,example.com', 'web address'],
    ['+12', 'complete phone number'],
    ['555 0199 1234', 'international form'],
    ['@example.com', 'e-mail'],
    ['a@b@c.example.com', 'e-mail'],
    ['a b c', 'domain'],
  ])('refuses %j', (input, reason) => {
    const result = normaliseLookupValue(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toContain(reason);
  });
});

/** Anything a person might select or a page might contain, including URLs with every part. */
const candidate = fc.oneof(
  fc.webUrl({
    withQueryParameters: true,
    withFragments: true,
    authoritySettings: { withUserInfo: true, withPort: true },
  }),
  fc.domain(),
  fc.emailAddress(),
  fc.string(),
  fc.stringMatching(/^\+?[\d ()-]{4,20}$/),
);

describe('normaliser properties', () => {
  it('never lets a path, query, fragment, credentials or whitespace through', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const result = normaliseLookupValue(input);
        if (!result.ok) return;
        const { kind, value } = result.value;
        expect(value).not.toMatch(/[\s/?#:]/);
        if (kind === 'email') expect(value.split('@')).toHaveLength(2);
        else expect(value).not.toContain('@');
        if (kind === 'phone') expect(value).toMatch(/^\+\d+$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: normalising a normalised value changes nothing', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const first = normaliseLookupValue(input);
        if (!first.ok) return;
        expect(normaliseLookupValue(first.value.value)).toEqual(first);
      }),
      { numRuns: 2000 },
    );
  });
});
