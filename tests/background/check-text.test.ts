import { describe, expect, it, vi } from 'vitest';
import { checkText } from '@/utils/background/quick/check-actions';
import { CHECK_LIMIT } from '@/utils/lookup/check-limits';
import type { LookupEngine } from '@/utils/lookup/engine';
import type { Verdict } from '@/utils/lookup/verdict';

/** An engine whose service reports one host; nothing is cached. */
function engineReporting(reported: string) {
  const answer = (value: string): Verdict =>
    value === reported
      ? {
          kind: 'risky',
          value,
          valueKind: 'domain',
          type: 'phishing',
          level: 'HIGH',
          severity: 3,
          knownLevel: true,
          score: 80,
          reports: 9,
          status: 'verified_scam',
          lastUpdated: '2026-11-20',
        }
      : { kind: 'no-record', value, valueKind: 'domain', message: 'No public scam reports.' };
  return {
    check: vi.fn(async (value: string) => answer(value)),
    peek: vi.fn(async () => null),
  };
}

describe('checkText: a selected paragraph is checked as a message', () => {
  it('the reported value first, a summary, and what is past the limit listed, not dropped', async () => {
    const shops = Array.from({ length: 40 }, (_, i) => `shop-${i}.example.com`);
    const text = `${shops.join(', ')} and finally pay at scam-pay.top/now`;
    const engine = engineReporting('shop-3.example.com');
    const report = await checkText(text, engine as unknown as LookupEngine, {
      defaultRegion: null,
    });
    expect(engine.check).toHaveBeenCalledTimes(CHECK_LIMIT);
    expect(report.verdicts).toHaveLength(CHECK_LIMIT);
    expect(report.verdicts[0]).toMatchObject({ kind: 'risky', value: 'shop-3.example.com' });
    expect(report.summary).toBe('1 of 41 is a reported scam. 11 are not checked yet.');
    expect(report.notChecked).toEqual([...shops.slice(30), 'scam-pay.top']);
    // Only bare values were asked about.
    for (const [value] of engine.check.mock.calls) expect(value).toMatch(/^[a-z0-9.-]+$/);
  });
});
