import { describe, expect, it } from 'vitest';
import type { DomainOnRecord } from '@/utils/lookup/engine';
import {
  blockedHostOf,
  hostPattern,
  hostsToBlock,
  MAX_BLOCKED_HOSTS,
  ruleChanges,
} from '@/utils/site/block-rules';

const NOW = 1_000_000;
const domain = (host: string, level: string, expiresIn = 60_000): DomainOnRecord => ({
  host,
  level,
  expires: NOW + expiresIn,
});
const options = { blockSeverity: 3, exempt: () => false, now: NOW };

describe('hostsToBlock', () => {
  it('keeps live records at or above the blocking level (unknown levels count as HIGH)', () => {
    expect(
      hostsToBlock(
        [
          domain('critical.top', 'CRITICAL'),
          domain('high.top', 'HIGH'),
          domain('odd.top', 'SEVERE'),
          domain('medium.top', 'MEDIUM'),
          domain('expired.top', 'CRITICAL', 0),
          domain('gone.top', 'CRITICAL', -5),
        ],
        options,
      ),
    ).toEqual(['critical.top', 'high.top', 'odd.top']);
  });

  it('never blocks a trusted, unchecked or continued site', () => {
    const exempt = (host: string) => host === 'continued.top';
    expect(
      hostsToBlock([domain('continued.top', 'CRITICAL'), domain('other.top', 'HIGH')], {
        ...options,
        exempt,
      }),
    ).toEqual(['other.top']);
  });

  it('within the rule limit keeps the most severe, then the longest-lived', () => {
    const many = Array.from({ length: MAX_BLOCKED_HOSTS + 20 }, (_, i) =>
      domain(`h${i}.top`, i % 2 ? 'HIGH' : 'CRITICAL', 1_000 + i),
    );
    const kept = hostsToBlock(many, options);
    expect(kept).toHaveLength(MAX_BLOCKED_HOSTS);
    expect(kept[0]).toBe(`h${MAX_BLOCKED_HOSTS + 18}.top`);
    expect(
      kept
        .slice(0, (MAX_BLOCKED_HOSTS + 20) / 2)
        .every((host) => Number(host.slice(1, -4)) % 2 === 0),
    ).toBe(true);
    expect(hostsToBlock(many, { ...options, limit: 3 })).toHaveLength(3);
  });
});

describe('hostPattern', () => {
  const matches = (host: string, url: string) => new RegExp(hostPattern(host)).test(url);

  it('matches every address on exactly that site', () => {
    for (const url of [
      'https://secure-login.top/',
      'http://secure-login.top',
      'https://www.secure-login.top/login?next=/a#b',
      'https://www.www.secure-login.top/',
      'https://secure-login.top./x',
      'https://secure-login.top:8443/x',
      'https://user:pass@secure-login.top/x',
      'https://secure-login.top?q',
      'https://secure-login.top#f',
    ]) {
      expect(matches('secure-login.top', url), url).toBe(true);
    }
  });

  it('never matches a subdomain, a look-alike, or the name in a path or query', () => {
    for (const url of [
      'https://login.secure-login.top/',
      'https://notsecure-login.top/',
      'https://secure-login.top.evil.example/',
      'https://secure-loginXtop/',
      'https://example.com/secure-login.top',
      'https://example.com/?u=https://secure-login.top/',
      'ftp://secure-login.top/',
    ]) {
      expect(matches('secure-login.top', url), url).toBe(false);
    }
  });
});

describe('ruleChanges', () => {
  const PAGE = 'chrome-extension://id-1/blocked.html';
  const rule = (id: number, host: string, page = PAGE) => ({
    id,
    action: { redirect: { regexSubstitution: `${page}#\\0` } },
    condition: { regexFilter: hostPattern(host) },
  });

  it('adds rules for new hosts with free ids, carrying the address after #', () => {
    const changes = ruleChanges([rule(1, 'a.top')], ['a.top', 'b.top'], PAGE);
    expect(changes.removeRuleIds).toEqual([]);
    expect(changes.addRules).toEqual([
      {
        id: 2,
        priority: 1,
        action: { type: 'redirect', redirect: { regexSubstitution: `${PAGE}#\\0` } },
        condition: {
          regexFilter: hostPattern('b.top'),
          resourceTypes: ['main_frame', 'sub_frame'],
        },
      },
    ]);
  });

  it('removes rules for hosts no longer wanted (expired, trusted, continued), and duplicates', () => {
    const changes = ruleChanges(
      [rule(1, 'a.top'), rule(2, 'b.top'), rule(3, 'a.top')],
      ['a.top'],
      PAGE,
    );
    expect(changes).toEqual({ removeRuleIds: [2, 3], addRules: [] });
  });

  it('writes nothing when the rules are already right', () => {
    expect(ruleChanges([rule(1, 'a.top'), rule(2, 'b.top')], ['b.top', 'a.top'], PAGE)).toEqual({
      removeRuleIds: [],
      addRules: [],
    });
  });

  it('replaces a rule that points at an earlier session’s warning page address', () => {
    const changes = ruleChanges(
      [rule(1, 'a.top', 'chrome-extension://old-session/blocked.html')],
      ['a.top'],
      PAGE,
    );
    expect(changes.removeRuleIds).toEqual([1]);
    expect(changes.addRules.map((r) => [r.id, r.action.redirect.regexSubstitution])).toEqual([
      [2, `${PAGE}#\\0`],
    ]);
  });
});

describe('blockedHostOf (Firefox)', () => {
  const blocked = new Set(['secure-login.top']);
  it('agrees with the rules’ pattern', () => {
    expect(blockedHostOf('https://www.secure-login.top./x?y', blocked)).toBe('secure-login.top');
    expect(blockedHostOf('https://u:p@secure-login.top:81/', blocked)).toBe('secure-login.top');
    expect(blockedHostOf('https://login.secure-login.top/', blocked)).toBeNull();
    expect(blockedHostOf('https://example.com/secure-login.top', blocked)).toBeNull();
    expect(blockedHostOf('not a url', blocked)).toBeNull();
  });
});
