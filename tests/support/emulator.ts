import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { HttpDeps } from '@/utils/api/http';
import { type Emulator, startEmulator } from '../emulator/server';

/** Starts one emulator for the file, resets it before each test. */
export function useEmulator(): { current: Emulator } {
  const holder = {} as { current: Emulator };
  beforeAll(async () => {
    holder.current = await startEmulator();
  });
  beforeEach(() => holder.current.reset());
  afterAll(() => holder.current.close());
  return holder;
}

/** Real Node fetch against the loopback emulator, with a short timeout for hang tests. */
export const testHttp: HttpDeps = {
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  isOnline: () => true,
  timeoutMs: 1_500,
};
