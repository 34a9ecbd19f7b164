import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';

/**
 * Updates keep what a person stored: every kept value is versioned, each migration has its
 * test here, and an entry that no longer parses is set aside and shown, never dropped.
 * storage.ts runs its migrations when it loads, so each test loads fresh copies.
 */
async function load() {
  vi.resetModules();
  const storage = await import('@/utils/storage');
  const updates = await import('@/utils/background/wiring/updates');
  const keptAside = await import('@/utils/kept-aside');
  return { ...storage, ...updates, ...keptAside };
}

/** A short link as 0.1.0 stored it. */
const LINK = {
  id: 'a1',
  slug: 'abc',
  destination: 'https://example.com/page',
  expiresAt: null,
  shortUrl: 'https://s.example/abc',
  createdAt: 1_764_000_000_000,
  withKey: false,
};

describe('stored values across updates', () => {
  it('versions every value a person keeps: the first write records v1 (settings v2)', async () => {
    const stores = await load();
    await stores.historyItem.setValue([LINK]);
    await stores.trustedValuesItem.setValue(['a@example.com']);
    await stores.ignoredSitesItem.setValue(['example.org']);
    await stores.siteVisitsItem.setValue({ 'example.net': { days: 3, last: 20_000 } });
    await stores.sentLogItem.setValue([]);
    await stores.settingsTouchedItem.setValue(['autoCopy']);
    await stores.secretsItem.setValue({ apiKey: 'k', lookupApiKey: '' });
    await stores.keptAsideItem.setValue([]);
    await stores.lastUpdateItem.setValue(null);
    await stores.settingsItem.setValue(DEFAULT_SETTINGS);
    const meta = await fakeBrowser.storage.local.get(null);
    for (const key of [
      'shortenHistory',
      'trustedValues',
      'ignoredSites',
      'siteVisits',
      'sentLog',
      'settingsTouched',
      'secrets',
      'keptAside',
    ])
      expect(meta[`${key}$`], key).toEqual({ v: 1 });
    expect(meta.settings$).toEqual({ v: 2 });
  });

  it('leaves a value stored without a version (0.1.0) as it is: that is v1', async () => {
    await fakeBrowser.storage.local.set({
      shortenHistory: [LINK],
      trustedValues: ['x@example.com'],
    });
    const stores = await load();
    expect(await stores.getHistory()).toEqual([LINK]);
    expect(await stores.getList(stores.trustedValuesItem)).toEqual(['x@example.com']);
    expect(await stores.setAsideUnreadable()).toBe(0);
    expect(await fakeBrowser.storage.local.get('shortenHistory')).toEqual({
      shortenHistory: [LINK],
    });
  });

  it('settings v1 → v2: sets aside the fields it cannot read before normalising the rest', async () => {
    await fakeBrowser.storage.local.set({
      settings: {
        shortenApiUrl: 'https://short.example.com/base/',
        autoCopy: false,
        protectPhones: 'yes',
        retiredSetting: 7,
      },
    });
    const stores = await load();
    expect(await stores.getSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      shortenApiUrl: 'https://short.example.com/base',
      autoCopy: false,
    });
    const kept = await stores.getKeptAside();
    expect(kept.map(({ store, value }) => ({ store, value }))).toEqual([
      { store: 'settings', value: { protectPhones: 'yes' } },
      { store: 'settings', value: { retiredSetting: 7 } },
    ]);
  });

  it('sets aside each entry that no longer parses, keeps the rest, and adds nothing twice', async () => {
    // A future version's history entry (no withKey), a damaged trusted value, a bad site entry.
    const futureLink = { ...LINK, id: 'b2', withKey: undefined, owner: 'team' };
    await fakeBrowser.storage.local.set({
      shortenHistory: [LINK, futureLink],
      trustedValues: ['a@example.com', 42],
      ignoredSites: ['example.org'],
      siteVisits: { 'good.example': { days: 3, last: 20_000 }, 'bad.example': { days: 'many' } },
      settings: { ...DEFAULT_SETTINGS, minRiskLevel: 'SEVERE' },
      settings$: { v: 2 },
    });
    const stores = await load();
    expect(await stores.setAsideUnreadable(1_000)).toBe(4);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.shortenHistory).toEqual([LINK]);
    expect(stored.trustedValues).toEqual(['a@example.com']);
    expect(stored.ignoredSites).toEqual(['example.org']);
    expect(stored.siteVisits).toEqual({ 'good.example': { days: 3, last: 20_000 } });
    expect(stored.settings).toMatchObject({ minRiskLevel: 'LOW' });
    expect(await stores.getKeptAside()).toEqual([
      { store: 'history', value: JSON.parse(JSON.stringify(futureLink)), at: 1_000 },
      { store: 'trusted', value: 42, at: 1_000 },
      { store: 'sitesYouUse', value: { 'bad.example': { days: 'many' } }, at: 1_000 },
      { store: 'settings', value: { minRiskLevel: 'SEVERE' }, at: 1_000 },
    ]);
    // The same damaged value stored again (a sync, a second sweep) is kept once.
    await fakeBrowser.storage.local.set({ trustedValues: ['a@example.com', 42] });
    expect(await stores.setAsideUnreadable(2_000)).toBe(0);
    expect(await stores.getKeptAside()).toHaveLength(4);
  });

  it('records an update with the version it came from', async () => {
    const stores = await load();
    await stores.recordUpdate('0.1.0', '0.2.0');
    expect(stores.LastUpdateSchema.parse(await stores.lastUpdateItem.getValue())).toMatchObject({
      from: '0.1.0',
      to: '0.2.0',
      setAside: 0,
    });
  });

  it('shows what was set aside in options, and deletes it only when asked', async () => {
    await fakeBrowser.storage.local.set({
      shortenHistory: [LINK, { slug: 'old-shape' }, { slug: 'older-shape' }],
      trustedValues: [null],
    });
    const stores = await load();
    await stores.setAsideUnreadable();
    const { KeptAsideSection } = await import('@/entrypoints/options/KeptAsideSection');
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => render(<KeptAsideSection />, host));
    await vi.waitFor(() => expect(host.querySelector('[data-kept-aside="3"]')).not.toBeNull());
    expect(host.querySelector('[data-store="history"]')?.textContent).toBe('Short links: 2');
    expect(host.querySelector('[data-store="trusted"]')?.textContent).toBe('Trusted values: 1');
    expect(await stores.getHistory()).toEqual([LINK]);
    const remove = [...host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Delete them',
    );
    await act(async () => remove?.click());
    await vi.waitFor(() => expect(host.querySelector('[data-kept-aside]')).toBeNull());
    expect(await stores.getKeptAside()).toEqual([]);
    render(null, host);
  });
});
