import * as z from 'zod/mini';

/** Links kept in history, newest first. */
export const HISTORY_MAX = 200;

/** One shortened link: every field of the service's answer, plus what Linkwise knows. */
export const HistoryEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  destination: z.string(),
  expiresAt: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  upgrade: z.optional(z.boolean()),
  shortUrl: z.string(),
  createdAt: z.number(),
  /** Made with an API key, so tied to the account (spec §4.1). */
  withKey: z.boolean(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** Adds a link at the front; the same short link is never listed twice; 200 at most. */
export function addToHistory(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((item) => item.shortUrl !== entry.shortUrl)].slice(0, HISTORY_MAX);
}

export function removeFromHistory(list: readonly HistoryEntry[], shortUrl: string): HistoryEntry[] {
  return list.filter((item) => item.shortUrl !== shortUrl);
}

/** Case-insensitive match on the destination, the short link and the slug. */
export function searchHistory(list: readonly HistoryEntry[], query: string): HistoryEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((item) =>
    [item.destination, item.shortUrl, item.slug].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

const CSV_COLUMNS = [
  'createdAt',
  'shortUrl',
  'destination',
  'slug',
  'id',
  'expiresAt',
  'upgrade',
  'withKey',
] as const;

/**
 * A cell a spreadsheet may run as a formula: one that starts, after any spaces, with =, +, -
 * or @ (or their full-width forms, which some spreadsheets read the same way), or with a tab or
 * carriage return (OWASP's CSV-injection list).
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/**
 * RFC 4180 CSV. A cell a spreadsheet would run as a formula gets a leading apostrophe:
 * destinations come from web pages, and slugs and ids from a service, and must not become
 * formulas.
 */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function historyToCsv(list: readonly HistoryEntry[]): string {
  const rows = list.map((item) =>
    CSV_COLUMNS.map((column) =>
      csvCell(column === 'createdAt' ? new Date(item.createdAt).toISOString() : item[column]),
    ).join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
