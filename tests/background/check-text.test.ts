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

  it('judges the senders a selected mail shows by their names, which are never sent', async () => {
    const text = [
      'From: Correios <contato@correios>',
      'Cc: Rodrigo Lima <rodrigo@intranet>',
      'Reply-To: "Chase Bank" <alerts.chase.online@gmail.com>',
    ].join('\n');
    const engine = {
      check: vi.fn(
        async (value: string): Promise<Verdict> =>
          value.includes('.')
            ? { kind: 'no-record', value, valueKind: 'email', message: '' }
            : { kind: 'unavailable', value, failure: { kind: 'invalid-input', reason: '' } },
      ),
      peek: vi.fn(async () => null),
    };
    const report = await checkText(text, engine as unknown as LookupEngine, {
      defaultRegion: null,
      senderCheck: async (name) =>
        name === 'Correios'
          ? { imitates: 'correios.com.br', reason: 'sender-no-domain', claim: 'Correios' }
          : name === 'Chase Bank'
            ? { imitates: 'chase.com', reason: 'sender-name', claim: 'Chase' }
            : null,
    });
    expect(report.verdicts.map((verdict) => verdict.kind === 'risky' && verdict.value)).toEqual([
      'contato@correios',
      'alerts.chase.online@gmail.com',
    ]);
    // The person at a host with no domain is nothing to report, and not "not checked" either.
    expect(report.notChecked).toBeUndefined();
    expect(report.summary).toBe(
      'None of the 2 checked has scam reports. 2 senders claim to be someone their addresses do not belong to.',
    );
    // Only addresses reach the engine, never a name.
    for (const [value] of engine.check.mock.calls) expect(value).toMatch(/^[^\s<>"]+$/);
  });
});
