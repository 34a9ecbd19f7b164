import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { HttpDeps } from '@/utils/api/http';
import type { RequestScheduler } from '@/utils/lookup/scheduler';
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

/** Lets real loopback I/O finish (fake timers do not cover sockets), up to 100 ms of real time. */
export async function settle(scheduler: RequestScheduler): Promise<void> {
  const started = performance.now();
  do await new Promise((resolve) => setImmediate(resolve));
  while (scheduler.inFlight > 0 && performance.now() - started < 100);
}

/** Runs the queue dry: real I/O between zero-length advances of the fake clock. */
export async function drain(scheduler: RequestScheduler): Promise<void> {
  for (let round = 0; round < 1_000 && scheduler.pending + scheduler.inFlight > 0; round++) {
    await settle(scheduler);
    await vi.advanceTimersByTimeAsync(0);
  }
}
