import { storage } from '#imports';
import {
  DEFAULT_SETTINGS,
  InstallIdSchema,
  type Secrets,
  SecretsSchema,
  type Settings,
  SettingsSchema,
  URL_SETTING_KEYS,
} from './settings/schema';

/**
 * Every value Linkwise stores, in one place. Reads go through zod: a value that fails
 * validation falls back to defaults instead of crashing. Imported only by the background,
 * popup and options page — never by the content script (migrations run where this loads).
 *
 * Versions:
 * - settings v1: values written without a version (pre-release builds, or by hand).
 * - settings v2: every field normalised (URLs trimmed, trailing slashes removed, invalid URLs
 *   dropped); the v1 → v2 migration runs the v1 value through the schema once.
 */
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 2,
  migrations: {
    2: (v1: unknown) => SettingsSchema.parse(v1),
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
  version: 1,
});

/** A random id made once per install; sent as the shorten `fingerprint`. Not a device print. */
export const installIdItem = storage.defineItem<string>('local:installId', {
  init: () => crypto.randomUUID(),
});

export async function getSettings(): Promise<Settings> {
  return SettingsSchema.parse(await settingsItem.getValue());
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
