import * as z from 'zod/mini';
import { storage } from '#imports';
import {
  keepAside,
  type SweptStore,
  splitReadable,
  splitReadableRecord,
  unreadableSettings,
} from '@/utils/kept-aside';
import { SiteVisitSchema } from '@/utils/lookalike/visits';
import { SentLogEntrySchema } from '@/utils/lookup/sent-log';
import { DEFAULT_SETTINGS, SettingsSchema } from '@/utils/settings/schema';
import { HistoryEntrySchema } from '@/utils/shorten/history';
import {
  historyItem,
  ignoredSitesItem,
  sentLogItem,
  settingsItem,
  settingsTouchedItem,
  siteVisitsItem,
  trustedValuesItem,
} from '@/utils/storage';

/** The stored lists and the schema each entry is read by. */
const LISTS: Array<{ store: SweptStore; item: typeof historyItem; entry: z.ZodMiniType }> = [
  { store: 'history', item: historyItem, entry: HistoryEntrySchema },
  { store: 'trusted', item: trustedValuesItem as typeof historyItem, entry: z.string() },
  { store: 'ignored', item: ignoredSitesItem as typeof historyItem, entry: z.string() },
  { store: 'settingsTouched', item: settingsTouchedItem as typeof historyItem, entry: z.string() },
  { store: 'sentLog', item: sentLogItem, entry: SentLogEntrySchema },
];

/**
 * Moves every stored entry this version cannot read into the kept-aside store (shown in
 * options), and leaves each store holding only what it reads. Runs once per background start
 * (which covers an update, a downgrade's return and a value damaged by hand) after WXT's
 * migrations, which every item's getValue awaits. Returns how many entries were set aside.
 */
export async function setAsideUnreadable(now = Date.now()): Promise<number> {
  let setAside = 0;
  for (const { store, item, entry } of LISTS) {
    const { readable, unreadable } = splitReadable(await item.getValue(), entry);
    if (unreadable.length === 0) continue;
    setAside += await keepAside(store, unreadable, now);
    await item.setValue(readable);
  }

  const visits = splitReadableRecord(await siteVisitsItem.getValue(), SiteVisitSchema);
  if (visits.unreadable.length > 0) {
    setAside += await keepAside('sitesYouUse', visits.unreadable, now);
    await siteVisitsItem.setValue(visits.readable);
  }

  const storedSettings = await settingsItem.getValue();
  const settings = SettingsSchema.parse(storedSettings);
  const unreadable = unreadableSettings(storedSettings, settings, DEFAULT_SETTINGS);
  if (unreadable.length > 0) {
    setAside += await keepAside('settings', unreadable, now);
    await settingsItem.setValue(settings);
  }
  return setAside;
}

/** The last update, as options and the update test read it. */
export const LastUpdateSchema = z.object({
  from: z.string().check(z.maxLength(32)),
  to: z.string().check(z.maxLength(32)),
  at: z.number(),
  setAside: z.int().check(z.minimum(0)),
});
export const lastUpdateItem = storage.defineItem<unknown>('local:lastUpdate', {
  fallback: null,
  version: 1,
  migrations: {},
});

let sweep: Promise<number> | undefined;
/** One sweep per background start, shared by the start and an update's onInstalled. */
export function sweepOnce(): Promise<number> {
  sweep ??= setAsideUnreadable().catch((error: unknown) => {
    console.warn('Linkwise: the stored-value sweep failed', error);
    return 0;
  });
  return sweep;
}

/**
 * `runtime.onInstalled` with reason "update": the migrations and the sweep have run (or run now)
 * for the new version; the update is recorded with what was set aside.
 */
export async function recordUpdate(
  previousVersion: string | undefined,
  version = browser.runtime.getManifest().version,
): Promise<void> {
  const setAside = await sweepOnce();
  await lastUpdateItem.setValue({
    from: previousVersion ?? '',
    to: version,
    at: Date.now(),
    setAside,
  });
}
