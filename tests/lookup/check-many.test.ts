import { describe, expect, it, vi } from 'vitest';
import { CHECK_LIMIT } from '@/utils/lookup/check-limits';
import { checkMany } from '@/utils/lookup/check-many';
import { checkSummary, dangerFirst } from '@/utils/lookup/danger-first';
import type { RiskyVerdict, Verdict } from '@/utils/lookup/verdict';

const noRecord = (value: string): Verdict => ({
  kind: 'no-record',
  value,
  valueKind: 'domain',
  message: 'No public scam reports.',
});
const risky = (
  value: string,
  level: string,
  severity: number,
  lookalike = false,
): RiskyVerdict => ({
  kind: 'risky',
  value,
  valueKind: 'domain',
  type: 'phishing',
  level,
  severity,
  knownLevel: true,
  score: 90,
  reports: 3,
  status: 'active',
  lastUpdated: '2026-11-01',
  ...(lookalike ? { lookalike: { imitates: 'paypal.com', reason: 'typo' as const } } : {}),
});

describe('checkMany', () => {
  it('answers cached values at once and looks up at most CHECK_LIMIT more, in order', async () => {
    const values = Array.from({ length: 80 }, (_, i) => `shop-${i}.example.com`);
    const cached = new Set(values.filter((_, i) => i % 10 === 0)); // 8 answered already
    const engine = {
      peek: vi.fn(async (value: string) => (cached.has(value) ? noRecord(value) : null)),
      check: vi.fn(async (value: string) => noRecord(value)),
    };
    const verdicts = await checkMany(engine, values, { priority: 'user', feature: 'popup' });
    expect(engine.check).toHaveBeenCalledTimes(CHECK_LIMIT);
    expect(verdicts.filter(Boolean)).toHaveLength(CHECK_LIMIT + 8);
    // The first values not cached were asked; the cached ones anywhere answered.
    expect(engine.check.mock.calls[0]?.[0]).toBe('shop-1.example.com');
    expect(verdicts[70]).toMatchObject({ value: 'shop-70.example.com' });
    expect(verdicts[79]).toBeNull();
  });
});

describe('danger first, and the summary read first', () => {
  const verdicts: Array<Verdict | null> = [
    noRecord('a.example'),
    risky('look.example', 'LOOK-ALIKE', 3, true),
    risky('medium.example', 'MEDIUM', 2),
    null,
    risky('critical.example', 'CRITICAL', 4),
    {
      kind: 'unavailable',
      value: 'b.example',
      failure: { kind: 'timeout', host: 'x', afterMs: 5 },
    },
  ];

  it('reported by level, then look-alikes, then failures, no record, not checked yet', () => {
    const ordered = dangerFirst(verdicts.map((verdict) => ({ verdict })));
    expect(ordered.map(({ verdict }) => verdict?.value ?? null)).toEqual([
      'critical.example',
      'medium.example',
      'look.example',
      'b.example',
      'a.example',
      null,
    ]);
  });

  it('counts the reported, the look-alikes and what waits, with the plural each needs', () => {
    expect(checkSummary(verdicts)).toBe(
      '2 of 6 are reported scams. 1 imitates a site people trust. 1 is not checked yet.',
    );
    expect(checkSummary([noRecord('a.example'), noRecord('b.example')])).toBe(
      'None of the 2 checked has scam reports.',
    );
    expect(checkSummary([noRecord('a.example')])).toBeNull();
  });
});
