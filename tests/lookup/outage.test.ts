// @vitest-environment node

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { createAutoReveal } from '@/utils/background/lookup/auto-reveal';
import { listenForPagePorts } from '@/utils/background/lookup/page-port';
import { createPageQr } from '@/utils/background/qr/page-qr';
import { LOOKUP_LIMITS } from '@/utils/lookup/limits';
import { PAGE_PORT, type PagePortReply, type PageVerdicts } from '@/utils/page-port';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import type { FaultInput } from '../emulator/faults';
import { drain, settle, testHttp, useEmulator } from '../support/emulator';
import { createTestEngine } from '../support/engine';

const emulator = useEmulator();
const MINUTE = 60_000;
const SCAM = 'paypa1-secure-login.com';

const FAULTS: FaultInput[] = [
  { mode: 'rate-limit' },
  { mode: 'rate-limit', retryAfter: '30' },
  { mode: 'server-error' },
  { mode: 'hang' },
  { mode: 'malformed-json' },
  { mode: 'wrong-shape' },
];

const lookupTimes = () =>
  emulator.current.log.filter((entry) => entry.path === '/api/v1/check').map((e) => e.time);

/**
 * One page's port as the background sees it: what it posts back is kept for the test. Like the
 * content script, the page asks again for values paused by an outage once it hears `ready`
 * (its items are on screen the whole time).
 */
function connectPage(tabId: number) {
  const replies: PageVerdicts[] = [];
  let onMessage: (raw: unknown) => void = () => {};
  let paused: string[] = [];
  const ask = (values: string[], priority: 'visible' | 'page' = 'visible') =>
    onMessage({ type: 'ask', [priority]: values });
  const port = {
    name: PAGE_PORT,
    sender: { id: browser.runtime.id, tab: { id: tabId, incognito: false } },
    postMessage: (reply: PagePortReply) => {
      if (reply.type === 'ready') {
        const again = paused;
        paused = [];
        if (again.length > 0) ask(again);
        return;
      }
      replies.push(reply);
      paused.push(...(reply.paused ?? []));
    },
    onMessage: { addListener: (listener: typeof onMessage) => (onMessage = listener) },
    onDisconnect: { addListener: () => {} },
  };
  connectListener(port);
  return {
    ask,
    risky: () => replies.flatMap((reply) => reply.risky.map(([value]) => value)),
    settled: () => replies.flatMap((reply) => reply.settled),
  };
}

let connectListener: (port: unknown) => void;

/** The real engine and client against the emulator, the page-port listener on top. */
function background() {
  const parts = createTestEngine({
    lookupBase: emulator.current.url,
    http: { ...testHttp, timeoutMs: LOOKUP_LIMITS.timeoutMs },
  });
  vi.spyOn(browser.runtime.onConnect, 'addListener').mockImplementation((listener) => {
    connectListener = listener as typeof connectListener;
  });
  listenForPagePorts({
    engine: parts.engine,
    state: async () => ({
      settings: DEFAULT_SETTINGS,
      secrets: { apiKey: '', lookupApiKey: '' },
      trusted: new Set(),
      ignoredSites: new Set(),
    }),
    autoReveal: createAutoReveal({
      engine: parts.engine,
      fetchHop: async () => ({ status: 404, location: null }),
      ownShortLinkHost: async () => null,
    }),
    pageQr: createPageQr({
      engine: parts.engine,
      readQr: async () => ({ ok: true, codes: [] }),
      defaultRegion: async () => null,
    }),
    sender: async () => null,
  });
  return parts;
}

/** Time passes as in life: a new page of values every 5 s, real I/O settled in between. */
async function browse(
  scheduler: ReturnType<typeof background>['scheduler'],
  ms: number,
  onPage: (index: number) => void = () => {},
) {
  for (let at = 0; at < ms; at += 5_000) {
    onPage(at / 5_000);
    await settle(scheduler);
    await vi.advanceTimersByTimeAsync(5_000);
    await settle(scheduler);
  }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a two-minute outage, then recovery', { timeout: 60_000 }, () => {
  it.each(FAULTS)('%o: one 5-minute stop, and no hole left behind', async (fault) => {
    const { scheduler, backoff } = background();
    emulator.current.setFault({ ...fault, target: 'lookup' });
    const outageStart = Date.now();
    const openTab = connectPage(1);
    openTab.ask([SCAM, 'first-screen.com']);
    await browse(scheduler, 2 * MINUTE, (index) =>
      connectPage(10 + index).ask([`new-${index}.com`]),
    );
    const sentDuringOutage = lookupTimes().length;
    expect(sentDuringOutage).toBeLessThanOrEqual(6);
    const trippedAt = backoff.snapshot().trippedAt;
    expect(trippedAt).toBeGreaterThan(outageStart);

    // The service is back. A page opened again now, while Linkwise still waits out the stop.
    emulator.current.setFault(null);
    const reopened = connectPage(2);
    reopened.ask([SCAM]);
    await browse(scheduler, 5 * MINUTE);
    await drain(scheduler);
    await vi.advanceTimersByTimeAsync(100);

    // One trip: requests in flight when the circuit opened did not double it.
    const resumedAt = lookupTimes()[sentDuringOutage];
    expect(resumedAt).toBeDefined();
    expect(resumedAt! - trippedAt).toBeLessThanOrEqual(LOOKUP_LIMITS.circuitFirstMs + 1_000);
    // Neither the tab left open nor the page opened again keeps a hole: the scam is answered
    // risky, never "settled" as if it had been answered.
    for (const page of [openTab, reopened]) {
      expect(page.risky()).toContain(SCAM);
      expect(page.settled()).not.toContain(SCAM);
    }
    expect(openTab.settled()).toContain('first-screen.com');
    expect(backoff.blockedForMs()).toBe(0);
  });
});
