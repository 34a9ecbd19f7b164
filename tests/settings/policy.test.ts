import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyPolicy,
  applyPolicyToSecrets,
  isOwnDomain,
  LOCKABLE,
  NO_POLICY,
  parsePolicy,
  viewOf,
} from '@/utils/settings/policy';
import { resolveEndpoints } from '@/utils/settings/resolve';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { isExemptSite } from '@/utils/site/exempt';

const BUILD = {
  shortenApiUrl: 'https://public-short.example',
  lookupApiUrl: 'https://public-lookup.example',
};

const user = (patch: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...patch });

describe('parsePolicy', () => {
  it('reads every kind of policy an administrator can set', () => {
    const policy = parsePolicy({
      shortenApiUrl: ' https://kutt.corp.example/ ',
      lookupApiUrl: 'https://lookup.corp.example',
      apiKey: '  corp-key  ',
      lookupApiKey: 'lookup-key',
      shortLinkDomain: 'https://go.corp.example',
      minRiskLevel: 'MEDIUM',
      minBlockLevel: 'CRITICAL',
      lookupPerMinute: 20,
      protectPhones: false,
      checkPrivateWindows: true,
      defaultPhoneRegion: 'DE',
      ownDomains: ['corp.example', '*.intranet.example', '.Mail.Example'],
      lockedSettings: ['lookupApiUrl', 'apiKey', 'protectPhones'],
    });
    expect(policy.problems).toEqual([]);
    expect(policy.settings).toEqual({
      shortenApiUrl: 'https://kutt.corp.example',
      lookupApiUrl: 'https://lookup.corp.example',
      shortLinkDomain: 'https://go.corp.example',
      minRiskLevel: 'MEDIUM',
      minBlockLevel: 'CRITICAL',
      lookupPerMinute: 20,
      protectPhones: false,
      checkPrivateWindows: true,
      defaultPhoneRegion: 'DE',
    });
    expect(policy.secrets).toEqual({ apiKey: 'corp-key', lookupApiKey: 'lookup-key' });
    expect(policy.ownDomains).toEqual(['corp.example', 'intranet.example', 'mail.example']);
    expect(policy.locked).toEqual(['lookupApiUrl', 'apiKey', 'protectPhones']);
    expect(policy.namedUrls).toEqual(['shortenApiUrl', 'lookupApiUrl', 'shortLinkDomain']);
  });

  it('ignores each invalid value on its own, with a reason, and keeps the rest', () => {
    const policy = parsePolicy({
      lookupApiUrl: 'ftp://lookup.corp.example',
      minRiskLevel: 'EXTREME',
      lookupPerMinute: 600,
      protectLinks: 'yes',
      apiKey: '',
      defaultPhoneRegion: 'Germany',
      ownDomains: ['corp.example', 'not a domain', 42],
      lockedSettings: ['protectLinks', 'everything'],
      colour: 'red',
      minBlockLevel: 'HIGH',
    });
    expect(policy.problems.map((problem) => problem.setting)).toEqual([
      'lookupApiUrl',
      'minRiskLevel',
      'lookupPerMinute',
      'protectLinks',
      'apiKey',
      'defaultPhoneRegion',
      'ownDomains[1]',
      'ownDomains[2]',
      'lockedSettings[1]',
      'colour',
    ]);
    for (const problem of policy.problems) expect(problem.reason.length).toBeGreaterThan(5);
    expect(policy.settings).toEqual({ minBlockLevel: 'HIGH' });
    expect(policy.ownDomains).toEqual(['corp.example']);
    expect(policy.locked).toEqual(['protectLinks']);
    // Named, though invalid: the built-in lookup host is never used in its place.
    expect(policy.namedUrls).toEqual(['lookupApiUrl']);
  });

  it.each([null, undefined, 'policy', 42, [], [{ apiKey: 'x' }]])(
    'treats %j as no policy, without throwing',
    (raw) => {
      expect(parsePolicy(raw)).toEqual(NO_POLICY);
    },
  );

  it('reports a list policy that is not a list', () => {
    expect(parsePolicy({ ownDomains: 'corp.example' }).problems).toEqual([
      { setting: 'ownDomains', reason: 'Must be a list.' },
    ]);
  });
});

describe('applyPolicy: managed over user over default', () => {
  it('the page guards are on by default, and an administrator can switch each off and lock it', () => {
    expect([DEFAULT_SETTINGS.guardClipboard, DEFAULT_SETTINGS.breakPageLocks]).toEqual([
      true,
      true,
    ]);
    const policy = parsePolicy({
      guardClipboard: false,
      breakPageLocks: false,
      lockedSettings: ['guardClipboard'],
    });
    expect(policy.problems).toEqual([]);
    const chosen = user({ guardClipboard: true, breakPageLocks: true });
    const applied = applyPolicy(chosen, new Set(['guardClipboard', 'breakPageLocks']), policy);
    // Locked: the policy's; unlocked: the person's own choice stands over the policy's default.
    expect([applied.guardClipboard, applied.breakPageLocks]).toEqual([false, true]);
  });

  it('a locked setting takes the policy value whatever the person stored', () => {
    const policy = parsePolicy({ protectPhones: false, lockedSettings: ['protectPhones'] });
    const applied = applyPolicy(user({ protectPhones: true }), new Set(['protectPhones']), policy);
    expect(applied.protectPhones).toBe(false);
  });

  it('an unlocked policy value is a default: it applies until the person changes the setting', () => {
    const policy = parsePolicy({ minRiskLevel: 'HIGH' });
    expect(applyPolicy(user(), new Set(), policy).minRiskLevel).toBe('HIGH');
    const chosen = user({ minRiskLevel: 'LOW' });
    expect(applyPolicy(chosen, new Set(['minRiskLevel']), policy).minRiskLevel).toBe('LOW');
  });

  it('a setting locked without a value is held at the default', () => {
    const policy = parsePolicy({ lockedSettings: ['autoCopy', 'lookupApiUrl'] });
    const applied = applyPolicy(
      user({ autoCopy: false, lookupApiUrl: 'https://mine.example' }),
      new Set(['autoCopy']),
      policy,
    );
    expect(applied.autoCopy).toBe(DEFAULT_SETTINGS.autoCopy);
    expect(applied.lookupApiUrl).toBeNull();
  });

  it('a service address: the person’s own, else the organisation’s, else the build default', () => {
    const policy = parsePolicy({ lookupApiUrl: 'https://lookup.corp.example' });
    const own = applyPolicy(user({ lookupApiUrl: 'https://mine.example' }), new Set(), policy);
    expect(resolveEndpoints(own, BUILD, policy.namedUrls).lookupBase).toBe('https://mine.example');
    const none = applyPolicy(user(), new Set(), policy);
    expect(resolveEndpoints(none, BUILD, policy.namedUrls).lookupBase).toBe(
      'https://lookup.corp.example',
    );
    expect(resolveEndpoints(applyPolicy(user(), new Set(), NO_POLICY), BUILD).lookupBase).toBe(
      BUILD.lookupApiUrl,
    );
  });

  it('an invalid managed address leaves the service off, never the built-in host', () => {
    const policy = parsePolicy({ lookupApiUrl: 'lookup corp', lockedSettings: ['lookupApiUrl'] });
    const applied = applyPolicy(user({ lookupApiUrl: 'https://mine.example' }), new Set(), policy);
    const endpoints = resolveEndpoints(applied, BUILD, policy.namedUrls);
    expect(endpoints.lookupBase).toBeNull();
    expect(endpoints.shortenBase).toBe(BUILD.shortenApiUrl);
  });

  it('keys: a locked one is the organisation’s; otherwise the person’s own comes first', () => {
    const person = { apiKey: 'mine', lookupApiKey: '' };
    const open = parsePolicy({ apiKey: 'corp', lookupApiKey: 'corp-lookup' });
    expect(applyPolicyToSecrets(person, open)).toEqual({
      apiKey: 'mine',
      lookupApiKey: 'corp-lookup',
    });
    const locked = parsePolicy({ apiKey: 'corp', lockedSettings: ['apiKey', 'lookupApiKey'] });
    expect(applyPolicyToSecrets(person, locked)).toEqual({ apiKey: 'corp', lookupApiKey: '' });
  });
});

describe('what pages may see of the policy', () => {
  it('never holds a key, only whether one is set', () => {
    const view = viewOf(parsePolicy({ apiKey: 'corp-secret-key', lookupApiKey: 'lk-secret' }));
    expect(JSON.stringify(view)).not.toMatch(/secret/);
    expect(view.managedKeys).toEqual({ apiKey: true, lookupApiKey: true });
    expect(view.managed).toEqual(['apiKey', 'lookupApiKey']);
  });

  it('an invalid key is reported without its value', () => {
    const view = viewOf(parsePolicy({ apiKey: { secret: 'corp-secret-key' } }));
    expect(JSON.stringify(view)).not.toMatch(/secret-key/);
    expect(view.problems).toEqual([{ setting: 'apiKey', reason: 'Not a usable key.' }]);
  });
});

describe('isOwnDomain', () => {
  const own = ['corp.example'];
  it.each([
    ['corp.example', true],
    ['mail.corp.example', true],
    ['Payroll.Corp.Example', true],
    ['hr@corp.example', true],
    ['hr@eu.corp.example', true],
    ['evilcorp.example', false],
    ['corp.example.evil.top', false],
    ['corp.example@evil.top', false],
  ])('%s → %s', (value, expected) => {
    expect(isOwnDomain(value, own)).toBe(expected);
  });
});

describe('Chrome managed_schema.json', () => {
  const schema = JSON.parse(readFileSync('assets/public/managed_schema.json', 'utf8')) as {
    properties: Record<string, { type: string; sensitiveValue?: boolean }>;
  };

  it('names exactly the policies Linkwise reads', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(
      [...LOCKABLE, 'ownDomains', 'partnerDomains', 'signInDomains', 'lockedSettings'].sort(),
    );
  });

  it('types each as the settings hold it, and masks the keys in chrome://policy', () => {
    for (const [name, value] of Object.entries(DEFAULT_SETTINGS)) {
      const type = schema.properties[name]?.type;
      if (typeof value === 'boolean') expect(type, name).toBe('boolean');
      else if (typeof value === 'number') expect(type, name).toBe('integer');
      else expect(type, name).toBe('string');
    }
    expect(schema.properties.apiKey?.sensitiveValue).toBe(true);
    expect(schema.properties.lookupApiKey?.sensitiveValue).toBe(true);
  });
});

describe('site protection and the organisation’s own domains', () => {
  it('never covers a site of the organisation, and still covers a look-alike', () => {
    const state = {
      trusted: new Set<string>(),
      ignoredSites: new Set<string>(),
      policy: parsePolicy({ ownDomains: ['acme-corp.com'] }),
    };
    expect(isExemptSite('login.acme-corp.com', state, new Set())).toBe(true);
    expect(isExemptSite('acme-corp.com.login.top', state, new Set())).toBe(false);
    expect(isExemptSite('login.acme-corp.com', { ...state, policy: undefined }, new Set())).toBe(
      false,
    );
  });
});
