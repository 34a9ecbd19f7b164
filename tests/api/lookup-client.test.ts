// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkValue } from '@/utils/api/lookup';
import { testHttp, useEmulator } from '../support/emulator';

const emulator = useEmulator();
const config = () => ({ baseUrl: emulator.current.url });

describe('checkValue against the emulator', () => {
  it('returns a found record with the fields as sent', async () => {
    const result = await checkValue(config(), 'paypa1-secure-login.com', testHttp);
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'found',
        record: {
          query: 'paypa1-secure-login.com',
          data: {
            type: 'domain',
            risk: { score: 98, level: 'CRITICAL' },
            reports: 412,
            status: 'verified_scam',
            last_updated: '2026-10-30T14:05:09.123Z',
          },
        },
      },
    });
    expect(emulator.current.log[0]?.query).toEqual({ q: 'paypa1-secure-login.com' });
  });

  it('keeps unknown levels and statuses instead of rejecting them', async () => {
    const result = await checkValue(config(), 'odd-level-deals.com', testHttp);
    expect(result.ok && result.value.kind === 'found' && result.value.record.data).toMatchObject({
      risk: { level: 'SEVERE' },
      status: 'community_flagged',
    });
  });

  it.each([200, 404])('understands the no-record body with status %i', async (status) => {
    emulator.current.state.noRecordStatus = status;
    const result = await checkValue(config(), 'wikipedia.org', testHttp);
    expect(result).toEqual({
      ok: true,
      value: { kind: 'no-record', message: 'No public records found for this value.' },
    });
  });

  it('sends a phone number with its plus sign intact', async () => {
    const result = await checkValue(config(), '+18005550199', testHttp);
    expect(result.ok && result.value.kind).toBe('found');
    expect(emulator.current.log[0]?.query.q).toBe('+18005550199');
  });

  it('sends no credentials unless a lookup key is configured', async () => {
    await checkValue(config(), 'example.com', testHttp);
    await checkValue({ ...config(), lookupKey: 'lookup-only' }, 'example.com', testHttp);
    expect(emulator.current.log.map((entry) => entry.headers.authorization)).toEqual([
      undefined,
      'Bearer lookup-only',
    ]);
  });

  it.each([
    [
      { mode: 'rate-limit', retryAfter: '7' },
      { kind: 'rate-limited', retryAfterMs: 7000 },
    ],
    [{ mode: 'server-error' }, { kind: 'server-error', status: 500 }],
    [{ mode: 'hang' }, { kind: 'timeout' }],
    [{ mode: 'malformed-json' }, { kind: 'unexpected-response' }],
    [{ mode: 'wrong-shape' }, { kind: 'unexpected-response' }],
  ] as const)('maps fault %o to %o', async (fault, failure) => {
    emulator.current.setFault(fault);
    const result = await checkValue(config(), 'example.com', testHttp);
    expect(result).toMatchObject({ ok: false, failure });
  });

  it('maps a missing q (400) to bad-request', async () => {
    const result = await checkValue(config(), ' ', testHttp);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'bad-request', status: 400 } });
  });

  it('reports a closed port as unreachable', async () => {
    const result = await checkValue({ baseUrl: 'http://127.0.0.1:9' }, 'example.com', testHttp);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unreachable' } });
  });
});

describe('checkValue with hostile strings', () => {
  it('keeps a record whose strings are HTML, very long or unusual unicode, shortening overlong ones', async () => {
    const result = await checkValue(config(), 'hostile-strings-test.net', testHttp);
    expect(result.ok && result.value.kind).toBe('found');
    if (!result.ok || result.value.kind !== 'found') return;
    const { data } = result.value.record;
    expect(data.risk.level).toBe('<img src=x onerror=alert(1)>');
    expect(data.status.startsWith('<b>bold</b> very long status')).toBe(true);
    expect(data.status.length).toBe(200);
    expect(data.status.endsWith('…')).toBe(true);
  });
});
