import { describe, expect, it } from 'vitest';
import { validateForm } from '@/utils/settings/form';
import { keysFor, resolveEndpoints } from '@/utils/settings/resolve';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { normaliseServiceUrl } from '@/utils/settings/service-url';

describe('normaliseServiceUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['  https://api.example.com/  ', 'https://api.example.com'],
    ['https://API.Example.com//', 'https://api.example.com'],
    ['https://self.hosted.example/shortener/', 'https://self.hosted.example/shortener'],
    ['http://localhost:8787/', 'http://localhost:8787'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseServiceUrl(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'Enter an address'],
    ['api.example.com', 'not a web address'],
    ['http://api.example.com', 'https://'],
    ['ftp://api.example.com', 'https://'],
    ['https://user:pw@api.example.com', 'user name'],
    ['https://api.example.com/?x=1', '“?”'],
  ])('refuses %j with a reason', (input, reason) => {
    const result = normaliseServiceUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toContain(reason);
  });
});

describe('resolveEndpoints', () => {
  it('uses build defaults until the options page overrides them', () => {
    const defaults = { shortenApiUrl: 'https://s.example/', lookupApiUrl: 'https://l.example' };
    expect(resolveEndpoints(DEFAULT_SETTINGS, defaults)).toEqual({
      shortenBase: 'https://s.example',
      lookupBase: 'https://l.example',
      shortLinkBase: 'https://s.example',
    });
    const custom = {
      ...DEFAULT_SETTINGS,
      shortenApiUrl: 'https://mine.example/api',
      shortLinkDomain: 'https://go.example',
    };
    expect(resolveEndpoints(custom, defaults)).toEqual({
      shortenBase: 'https://mine.example/api',
      lookupBase: 'https://l.example',
      shortLinkBase: 'https://go.example',
    });
  });

  it('reports nothing configured when there is neither a default nor a setting', () => {
    expect(resolveEndpoints(DEFAULT_SETTINGS, {})).toEqual({
      shortenBase: null,
      lookupBase: null,
      shortLinkBase: null,
    });
  });

  it('treats empty keys as absent', () => {
    expect(keysFor({ apiKey: '', lookupApiKey: 'k' })).toEqual({
      apiKey: undefined,
      lookupKey: 'k',
    });
  });
});

describe('validateForm', () => {
  const form = {
    shortenApiUrl: 'https://s.example/',
    lookupApiUrl: '',
    shortLinkDomain: '',
    apiKey: ' key ',
    lookupApiKey: '',
  };

  it('turns a valid form into a patch; empty URL fields mean "use the default"', () => {
    expect(validateForm(form)).toEqual({
      ok: true,
      value: {
        settings: { shortenApiUrl: 'https://s.example', lookupApiUrl: null, shortLinkDomain: null },
        secrets: { apiKey: 'key', lookupApiKey: '' },
      },
    });
  });

  it('saves nothing when a field is invalid and names that field', () => {
    const result = validateForm({ ...form, lookupApiUrl: 'http://half-typed' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.failure)).toEqual(['lookupApiUrl']);
  });
});
