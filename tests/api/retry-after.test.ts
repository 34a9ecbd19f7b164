import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '@/utils/api/retry-after';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date relative to now', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:01:30 GMT', NOW)).toBe(90_000);
  });

  it('never returns a negative wait for a date in the past', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
  });

  it('returns null for absent or unusable values', () => {
    for (const value of [null, '', '-5', '1.5', 'soon', 'NaN']) {
      expect(parseRetryAfter(value, NOW)).toBeNull();
    }
  });
});
