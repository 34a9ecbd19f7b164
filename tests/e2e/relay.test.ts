import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busiestWindow } from '../bench/stats';
import { type Emulator, startEmulator } from '../emulator/server';
import { corpusTraces, runFleet, summariseAnswers } from '../support/fleet';
import { type Relay, startRelay } from '../support/relay';
import { emulatorControl } from './emulator-control';

/**
 * The organisation relay (deploy/relay): Debian's nginx between its own emulator and simulated
 * browsers running Linkwise's real engine. The bench (tests/bench/relay-fleet.ts) runs 50 and
 * 500 browsers with two-minute outages; this keeps the same promises in about two minutes.
 */
let emulator: Emulator;
let relay: Relay;
const lookups = () => emulator.log.filter((entry) => entry.path === '/api/v1/check');
const ask = (value: string, init?: RequestInit) =>
  fetch(`${relay.url}/api/v1/check?q=${encodeURIComponent(value)}`, init);

beforeAll(async () => {
  emulator = await startEmulator();
  relay = await startRelay({ upstream: emulator.url, noneTtl: '2s' });
});
afterAll(async () => {
  await relay?.stop();
  await emulator?.close();
});

describe('the organisation relay (nginx)', () => {
  it('sends the service one request per value, however many browsers ask at once', async () => {
    const spellings = ['Shared-Value.example', 'shared-value.example', 'shared-value.example.'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ask(spellings[i % 3]!).then((r) => r.json())),
    );
    expect(answers.every((answer) => answer.found === false)).toBe(true);
    expect(lookups().map((entry) => entry.query.q)).toEqual(['shared-value.example']);
  });

  it('passes on the value and nothing of the browser: no address, cookie or header', async () => {
    const before = lookups().length;
    const response = await fetch(
      `${relay.url}/api/v1/check?q=paypa1-secure-login.com&tab=7&page=https://mail.example/inbox`,
      {
        headers: {
          Cookie: 'session=secret',
          Authorization: 'Bearer corp-key',
          'X-Forwarded-For': '10.1.2.3',
          'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
          Origin: 'chrome-extension://abcdefghijklmnop',
        },
      },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.risk.level).toBe('CRITICAL');
    const [sent] = lookups().slice(before);
    expect(sent?.query).toEqual({ q: 'paypa1-secure-login.com' });
    expect(sent?.headers).toMatchObject({ userAgent: 'linkwise-relay' });
    expect(sent?.headers.names).toEqual(['accept', 'host', 'user-agent']);
    // Health, refusals, and a log that holds no value.
    expect(await (await fetch(`${relay.url}/health`)).json()).toMatchObject({ status: 'ok' });
    expect((await fetch(`${relay.url}/api/v1/check`)).status).toBe(400);
    expect((await ask('x'.repeat(400))).status).toBe(400);
    expect((await ask('a.example', { method: 'POST' })).status).toBe(403);
    expect((await fetch(`${relay.url}/admin`)).status).toBe(404);
    const log = await readFile(join(relay.runDir, 'logs/access.log'), 'utf8');
    expect(log.split('\n').length).toBeGreaterThan(30);
    expect(log).not.toMatch(/paypa1|shared-value|10\.1\.2\.3|127\.0\.0\.1/);
  });

  it('sends the organisation’s key when it has one, never a browser’s', async () => {
    const keyFile = join(relay.runDir, '..', `relay-key-${process.pid}`);
    await writeFile(keyFile, 'org-key-4f9a2c71\n', { mode: 0o600 });
    const keyed = await startRelay({ upstream: emulator.url, keyFile });
    try {
      const before = lookups().length;
      await fetch(`${keyed.url}/api/v1/check?q=keyed-question.example`, {
        headers: { Authorization: 'Bearer a-browser-key' },
      });
      const [sent] = lookups().slice(before);
      expect(sent?.headers.authorization).toBe('Bearer org-key-4f9a2c71');
      expect(sent?.headers.names).toEqual(['accept', 'authorization', 'host', 'user-agent']);
    } finally {
      await keyed.stop();
      await rm(keyFile, { force: true });
    }
  });

  it('keeps a found record, asks again about "no record" after its shorter time', async () => {
    await ask('paypa1-secure-login.com');
    await ask('fresh-question.example');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const before = lookups().length;
    expect((await ask('paypa1-secure-login.com')).headers.get('x-relay-cache')).toBe('HIT');
    expect((await ask('fresh-question.example')).headers.get('x-relay-cache')).toBe('EXPIRED');
    expect(
      lookups()
        .slice(before)
        .map((entry) => entry.query.q),
    ).toEqual(['fresh-question.example']);
  });

  it('holds a fleet of 50 to the rate; in an outage: stale answers or 429 + Retry-After, no storm', async () => {
    // A value the relay answered (kept 2 s here), asked again while the service fails. Asked
    // before the fleet starts: once it runs, the fleet's rate may refuse it.
    expect((await ask('stale-probe.example')).status).toBe(200);
    const from = Date.now();
    const traces = corpusTraces();
    const control = emulatorControl(emulator.url);
    // 40 s of browsing, then the service refuses (429) for 20 s and hangs for 20 s.
    const fleet = runFleet({
      relayUrl: relay.url,
      browsers: 50,
      traces,
      paceMs: 8_000,
      durationMs: 80_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 40_000));
    const outageFrom = Date.now();
    await control.setFault({ mode: 'rate-limit', target: 'lookup' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const staleWhileRefused = await ask('stale-probe.example');
    await new Promise((resolve) => setTimeout(resolve, 17_000));
    await control.setFault({ mode: 'hang', target: 'lookup' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const staleWhileHanging = await ask('stale-probe.example');
    const neverAnswered = await ask('never-answered.example');
    await new Promise((resolve) => setTimeout(resolve, 14_000));
    await control.setFault(null);
    const answers = await fleet;

    const arrivals = lookups()
      .filter((entry) => entry.time >= from)
      .map((entry) => entry.time);
    const normal = summariseAnswers(answers.filter((a) => a.at < outageFrom));
    const outage = summariseAnswers(answers.filter((a) => a.at >= outageFrom + 1_000));
    console.info(JSON.stringify({ arrivals: arrivals.length, normal, outage }));
    // The rate agreed with the operator (60 a minute), however the fleet asks.
    expect(busiestWindow(arrivals)).toBeLessThanOrEqual(60);
    expect(normal.browserRequests).toBeGreaterThan(100);
    expect(normal.cacheHitRatio).toBeGreaterThan(0);
    // During the outage: only answers (fresh or stale) and refusals that say when to come back.
    for (const stale of [staleWhileRefused, staleWhileHanging]) {
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-relay-cache')).toBe('STALE');
    }
    expect(neverAnswered.status).toBe(429);
    expect(neverAnswered.headers.get('retry-after')).toBe('60');
    expect(outage.otherStatuses).toEqual([]);
    expect(outage.refusedWithoutRetryAfter).toBe(0);
    // Browsers back off (Linkwise's own circuit): fewer asks than while the service answered.
    expect(outage.browserRequests / 40).toBeLessThan(normal.browserRequests / 40);
  }, 120_000);

  it('keeps its cache across a restart', async () => {
    await relay.stop();
    relay = await startRelay({ upstream: emulator.url, cacheDir: relay.cacheDir, noneTtl: '2s' });
    const before = lookups().length;
    const response = await ask('PAYPA1-secure-login.com');
    expect(response.headers.get('x-relay-cache')).toBe('HIT');
    expect((await response.json()).data.risk.level).toBe('CRITICAL');
    expect(lookups().length).toBe(before);
  });
});
