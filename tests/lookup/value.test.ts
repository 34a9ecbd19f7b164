import { describe, expect, it } from 'vitest';
import { toLookupValue } from '@/utils/lookup/value';

describe('toLookupValue', () => {
  it.each([
    ['example.com', 'domain', 'example.com'],
    ['  Example.COM.  ', 'domain', 'example.com'],
    ['https://user:pw@Shop.Example.com:8443/path?q=1#x', 'domain', 'shop.example.com'],
    ['bücher.example', 'domain', 'xn--bcher-kva.example'],
    ['Refunds@PayPa1-Secure-Login.com', 'email', 'Refunds@paypa1-secure-login.com'],
    ['mailto:help@example.com', 'email', 'help@example.com'],
    ['+1 (800) 555-0199', 'phone', '+18005550199'],
    ['tel:+44 7700 900123', 'phone', '+447700900123'],
  ])('%j → %s %s', (input, kind, value) => {
    expect(toLookupValue(input)).toEqual({ ok: true, value: { kind, value } });
  });

  it.each([
    ['', 'domain'],
    ['localhost', 'full domain'],
    ['192.168.1.1', 'IP addresses'],
    ['http://[::1]/', 'IP addresses'],
    ['ftp://example.com', 'web addresses'],
    ['+12', 'international form'],
    ['a b c', 'domain'],
    ['@example.com', 'e-mail'],
    ['a@b@c.example', 'e-mail'],
  ])('refuses %j', (input, reason) => {
    const result = toLookupValue(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toContain(reason);
  });
});
