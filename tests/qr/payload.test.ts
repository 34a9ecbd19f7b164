// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPayload, valuesOfPayload } from '@/utils/qr/payload';

describe('what a QR code holds', () => {
  it.each([
    ['HTTPS://EXAMPLE.COM/PAY', 'web', 'HTTPS://EXAMPLE.COM/PAY'],
    ['mailto:refunds@example.com?subject=Refund&body=Hi', 'email', 'refunds@example.com'],
    ['MAILTO:Sales%40example.com,other@example.org?cc=x@example.net', 'email', 'Sales@example.com'],
    ['mailto:?subject=No%20one', 'email', null],
    ['MATMSG:TO:billing@example.com;SUB:Invoice;BODY:Pay now;;', 'email', 'billing@example.com'],
    ['tel:+18005550199', 'phone', '+18005550199'],
    ['TEL:+44 20 7946 0958', 'phone', '+44 20 7946 0958'],
    ['smsto:+18005550199:Your code is 1234', 'sms', '+18005550199'],
    ['sms:+18005550199?body=STOP', 'sms', '+18005550199'],
    ['+1 800 555 0199', 'text', '+1 800 555 0199'],
  ])('%s is %s, looked up as %s', (text, kind, lookup) => {
    expect(readPayload(text)).toMatchObject({ kind, lookup });
  });

  it('a code that opens a mail is checked by its address, whatever subject and body it carries', () => {
    const payload = readPayload('mailto:prince.adebayo@mail-inheritance.org?subject=Claim');
    expect(valuesOfPayload(payload, null).map((found) => found.value)).toEqual([
      'prince.adebayo@mail-inheritance.org',
    ]);
  });

  it('a Wi-Fi code shows its network, never its password, and is not looked up', () => {
    const payload = readPayload('WIFI:T:WPA;S:Cafe\\;Guest;P:hunter2;;');
    expect(payload).toEqual({ kind: 'wifi', shown: 'Cafe;Guest', lookup: null });
  });

  it('a contact card is looked up by its phone, e-mail and web lines', () => {
    const vcard =
      'BEGIN:VCARD\nVERSION:3.0\nFN:Support\nTEL;TYPE=work:+18005550199\nEMAIL:help@example.com\nURL:https://example.org\nEND:VCARD';
    expect(readPayload(vcard)).toMatchObject({
      kind: 'contact',
      lookup: '+18005550199 help@example.com https://example.org',
    });
    expect(readPayload('MECARD:N:Doe,Jo;TEL:+18005550199;EMAIL:jo@example.com;;')).toMatchObject({
      kind: 'contact',
      lookup: '+18005550199 jo@example.com',
    });
  });

  it('long text is shown shortened and not looked up; other schemes are text', () => {
    const long = 'x'.repeat(500);
    const payload = readPayload(long);
    expect(payload.lookup).toBeNull();
    expect(payload.shown.length).toBeLessThanOrEqual(301);
    expect(readPayload('javascript:alert(1)').kind).toBe('text');
    expect(readPayload('otpauth://totp/Example:jo?secret=ABC').kind).toBe('text');
  });
});
