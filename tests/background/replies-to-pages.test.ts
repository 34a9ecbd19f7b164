import { describe, expect, it } from 'vitest';
import { PAGE_REPLIES } from '@/utils/page-messages';
import { PagePortReplySchema } from '@/utils/page-port-schemas';

const risky = {
  kind: 'risky',
  value: 'a.top',
  valueKind: 'domain',
  type: 'domain',
  level: 'HIGH',
  severity: 3,
  knownLevel: true,
  score: 1,
  reports: 1,
  status: 's',
  lastUpdated: 'x',
};

/**
 * Content scripts carry no schema code: what the background sends them is checked against the
 * protocol first (router.ts for replies, page-port.ts for verdict batches, tell-user.ts for tab
 * messages). These are the checks it runs.
 */
describe('what the background lets through to a page', () => {
  it('a batch of verdicts: only well-formed risky verdicts, within the batch size', () => {
    expect(
      PagePortReplySchema.safeParse({ type: 'verdicts', risky: [['a.top', risky]], settled: [] })
        .success,
    ).toBe(true);
    expect(
      PagePortReplySchema.safeParse({
        type: 'verdicts',
        risky: [['a.top', { kind: 'nonsense' }]],
        settled: [],
      }).success,
    ).toBe(false);
    expect(
      PagePortReplySchema.safeParse({
        type: 'verdicts',
        risky: [],
        settled: Array(201).fill('a.top'),
      }).success,
    ).toBe(false);
  });

  it('a site decision: a known action and a whole verdict', () => {
    const schema = PAGE_REPLIES['site:check'];
    const decision = {
      action: 'block',
      host: 'a.top',
      lead: '',
      registrable: 'a.top',
      verdict: risky,
    };
    expect(schema.safeParse({ ok: true, value: decision }).success).toBe(true);
    expect(schema.safeParse({ ok: true, value: { ...decision, action: 'allow' } }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ ok: true, value: { ...decision, verdict: { kind: 'risky' } } }).success,
    ).toBe(false);
    expect(schema.safeParse({ ok: false, failure: { kind: 'private-window' } }).success).toBe(true);
    expect(schema.safeParse({ ok: false, failure: { kind: 'made-up' } }).success).toBe(false);
  });
});
