import { describe, expect, it } from 'vitest';
import type { Verdict } from '@/utils/lookup/verdict';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { siteAction, sitePolicy } from '@/utils/site/decide';
import { isExemptSite, withoutWww } from '@/utils/site/exempt';
import { hostParts } from '@/utils/site/host-parts';

const risky = (level: string, severity: number): Verdict => ({
  kind: 'risky',
  value: 'x.top',
  valueKind: 'domain',
  type: 'domain',
  level,
  severity,
  knownLevel: true,
  score: 1,
  reports: 1,
  status: 's',
  lastUpdated: '',
});

describe('siteAction', () => {
  const policy = sitePolicy(DEFAULT_SETTINGS);

  it('by default blocks CRITICAL, HIGH and unknown levels, and bans nothing else', () => {
    expect(policy).toEqual({ blockSeverity: 3, markSeverity: 1 });
    expect(siteAction(risky('CRITICAL', 4), policy, false)).toBe('block');
    expect(siteAction(risky('HIGH', 3), policy, false)).toBe('block');
    expect(siteAction(risky('SEVERE', 3), policy, false)).toBe('block');
    expect(siteAction(risky('MEDIUM', 2), policy, false)).toBe('banner');
    expect(siteAction(risky('LOW', 1), policy, false)).toBe('banner');
  });

  it('nothing for no record, a trusted value, an unavailable check, or a site continued to', () => {
    expect(
      siteAction(
        { kind: 'no-record', value: 'x', valueKind: 'domain', message: '' },
        policy,
        false,
      ),
    ).toBe('none');
    expect(siteAction({ kind: 'trusted', value: 'x', valueKind: 'domain' }, policy, false)).toBe(
      'none',
    );
    expect(siteAction({ kind: 'unavailable', failure: { kind: 'cancelled' } }, policy, false)).toBe(
      'none',
    );
    expect(siteAction(risky('CRITICAL', 4), policy, true)).toBe('none');
  });

  it('follows the person’s levels', () => {
    const strict = sitePolicy({ ...DEFAULT_SETTINGS, minBlockLevel: 'MEDIUM' });
    expect(siteAction(risky('MEDIUM', 2), strict, false)).toBe('block');
    const quiet = sitePolicy({
      ...DEFAULT_SETTINGS,
      minRiskLevel: 'MEDIUM',
      minBlockLevel: 'CRITICAL',
    });
    expect(siteAction(risky('HIGH', 3), quiet, false)).toBe('banner');
    expect(siteAction(risky('LOW', 1), quiet, false)).toBe('none');
  });
});

describe('hostParts', () => {
  it('splits off the registrable part, with the Public Suffix List’s private section', () => {
    expect(hostParts('paypal.com.secure-login.top')).toEqual({
      lead: 'paypal.com.',
      registrable: 'secure-login.top',
    });
    expect(hostParts('secure-login.top')).toEqual({ lead: '', registrable: 'secure-login.top' });
    expect(hostParts('login.evil.github.io')).toEqual({
      lead: 'login.',
      registrable: 'evil.github.io',
    });
    expect(hostParts('accounts.google.co.uk')).toEqual({
      lead: 'accounts.',
      registrable: 'google.co.uk',
    });
  });
});

describe('isExemptSite', () => {
  it('trusted, continued, or not checked (compared without www.)', () => {
    const state = { trusted: new Set(['a.top']), ignoredSites: new Set(['www.b.top']) };
    expect(isExemptSite('a.top', state, new Set())).toBe(true);
    expect(isExemptSite('b.top', state, new Set())).toBe(true);
    expect(isExemptSite('c.top', state, new Set(['c.top']))).toBe(true);
    expect(isExemptSite('d.top', state, new Set())).toBe(false);
    expect(withoutWww('www.www.x.top')).toBe('x.top');
    expect(withoutWww('www.com')).toBe('www.com');
  });
});
