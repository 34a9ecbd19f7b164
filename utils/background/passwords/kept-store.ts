import { dayOf } from '../../lookalike/visits';
import { newSalt } from '../../passwords/fingerprint';
import { withoutStale } from '../../passwords/kept';
import type { KeptPasswords } from '../../passwords/password-schemas';

/**
 * The kept passwords as the background holds them: read once and kept until they change, written
 * one change at a time (two sign-ins finishing together both count), stale sites dropped as they
 * are read. The salt is made on the first need and kept with them.
 */
export function createKeptStore(store: {
  get: () => Promise<KeptPasswords | null>;
  set: (kept: KeptPasswords | null) => Promise<void>;
  now: () => number;
}) {
  let current: Promise<KeptPasswords | null> | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const read = () => {
    current ??= store
      .get()
      .then((kept) => (kept && withoutStale(kept, dayOf(store.now()))) ?? kept);
    return current;
  };
  /** Applies `change` to what is kept (made first if nothing is), then saves it. */
  function update(change: (kept: KeptPasswords) => KeptPasswords): Promise<KeptPasswords> {
    const next = writes.then(async () => {
      const changed = change((await read()) ?? { salt: newSalt(), prints: [] });
      current = Promise.resolve(changed);
      await store.set(changed);
      return changed;
    });
    writes = next.catch((error: unknown) => console.error('[linkwise] passwords not saved', error));
    return next;
  }
  return {
    read,
    update,
    /** The install's salt, made and saved on first need. */
    salt: async () => (await read())?.salt ?? (await update((kept) => kept)).salt,
    /** Forgets every password, and the salt with them: a next one starts afresh. */
    clear: async () => {
      await writes;
      current = Promise.resolve(null);
      await store.set(null);
    },
    /** Storage changed underneath (options in another process): read again. */
    invalidate: () => {
      current = null;
    },
    today: () => dayOf(store.now()),
  };
}
export type KeptStore = ReturnType<typeof createKeptStore>;
