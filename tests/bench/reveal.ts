import { revealShortLink } from '@/utils/links/reveal';
import { isShortener } from '@/utils/links/shorteners';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';
import { startEmulator } from '../emulator/server';
import { createTestEngine } from '../support/engine';
import { median, round } from './stats';

/**
 * Revealing a short link against the emulator: `revealShortLink` with the real engine (a fresh
 * one each time, so every host is looked up; the emulator is Linkwise's own shortener here)
 * and Node's fetch in place of the browser's request and webRequest. Per hop: a lookup of the
 * hop's host, then one request to the shortener.
 */
export async function benchReveal() {
  const emulator = await startEmulator();
  const rows = [];
  try {
    for (const [name, path] of [
      ['4 hops (302 → 303 → 307 → 308), clean destination', '/s/found-302'],
      ['1 hop to a reported destination', '/s/moved-301'],
      ['5 hops, then stopped', '/s/chain-1'],
    ] as const) {
      const perHop: number[] = [];
      const totals: number[] = [];
      let hops = 0;
      for (let run = 0; run < 20; run++) {
        const http = {
          fetch,
          now: Date.now,
          isOnline: () => true,
          timeoutMs: LOOKUP_LIMITS.timeoutMs,
        };
        const { engine } = createTestEngine({ lookupBase: emulator.url, http, unlimited: true });
        const started = performance.now();
        const reply = await revealShortLink(`${emulator.url}${path}`, {
          isShortener: (host) => isShortener(host, '127.0.0.1'),
          check: (host) => engine.check(host, { priority: 'user', feature: 'popup' }),
          fetchHop: async (url) => {
            const response = await fetch(url, { redirect: 'manual', credentials: 'omit' });
            await response.body?.cancel();
            return { status: response.status, location: response.headers.get('location') };
          },
        });
        const spent = performance.now() - started;
        hops = reply.hops.filter((hop) => hop.status !== undefined).length;
        totals.push(spent);
        perHop.push(spent / Math.max(1, hops));
      }
      rows.push({
        chain: name,
        requestsToShortener: hops,
        medianTotalMs: round(median(totals), 1),
        medianPerHopMs: round(median(perHop), 1),
      });
    }
  } finally {
    await emulator.close();
  }
  return rows;
}
