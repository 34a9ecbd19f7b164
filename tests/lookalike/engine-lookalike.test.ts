import { describe, expect, it } from 'vitest';
import type { Result } from '@/utils/api/failures';
import type { LookupAnswer } from '@/utils/api/lookup';
import { createLookalikeCheck } from '@/utils/background/lookup/lookalikes';
import { BUNDLED_LISTS } from '@/utils/lookalike/bundled';
import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { AnswerCache } from '@/utils/lookup/cache';
import { createLookupEngine } from '@/utils/lookup/engine';
import { RequestScheduler } from '@/utils/lookup/scheduler';
import { SentLog } from '@/utils/lookup/sent-log';
import { parsePolicy } from '@/utils/settings/policy';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import type { BackgroundState } from '@/utils/settings/state';

const FOUND: LookupAnswer = {
  kind: 'found',
  record: {
    query: 'paypa1.com',
    data: {
      type: 'domain',
      risk: { score: 90, level: 'HIGH' },
      reports: 4,
      status: 'confirmed',
      last_updated: '2026-11-01T00:00:00.000Z',
    },
  },
};

/** The real engine with the real look-alike check; the service knows only `paypa1.com`. */
function setup(state: Partial<BackgroundState> = {}) {
  const sent: string[] = [];
  const current: BackgroundState = {
    settings: DEFAULT_SETTINGS,
    secrets: { apiKey: '', lookupApiKey: '' },
    trusted: new Set(),
    ignoredSites: new Set(),
    ...state,
  };
  const engine = createLookupEngine({
    client: async (_config, value): Promise<Result<LookupAnswer>> => {
      sent.push(value);
      return {
        ok: true,
        value: value === 'paypa1.com' ? FOUND : { kind: 'no-record', message: 'none' },
      };
    },
    cache: new AnswerCache({ now: Date.now }),
    scheduler: new RequestScheduler(new Backoff(INITIAL_BACKOFF, Date.now), {
      now: Date.now,
      perMinute: () => 60,
    }),
    sentLog: new SentLog({ load: async () => [], save: async () => {} }),
    now: Date.now,
    context: async () => ({
      lookupBase: 'https://lookup.example',
      trusted: current.trusted,
      ownDomains: current.policy?.ownDomains ?? [],
      defaultRegion: null,
    }),
    lookalike: createLookalikeCheck(
      async () => current,
      async () => BUNDLED_LISTS,
    ),
  });
  return { engine, sent, current };
}

const asked = { priority: 'page', feature: 'page' } as const;

describe('look-alikes in the lookup engine', () => {
  it('marks an unreported look-alike after the service answered, and sends only the host', async () => {
    const { engine, sent } = setup();
    const verdict = await engine.check('https://paypal.com.account-verify.top/login?x=1', asked);
    expect(sent).toEqual(['paypal.com.account-verify.top']);
    expect(verdict).toMatchObject({
      kind: 'risky',
      level: 'LOOK-ALIKE',
      severity: 3,
      reports: 0,
      lookalike: { imitates: 'paypal.com', reason: 'address-in-name' },
    });
    // From the cache too, and for peek (nothing asked twice).
    expect(await engine.peek('paypal.com.account-verify.top')).toEqual(verdict);
    expect(sent).toHaveLength(1);
  });

  it('keeps the service’s report first: a reported look-alike is the report', async () => {
    const { engine } = setup();
    const verdict = await engine.check('paypa1.com', asked);
    expect(verdict).toMatchObject({ kind: 'risky', level: 'HIGH', reports: 4 });
    expect(verdict.kind === 'risky' && verdict.lookalike).toBeUndefined();
  });

  it('leaves real sites, trusted values, phone numbers and the switched-off check alone', async () => {
    const { engine, current } = setup({ trusted: new Set(['rnicrosoft.com']) });
    expect((await engine.check('www.paypal.com', asked)).kind).toBe('no-record');
    expect((await engine.check('rnicrosoft.com', asked)).kind).toBe('trusted');
    expect((await engine.check('+442079460000', asked)).kind).toBe('no-record');
    current.settings = { ...DEFAULT_SETTINGS, warnLookalikes: false };
    expect((await engine.check('amazon-secure-login.info', asked)).kind).toBe('no-record');
  });

  it('protects the organisation’s own and partner domains from policy', async () => {
    const { engine } = setup({
      policy: parsePolicy({
        ownDomains: ['northwind-traders.com'],
        partnerDomains: ['contoso-bank.com'],
      }),
    });
    expect(await engine.check('ceo@n0rthwind-traders.com', asked)).toMatchObject({
      valueKind: 'email',
      lookalike: { imitates: 'northwind-traders.com', reason: 'confusable' },
    });
    expect(await engine.check('contoso-bnak.com', asked)).toMatchObject({
      lookalike: { imitates: 'contoso-bank.com', reason: 'typo' },
    });
    expect((await engine.check('ceo@northwind-traders.com', asked)).kind).toBe('trusted');
    expect((await engine.check('contoso-bank.com', asked)).kind).toBe('no-record');
  });
});
