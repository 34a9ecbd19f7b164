import * as z from 'zod/mini';
import { storage } from '#imports';
import { keepAside, splitReadable, splitReadableRecord, unreadableSettings } from './kept-aside';
import { SiteVisitSchema, type SiteVisits } from './lookalike/visits';
import { BackoffStateSchema, INITIAL_BACKOFF } from './lookup/backoff';
import { type CachedEntry, CachedEntrySchema, type CacheStore } from './lookup/cache';
import { type SentLogEntry, SentLogEntrySchema, type SentLogStore } from './lookup/sent-log';
import { type PageReport, PageReportSchema } from './page-messages';
import { type KeptPasswords, KeptPasswordsSchema } from './passwords/password-schemas';
import {
  DEFAULT_SETTINGS,
  InstallIdSchema,
  type Secrets,
  SecretsSchema,
  type Settings,
  SettingsSchema,
  URL_SETTING_KEYS,
} from './settings/schema';
import { type HistoryEntry, HistoryEntrySchema } from './shorten/history';

/**
 * Version 1 of an item, with WXT's migration step on (an empty one): a value first written by
 * this build records `v: 1` beside it, so a later version knows what it migrates from.
 */
const FIRST_VERSION = { version: 1, migrations: {} } as const;

/**
 * Every value Linkwise stores, in one place. Reads go through zod: a value that fails
 * validation falls back to defaults instead of crashing. Imported only by the background,
 * popup and options page — never by the content script (migrations run where this loads).
 *
 * Every value the person keeps across browser restarts is versioned (WXT keeps the version in
 * `<key>$`): a change to a stored shape raises its version and adds a migration here, with a
 * unit test (tests/unit/storage-migrations.test.ts). A value stored without a version is v1.
 * What still does not parse after the migrations is set aside, not dropped (kept-aside.ts,
 * swept by background/wiring/updates.ts at start and on update).
 *
 * Versions:
 * - settings v1: values written without a version (pre-release builds, or by hand).
 * - settings v2: every field normalised (URLs trimmed, trailing slashes removed, invalid URLs
 *   dropped); the v1 → v2 migration runs the v1 value through the schema once. A field that
 *   does not parse is set aside first (migrateSettingsToV2).
 * - every other item: v1, as 0.1.0 stored it.
 */
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 2,
  migrations: {
    2: (v1: unknown) => migrateSettingsToV2(v1),
  },
});

/**
 * API keys. Life of a secret: stored in extension-local storage when the user saves it in
 * options; read only by the background (to call the shorten API) and the options page (to show
 * it masked); removed when the user clears the field or uninstalls. It is never sent to a
 * content script, a page, a log or the lookup host.
 */
export const secretsItem = storage.defineItem<Secrets>('local:secrets', {
  fallback: SecretsSchema.parse({}),
  ...FIRST_VERSION,
});

/** A random id made once per install; sent as the shorten `fingerprint`. Not a device print. */
export const installIdItem = storage.defineItem<string>('local:installId', {
  init: () => crypto.randomUUID(),
  ...FIRST_VERSION,
});

/** settings v1 → v2: the fields that do not parse are set aside, then the rest normalised. */
export async function migrateSettingsToV2(v1: unknown): Promise<Settings> {
  const read = SettingsSchema.parse(v1);
  await keepAside('settings', unreadableSettings(v1, read, DEFAULT_SETTINGS));
  return read;
}

export async function getSettings(): Promise<Settings> {
  return SettingsSchema.parse(await settingsItem.getValue());
}

/** The settings the person changed themselves: an organisation's unlocked default yields to these. */
export const settingsTouchedItem = storage.defineItem<string[]>('local:settingsTouched', {
  fallback: [],
  ...FIRST_VERSION,
});

/**
 * The settings the person chose: those recorded when saved, and (for settings saved before the
 * record existed) any that differ from the default.
 */
export async function getTouchedSettings(user: Settings): Promise<Set<keyof Settings>> {
  const recorded = validItems(await settingsTouchedItem.getValue(), z.string());
  const keys = Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>;
  return new Set(
    keys.filter((key) => recorded.includes(key) || user[key] !== DEFAULT_SETTINGS[key]),
  );
}

/**
 * Applies a partial change on top of the stored, validated settings; other fields are kept.
 * A URL that does not validate never replaces the stored one (the UI reports it instead).
 */
export async function updateSettings(patch: Partial<Settings>): Promise<Settings> {
  const current = await getSettings();
  const next = SettingsSchema.parse({ ...current, ...patch });
  for (const key of URL_SETTING_KEYS) {
    if (patch[key] != null && next[key] === null) next[key] = current[key];
  }
  await settingsItem.setValue(next);
  const recorded = validItems(await settingsTouchedItem.getValue(), z.string());
  await settingsTouchedItem.setValue([...new Set([...recorded, ...Object.keys(patch)])].sort());
  return next;
}

export async function getSecrets(): Promise<Secrets> {
  return SecretsSchema.parse(await secretsItem.getValue());
}

export async function updateSecrets(patch: Partial<Secrets>): Promise<Secrets> {
  const next = SecretsSchema.parse({ ...(await getSecrets()), ...patch });
  await secretsItem.setValue(next);
  return next;
}

/** The install id; a corrupted one is replaced by a fresh random id. */
export async function getInstallId(): Promise<string> {
  const stored = InstallIdSchema.safeParse(await installIdItem.getValue());
  if (stored.success) return stored.data;
  const fresh = crypto.randomUUID();
  await installIdItem.setValue(fresh);
  return fresh;
}

/**
 * Reads the valid items of a stored array, never throwing; anything else stays stored until the
 * sweep sets it aside (kept-aside.ts), so a read never loses it.
 */
function validItems<T>(raw: unknown, schema: z.ZodMiniType<T>): T[] {
  return splitReadable(raw, schema).readable;
}

const CACHE_SHARDS = 16;
const cacheShardItems = Array.from({ length: CACHE_SHARDS }, (_, shard) =>
  storage.defineItem<unknown>(`local:lookupCache${shard}`, { fallback: [], ...FIRST_VERSION }),
);

/** Lookup answers, persisted in 16 shards so one new answer rewrites a sixteenth of the cache. */
export const lookupCacheStore: CacheStore = {
  shards: CACHE_SHARDS,
  async load(): Promise<CachedEntry[]> {
    const shards = await Promise.all(cacheShardItems.map((item) => item.getValue()));
    return shards.flatMap((raw) => validItems(raw, CachedEntrySchema));
  },
  async save(shard, entries) {
    await cacheShardItems[shard]?.setValue(entries);
  },
};

export const sentLogItem = storage.defineItem<unknown>('local:sentLog', {
  fallback: [],
  ...FIRST_VERSION,
});

/** The "Sent to the lookup service" log (private-window lines are never written here). */
export const sentLogStore: SentLogStore = {
  load: async (): Promise<SentLogEntry[]> =>
    validItems(await sentLogItem.getValue(), SentLogEntrySchema),
  save: (entries) => sentLogItem.setValue(entries),
};

/** Values the user marked "Trust this": never looked up, never marked. */
export const trustedValuesItem = storage.defineItem<string[]>('local:trustedValues', {
  fallback: [],
  ...FIRST_VERSION,
});
/** Hostnames where the user chose "Don't check on this site". */
export const ignoredSitesItem = storage.defineItem<string[]>('local:ignoredSites', {
  fallback: [],
  ...FIRST_VERSION,
});

/**
 * Sites the person chose to continue to despite the site warning, or whose banner they
 * dismissed: session storage, so the warning comes back once the browser is closed.
 */
export const continuedSitesItem = storage.defineItem<string[]>('session:continuedSites', {
  fallback: [],
});

export async function getList(item: typeof trustedValuesItem): Promise<string[]> {
  return validItems(await item.getValue(), z.string());
}

/** Adds or removes one entry; the list stays sorted and free of duplicates. */
export async function updateList(
  item: typeof trustedValuesItem,
  value: string,
  present: boolean,
): Promise<string[]> {
  const set = new Set(await getList(item));
  if (present) set.add(value);
  else set.delete(value);
  const next = [...set].sort();
  await item.setValue(next);
  return next;
}

/**
 * The sites this person uses, learned for the look-alike check (lookalike/visits.ts): on the
 * device only, cleared from options. A corrupt value reads as nothing learned.
 */
export const siteVisitsItem = storage.defineItem<unknown>('local:siteVisits', {
  fallback: {},
  ...FIRST_VERSION,
});

/** The sites learned; an entry that does not parse is skipped (and set aside by the sweep). */
export async function getSiteVisits(): Promise<SiteVisits> {
  return splitReadableRecord(await siteVisitsItem.getValue(), SiteVisitSchema).readable;
}

/**
 * The passwords kept with their own sites (utils/passwords/): this install's salt and each
 * fingerprint's sites — never a password. Local storage only (never `sync`: a fingerprint stays
 * on the computer it was made on), cleared from options. A value that does not parse reads as
 * nothing kept and is not set aside: a fingerprint is nothing a person could want back.
 */
export const keptPasswordsItem = storage.defineItem<unknown>('local:keptPasswords', {
  fallback: null,
  ...FIRST_VERSION,
});

export async function getKeptPasswords(): Promise<KeptPasswords | null> {
  const parsed = KeptPasswordsSchema.safeParse(await keptPasswordsItem.getValue());
  return parsed.success ? parsed.data : null;
}

/** Backoff survives a service-worker restart (session storage), but not a browser restart. */
export const backoffItem = storage.defineItem<unknown>('session:lookupBackoff', {
  fallback: INITIAL_BACKOFF,
});

export async function getBackoffState() {
  const parsed = BackoffStateSchema.safeParse(await backoffItem.getValue());
  return parsed.success ? parsed.data : INITIAL_BACKOFF;
}

/**
 * The rolling minute's held places (when each ends), for a service worker that starts after
 * this one: session storage, like the backoff (see lookup/rolling-minute.ts).
 */
const lookupMinuteItem = storage.defineItem<unknown>('session:lookupMinute', { fallback: [] });
const LookupMinuteSchema = z.array(z.number()).check(z.maxLength(10_000));

export async function getLookupMinute(): Promise<number[]> {
  const parsed = LookupMinuteSchema.safeParse(await lookupMinuteItem.getValue());
  return parsed.success ? parsed.data : [];
}

export function setLookupMinute(untils: number[]): Promise<void> {
  return lookupMinuteItem.setValue(untils);
}

export const historyItem = storage.defineItem<unknown>('local:shortenHistory', {
  fallback: [],
  ...FIRST_VERSION,
});

/** Shortened links, newest first (HISTORY_MAX at most); written by the background. */
export async function getHistory(): Promise<HistoryEntry[]> {
  return validItems(await historyItem.getValue(), HistoryEntrySchema);
}

export async function setHistory(list: readonly HistoryEntry[]): Promise<void> {
  await historyItem.setValue([...list]);
}

export function watchHistory(callback: () => void): () => void {
  return historyItem.watch(callback);
}

/**
 * A check result that could not be shown in the page (no content script there), waiting for
 * the popup. Session storage: gone when the browser closes.
 */
export const pendingCheckItem = storage.defineItem<unknown>('session:pendingCheck', {
  fallback: null,
});

const pageReportsItem = storage.defineItem<unknown>('session:pageReports', { fallback: {} });

/** Each tab's latest page report, for the popup; session storage, so a restart forgets it. */
export const pageReportsStore = {
  async get(tabId: number): Promise<PageReport | undefined> {
    const all = (await pageReportsItem.getValue()) as Record<string, unknown> | null;
    const parsed = PageReportSchema.safeParse(all?.[String(tabId)]);
    return parsed.success ? parsed.data : undefined;
  },
  async set(tabId: number, report: PageReport | undefined): Promise<void> {
    const all = { ...((await pageReportsItem.getValue()) as Record<string, unknown> | null) };
    if (report) all[String(tabId)] = report;
    else delete all[String(tabId)];
    await pageReportsItem.setValue(all);
  },
};
