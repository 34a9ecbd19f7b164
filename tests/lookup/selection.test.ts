import { describe, expect, it } from 'vitest';
import { classifySelection, selectionHelp } from '@/utils/lookup/selection';

const values = (text: string, region?: 'GB' | 'US') => {
  const result = classifySelection(text, { defaultRegion: region ?? null });
  return result.ok ? result.value.map((v) => `${v.kind}:${v.value}`) : `refused:${result.failure}`;
};

describe('classifySelection: one value', () => {
  it.each([
    ['paypa1-secure-login.com', 'domain:paypa1-secure-login.com'],
    ['  PayPa1-Secure-Login.COM  ', 'domain:paypa1-secure-login.com'],
    ['"paypa1-secure-login.com"', 'domain:paypa1-secure-login.com'],
    ['(crypto-doubler.net).', 'domain:crypto-doubler.net'],
    ['«cheap-rolex-outlet.shop»', 'domain:cheap-rolex-outlet.shop'],
    ['www.survey-prize-winner.info,', 'domain:survey-prize-winner.info'],
    ['https://paypa1-secure-login.com/verify?session=abc#step2', 'domain:paypa1-secure-login.com'],
    ['http://user:secret@shop.example.com:8080/cart', 'domain:shop.example.com'],
    ['<https://crypto-doubler.net/invest>', 'domain:crypto-doubler.net'],
    ['bücher.de', 'domain:xn--bcher-kva.de'],
    ['https://münchen.example.de/', 'domain:xn--mnchen-3ya.example.de'],
    ['refunds@paypa1-secure-login.com', 'email:refunds@paypa1-secure-login.com'],
    ['Refunds@PayPa1-Secure-Login.com.', 'email:refunds@paypa1-secure-login.com'],
    ['mailto:refunds@paypa1-secure-login.com', 'email:refunds@paypa1-secure-login.com'],
    ['<prince.adebayo@mail-inheritance.org>', 'email:prince.adebayo@mail-inheritance.org'],
    ['info@bücher.de', 'email:info@xn--bcher-kva.de'],
    ['+1 800 555 0199', 'phone:+18005550199'],
    ['+1 (800) 555-0199', 'phone:+18005550199'],
    ['+1-800-555-0199', 'phone:+18005550199'],
    ['+1.800.555.0199', 'phone:+18005550199'],
    ['tel:+447700900123', 'phone:+447700900123'],
    ['+44 7700 900123.', 'phone:+447700900123'],
    ['+33 6 12 34 56 78', 'phone:+33612345678'],
    ['  +44 (0)7700\n900123  ', 'phone:+447700900123'],
  ])('%j → %s', (text, expected) => {
    expect(values(text)).toEqual([expected]);
  });

  it('reads a national number only with a default region', () => {
    expect(values('07700 900123', 'GB')).toEqual(['phone:+447700900123']);
    expect(values('(800) 555-0199', 'US')).toEqual(['phone:+18005550199']);
    expect(values('07700 900123')).toMatch(/^refused:Write phone numbers in international form/);
  });
});

describe('classifySelection: several values in a message', () => {
  it.each([
    [
      'Your account is locked. Verify at https://paypa1-secure-login.com/verify or call +1 800 555 0199.',
      ['domain:paypa1-secure-login.com', 'phone:+18005550199'],
    ],
    [
      'Contact refunds@paypa1-secure-login.com\nor visit crypto-doubler.net today!',
      ['email:refunds@paypa1-secure-login.com', 'domain:crypto-doubler.net'],
    ],
    [
      'From: "Prince Adebayo" <prince.adebayo@mail-inheritance.org>\nPhone: +44 7700 900123',
      ['email:prince.adebayo@mail-inheritance.org', 'phone:+447700900123'],
    ],
    ['Visit example.com, example.com and www.example.com', ['domain:example.com']],
    [
      'Links: a.example.com b.example.com c.example.com d.example.com e.example.com f.example.com g.example.com',
      [
        'domain:a.example.com',
        'domain:b.example.com',
        'domain:c.example.com',
        'domain:d.example.com',
        'domain:e.example.com',
        'domain:f.example.com',
        'domain:g.example.com',
      ],
    ],
    [
      'Write to support@shop.example.com (not shop.example.com) about order 12345.',
      ['email:support@shop.example.com', 'domain:shop.example.com'],
    ],
  ])('%j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });
});

describe('classifySelection: a whole message', () => {
  it('reads national numbers only with a region chosen, and says where each value was', () => {
    const text = 'Call 0800 169 6031 today\nor visit www.07781482378.com, help 08702840625.COMUK';
    expect(values(text)).toEqual(['domain:07781482378.com']);
    const found = classifySelection(text, { defaultRegion: 'GB' });
    expect(found.ok && found.value.map(({ value, at }) => [value, at])).toEqual([
      ['+448001696031', text.indexOf('0800')],
      ['07781482378.com', text.indexOf('www.')],
      ['+448702840625', text.indexOf('08702840625')],
    ]);
  });

  it('finds every value of a long message, in reading order, each once', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `Item ${i}: see shop-${i}.example.com`);
    const found = classifySelection([...lines, lines[3]].join('\n'));
    expect(found.ok && found.value).toHaveLength(80);
    expect(found.ok && found.value[79]?.value).toBe('shop-79.example.com');
  });
});

describe('classifySelection: nothing to check', () => {
  it.each([
    [''],
    ['   '],
    ['hello world'],
    ['Click here to claim your prize!!!'],
    ['12345'],
    ['€ 1,000,000.00'],
    ['localhost'],
    ['printer.local'],
    ['192.168.0.1'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['@@@'],
    ['+12'],
  ])('%j is refused with examples', (text) => {
    const result = classifySelection(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toContain(selectionHelp());
  });
});

describe('classifySelection: every script, extensions, never a secret', () => {
  it('checks a number with an extension without it, and says so', () => {
    const us = { defaultRegion: 'US' } as const;
    for (const [selected, number, extension] of [
      ['415-666-7777 ext. 503', '415-666-7777', '503'],
      ['(800) 901-3355 x 7246433', '(800) 901-3355', '7246433'],
      ['+44 2034567890 X 456', '+44 2034567890', '456'],
    ]) {
      const result = classifySelection(selected!, us);
      expect(result.ok && result.value[0]?.note).toBe(
        `Checked ${number} without the extension ${extension}.`,
      );
    }
    expect(classifySelection('03-3316005x3456', { defaultRegion: 'NZ' })).toMatchObject({
      ok: true,
      value: [{ kind: 'phone', value: '+6433316005' }],
    });
  });

  it('reads full-width digits, plus signs and punctuation', () => {
    expect(classifySelection('＋１　（６５０）　３３３－６０００')).toMatchObject({
      ok: true,
      value: [{ kind: 'phone', value: '+16503336000' }],
    });
  });

  it('never sends the user info of a web address, and says why', () => {
    expect(classifySelection('http://user:pass@example.com')).toMatchObject({
      ok: true,
      value: [{ kind: 'domain', value: 'example.com' }],
    });
    const refused = classifySelection('user:secret@example.com');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.failure).toMatch(/never sends those/);
  });

  it('refuses a malformed host with a sentence that says what would work', () => {
    for (const selected of ['_example.com', 'http://.example.com', 'http://-example.com']) {
      const result = classifySelection(selected);
      expect(result.ok, selected).toBe(false);
      expect(!result.ok && result.failure, selected).toMatch(/example\.com/);
    }
  });
});
