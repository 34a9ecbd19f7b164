import * as z from 'zod/mini';
import { storage } from '#imports';

/**
 * Stored entries this version cannot read: an update changed a schema and an old entry no
 * longer fits, or a value was damaged. They are moved here unchanged, never dropped, and the
 * options page shows them (download or delete). The reading code can then skip what does not
 * parse without losing it.
 */

/** The stores whose entries are swept (storage-upkeep.ts), as the options page names them. */
export const SWEPT_STORES = [
  'history',
  'settings',
  'trusted',
  'ignored',
  'sitesYouUse',
  'settingsTouched',
  'sentLog',
] as const;
export type SweptStore = (typeof SWEPT_STORES)[number];

export const KeptAsideEntrySchema = z.object({
  store: z.enum(SWEPT_STORES),
  /** The entry as it was stored (for a setting or a site: `{ name: value }`). */
  value: z.unknown(),
  /** When it was set aside (ms since 1970). */
  at: z.number(),
});
export type KeptAsideEntry = z.infer<typeof KeptAsideEntrySchema>;

/** More than this is not kept: the oldest set-aside entries stay, and the count says so. */
export const KEPT_ASIDE_MAX = 5_000;

export const keptAsideItem = storage.defineItem<unknown>('local:keptAside', {
  fallback: [],
  version: 1,
  migrations: {},
});

export async function getKeptAside(): Promise<KeptAsideEntry[]> {
  // What is set aside is itself kept whatever it holds: only its envelope is checked.
  return splitReadable(await keptAsideItem.getValue(), KeptAsideEntrySchema).readable;
}

/** Adds entries once each (a second sweep of the same value adds nothing). */
export async function keepAside(
  store: SweptStore,
  values: readonly unknown[],
  now = Date.now(),
): Promise<number> {
  if (values.length === 0) return 0;
  const kept = await getKeptAside();
  const seen = new Set(kept.map((entry) => `${entry.store} ${JSON.stringify(entry.value)}`));
  const added: KeptAsideEntry[] = [];
  for (const value of values) {
    const id = `${store} ${JSON.stringify(value)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    added.push({ store, value, at: now });
  }
  const next = [...kept, ...added].slice(0, KEPT_ASIDE_MAX);
  await keptAsideItem.setValue(next);
  return added.length;
}

export function clearKeptAside(): Promise<void> {
  return keptAsideItem.setValue([]);
}

/** A stored list split into what the schema reads and what it does not (kept as stored). */
export function splitReadable<T>(
  raw: unknown,
  schema: z.ZodMiniType<T>,
): { readable: T[]; unreadable: unknown[] } {
  if (raw == null) return { readable: [], unreadable: [] };
  if (!Array.isArray(raw)) return { readable: [], unreadable: [raw] };
  const readable: T[] = [];
  const unreadable: unknown[] = [];
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (parsed.success) readable.push(parsed.data);
    else unreadable.push(item);
  }
  return { readable, unreadable };
}

/** A stored record split by entry: `{ name: value }` for each entry the schema does not read. */
export function splitReadableRecord<T>(
  raw: unknown,
  schema: z.ZodMiniType<T>,
): { readable: Record<string, T>; unreadable: Array<Record<string, unknown>> } {
  if (raw == null) return { readable: {}, unreadable: [] };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { readable: {}, unreadable: [{ '': raw }] };
  const readable: Record<string, T> = {};
  const unreadable: Array<Record<string, unknown>> = [];
  for (const [name, value] of Object.entries(raw)) {
    const parsed = schema.safeParse(value);
    if (parsed.success) readable[name] = parsed.data;
    else unreadable.push({ [name]: value });
  }
  return { readable, unreadable };
}

/**
 * The settings the schema could not read: a field it knows whose stored value falls back to the
 * default, or a field it does not know (one a later version removed or renamed).
 */
export function unreadableSettings<S extends Record<string, unknown>>(
  raw: unknown,
  read: S,
  defaults: S,
): Array<Record<string, unknown>> {
  if (raw == null) return [];
  if (typeof raw !== 'object' || Array.isArray(raw)) return [{ '': raw }];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.entries(raw).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const known = Object.hasOwn(defaults, name);
    const fellBack = known && same(read[name], defaults[name]) && !same(value, defaults[name]);
    return !known || fellBack ? [{ [name]: value }] : [];
  });
}
