import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';

/** storage.ts runs its migrations when it loads, so each test loads a fresh copy. */
async function loadStorage() {
  vi.resetModules();
  return import('@/utils/storage');
}

describe('settings storage', () => {
  it('returns the defaults when nothing is stored', async () => {
    const { getSettings } = await loadStorage();
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.checkPrivateWindows).toBe(false);
  });

  it('migrates a v1 value (no version) to v2: URLs normalised, bad fields defaulted', async () => {
    await fakeBrowser.storage.local.set({
      settings: {
        shortenApiUrl: '  https://short.example.com/base/// ',
        lookupApiUrl: 'ftp://nope.example',
        autoCopy: false,
        protectPhones: 'yes',
      },
    });
    const { getSettings, settingsItem } = await loadStorage();
    expect(await getSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      shortenApiUrl: 'https://short.example.com/base',
      lookupApiUrl: null,
      autoCopy: false,
    });
    expect(await settingsItem.getMeta()).toEqual({ v: 2 });
    // The migrated value is what is stored now, not only what is read.
    const stored = await fakeBrowser.storage.local.get('settings');
    expect(stored.settings).toMatchObject({ shortenApiUrl: 'https://short.example.com/base' });
  });

  it('records which settings the person chose, so an organisation default yields only to those', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...DEFAULT_SETTINGS, autoCopy: false } });
    const { getTouchedSettings, updateSettings, getSettings } = await loadStorage();
    // Saved before the record existed: a value unlike the default counts as chosen.
    expect([...(await getTouchedSettings(await getSettings()))]).toEqual(['autoCopy']);
    // Chosen now, even the default value itself.
    await updateSettings({ minRiskLevel: 'LOW' });
    expect([...(await getTouchedSettings(await getSettings()))].sort()).toEqual([
      'autoCopy',
      'minRiskLevel',
    ]);
  });

  it('falls back to defaults for corrupt data instead of crashing', async () => {
    await fakeBrowser.storage.local.set({ settings: 'garbage', settings$: { v: 2 } });
    const { getSettings, getSecrets } = await loadStorage();
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    await fakeBrowser.storage.local.set({ secrets: { apiKey: 42 } });
    expect(await getSecrets()).toEqual({ apiKey: '', lookupApiKey: '' });
  });

  it('saving one field keeps the others, and an invalid URL never replaces a good one', async () => {
    const { updateSettings, getSettings } = await loadStorage();
    await updateSettings({ shortenApiUrl: 'https://a.example', autoShorten: false });
    await updateSettings({ shortenApiUrl: 'not a url', protectLinks: false });
    expect(await getSettings()).toMatchObject({
      shortenApiUrl: 'https://a.example',
      autoShorten: false,
      protectLinks: false,
    });
  });

  it('trims keys when saving them', async () => {
    const { updateSecrets, getSecrets } = await loadStorage();
    await updateSecrets({ apiKey: '  key-123 \n' });
    expect(await getSecrets()).toEqual({ apiKey: 'key-123', lookupApiKey: '' });
  });

  it('makes the install id once, keeps it, and replaces a corrupted one', async () => {
    const { getInstallId } = await loadStorage();
    const first = await getInstallId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await (await loadStorage()).getInstallId()).toBe(first);
    await fakeBrowser.storage.local.set({ installId: 'tampered' });
    const replaced = await (await loadStorage()).getInstallId();
    expect(replaced).not.toBe('tampered');
    expect(replaced).not.toBe(first);
  });
});
