import { describe, expect, it } from 'vitest';
import { linkTextFinding, splitShown } from '@/utils/background/lookup/link-text';

describe('a link whose text shows another site', () => {
  it('is flagged when the text names one site and the link leads to another', () => {
    expect(linkTextFinding('parcel-update.top', 'www.paypal.com')).toEqual({
      imitates: 'paypal.com',
      reason: 'link-text',
    });
    // Where a wrapped link leads decides, not the wrapper's site.
    const wrapped =
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fparcel-update.top%2F&data=1';
    expect(linkTextFinding(wrapped, 'www.paypal.com')?.imitates).toBe('paypal.com');
  });

  it('is not, for one site under two names, short links, addresses or text that is no host', () => {
    expect(linkTextFinding('www.paypal.com', 'paypal.com')).toBeNull();
    expect(linkTextFinding('accounts.google.com', 'www.google.com')).toBeNull();
    const wrappedHome =
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.paypal.com%2F&data=1';
    expect(linkTextFinding(wrappedHome, 'paypal.com')).toBeNull();
    expect(linkTextFinding('bit.ly', 'www.paypal.com')).toBeNull();
    expect(linkTextFinding('https://bit.ly/3xYz', 'www.paypal.com')).toBeNull();
    expect(linkTextFinding('parcel-update.top', 'bit.ly')).toBeNull();
    expect(linkTextFinding('help@parcel-update.top', 'www.paypal.com')).toBeNull();
    expect(linkTextFinding('parcel-update.top', 'localhost')).toBeNull();
  });

  it('reads the page’s `value shown-host` form', () => {
    expect(splitShown('parcel-update.top www.paypal.com')).toEqual({
      asked: 'parcel-update.top',
      shown: 'www.paypal.com',
    });
    expect(splitShown('parcel-update.top')).toEqual({ asked: 'parcel-update.top' });
    // Phone numbers read from text keep their spaces: one value, never split.
    for (const phone of ['+44 20 7946 0000', '+1 650 253 0000', '+49 30 901820'])
      expect(splitShown(phone)).toEqual({ asked: phone });
  });
});
