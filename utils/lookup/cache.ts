import * as z from 'zod/mini';
import { type LookupAnswer, LookupAnswerSchema } from '../api/lookup';
import { LOOKUP_LIMITS } from './limits';

/** One stored answer: [key, expires, lastUsed, answer]. Tuples keep 20 000 entries small. */
export const CachedEntrySchema = z.tuple([z.string(), z.number(), z.number(), LookupAnswerSchema]);
export type CachedEntry = z.infer<typeof CachedEntrySchema>;

/** Where cache shards persist; storage.ts provides the real one, tests an in-memory one. */
export interface CacheStore {
  readonly shards: number;
  load(): Promise<CachedEntry[]>;
  save(shard: number, entries: CachedEntry[]): Promise<void>;
}

interface Entry {
  answer: LookupAnswer;
  expires: number;
  used: number;
  /** From a private window: never written to disk. */
  memoryOnly: boolean;
}

/** FNV-1a: a cheap, stable spread of keys over shards. */
function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}

/**
 * Answers by key, bounded and least-recently-used first out, each with its TTL. Persisted in
 * shards so a write after a new answer rewrites one small shard, not the whole cache; writes
 * are batched. Failures are never stored here: only answers.
 */
export class AnswerCache {
  private entries = new Map<string, Entry>();
  private dirty = new Set<number>();
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly options: {
      now: () => number;
      store?: CacheStore;
      maxEntries?: number;
      flushDelayMs?: number;
    },
  ) {}

  /** Loads persisted entries once; later calls return the same promise. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      const stored = (await this.options.store?.load()) ?? [];
      const now = this.options.now();
      stored.sort((a, b) => a[2] - b[2]);
      for (const [key, expires, used, answer] of stored) {
        if (expires > now) this.entries.set(key, { answer, expires, used, memoryOnly: false });
      }
      this.evict();
    })();
    return this.loading;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A live answer, or undefined; a hit becomes the most recently used. */
  get(key: string): LookupAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.options.now();
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.markDirty(key, entry);
      return undefined;
    }
    entry.used = now;
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: LookupAnswer, { persist }: { persist: boolean }): void {
    const now = this.options.now();
    const ttl = answer.kind === 'found' ? LOOKUP_LIMITS.foundTtlMs : LOOKUP_LIMITS.noRecordTtlMs;
    const entry: Entry = { answer, expires: now + ttl, used: now, memoryOnly: !persist };
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.markDirty(key, entry);
    this.evict();
  }

  /** Live entries as [key, answer, expires], without touching their recency. */
  *live(): Generator<[string, LookupAnswer, number]> {
    const now = this.options.now();
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) yield [key, entry.answer, entry.expires];
    }
  }

  clear(): void {
    for (const [key, entry] of this.entries) this.markDirty(key, entry);
    this.entries.clear();
  }

  /** Writes every shard that changed since the last flush. */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const { store } = this.options;
    if (!store || this.dirty.size === 0) return;
    const shards = [...this.dirty];
    this.dirty.clear();
    const byShard = new Map<number, CachedEntry[]>(shards.map((shard) => [shard, []]));
    for (const [key, entry] of this.entries) {
      if (entry.memoryOnly) continue;
      byShard.get(shardOf(key, store.shards))?.push([key, entry.expires, entry.used, entry.answer]);
    }
    await Promise.all([...byShard].map(([shard, entries]) => store.save(shard, entries)));
  }

  private evict(): void {
    const max = this.options.maxEntries ?? LOOKUP_LIMITS.cacheMaxEntries;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= max) break;
      this.entries.delete(key);
      this.markDirty(key, entry);
    }
  }

  private markDirty(key: string, entry: Entry): void {
    const { store } = this.options;
    if (!store || entry.memoryOnly) return;
    this.dirty.add(shardOf(key, store.shards));
    this.flushTimer ??= setTimeout(() => void this.flush(), this.options.flushDelayMs ?? 2_000);
  }
}
