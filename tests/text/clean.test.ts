import { describe, expect, it } from 'vitest';
import { historyToCsv } from '@/utils/shorten/history';
import { cleanText, hasInvisible } from '@/utils/text/clean';

describe('cleanText', () => {
  it('removes direction overrides, isolates, marks and zero-width characters', () => {
    expect(cleanText('risk level \u202Egnp.exe\u202C', 100)).toBe('risk level gnp.exe');
    expect(cleanText('\u2066HIGH\u2069\u200B', 100)).toBe('HIGH');
    expect(cleanText('veri\u200Bfied\u200D_\uFEFFscam\u2060', 100)).toBe('verified_scam');
    expect(cleanText('a\u200Eb\u200Fc\u061Cd\u202Ae\u202Bf\u202Dg', 100)).toBe('abcdefg');
    expect(cleanText('soft\u00ADhyphen', 100)).toBe('softhyphen');
  });

  it('turns breaks and tabs into spaces and drops other controls', () => {
    expect(cleanText(' line one\r\nline\ttwo\u2028three\u0007 ', 100)).toBe(
      'line one line two three',
    );
  });

  it('bounds the length by whole characters, never splitting one', () => {
    expect(cleanText('abcdef', 4)).toBe('abc…');
    expect(cleanText('🚨🚨🚨🚨🚨', 3)).toBe('🚨🚨…');
    expect(cleanText('short', 5)).toBe('short');
  });

  it('leaves ordinary text in any script alone', () => {
    for (const text of ['Ελληνικά', 'مرحبا بالعالم', 'こんにちは', 'Zürich — “quoted”']) {
      expect(cleanText(text, 100)).toBe(text);
      expect(hasInvisible(text)).toBe(false);
    }
    expect(hasInvisible('a\u202Eb')).toBe(true);
    expect(hasInvisible('a\u200Bb')).toBe(true);
  });
});

describe('CSV export', () => {
  const entry = (destination: string) => ({
    id: '1',
    slug: 's',
    destination,
    shortUrl: 'https://s.example/s',
    createdAt: 0,
    withKey: false,
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const attack of [
      '=HYPERLINK("http://x")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      ' =1',
      '＝1',
      '＋1',
    ]) {
      const cell = historyToCsv([entry(attack)])
        .split('\r\n')[1]!
        .split(',')
        .slice(2)
        .join(',');
      expect(cell.replace(/^"/, ''), attack).toMatch(/^'/);
    }
    const plain = historyToCsv([entry('https://example.com/a?b=1')]).split('\r\n')[1];
    expect(plain).toContain(',https://example.com/a?b=1,');
  });
});
