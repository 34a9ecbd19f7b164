import * as z from 'zod/mini';
import { LOOKUP_LIMITS } from './limits';

/**
 * Which part of Linkwise asked for a check; shown in the "Sent" log. `reveal` lines are the
 * short links sent to their shortener when a person asked where one leads (reveal.ts).
 */
export const FeatureSchema = z.enum([
  'site',
  'page',
  'context-menu',
  'popup',
  'pre-shorten',
  'reveal',
]);
export type Feature = z.infer<typeof FeatureSchema>;

export const SentLogEntrySchema = z.object({
  value: z.string(),
  feature: FeatureSchema,
  time: z.number(),
  /** From a private window: shown this session, never written to disk. */
  private: z._default(z.boolean(), false),
});
export type SentLogEntry = z.infer<typeof SentLogEntrySchema>;

export interface SentLogStore {
  load(): Promise<SentLogEntry[]>;
  save(entries: SentLogEntry[]): Promise<void>;
}

/**
 * Exactly what left the browser: one line per request the lookup service (or, for a reveal, a
 * shortener) received, newest
 * first, the last LOOKUP_LIMITS.sentLogMax kept. Private-window lines stay in memory.
 */
export class SentLog {
  private entries: SentLogEntry[] = [];
  private loading: Promise<void> | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly store: SentLogStore) {}

  /** Loads once; entries added meanwhile are kept in front of the stored ones. */
  private load(): Promise<void> {
    this.loading ??= this.store.load().then((stored) => {
      this.entries = [...this.entries, ...stored].slice(0, LOOKUP_LIMITS.sentLogMax);
    });
    return this.loading;
  }

  async list(): Promise<SentLogEntry[]> {
    await this.load();
    return [...this.entries];
  }

  async add(entry: SentLogEntry): Promise<void> {
    this.entries = [entry, ...this.entries].slice(0, LOOKUP_LIMITS.sentLogMax);
    await this.load();
    this.saveTimer ??= setTimeout(() => void this.save(), 1_000);
  }

  async clear(): Promise<void> {
    this.entries = [];
    await this.save();
  }

  async save(): Promise<void> {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.load();
    await this.store.save(this.entries.filter((entry) => !entry.private));
  }
}
