// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkQrRead, qrCardReport } from '@/utils/background/qr/check-qr';
import type { HandlerDeps } from '@/utils/background/wiring/deps';
import type { QrRead } from '@/utils/qr/qr-schemas';

/** Fake deps: every value has a record when it names parcel-fee.top; the values asked are kept. */
function fakeDeps() {
  const asked: string[] = [];
  const deps = {
    state: async () => ({ settings: { defaultPhoneRegion: null } }),
    engine: {
      check: async (value: string) => {
        asked.push(value);
        return value.includes('parcel-fee')
          ? { kind: 'risky', value, valueKind: 'domain', level: 'HIGH', score: 84, reports: 57 }
          : { kind: 'no-record', value, valueKind: 'domain' };
      },
    },
  } as unknown as HandlerDeps;
  return { deps, asked };
}

const read = (...texts: string[]): QrRead => ({
  ok: true,
  codes: texts.map((text) => ({ text, at: { x: 0, y: 0 } })),
});

describe('checking what QR codes hold', () => {
  it('asks only bare values: a wrapped link by its destination host, a phone by its number', async () => {
    const { deps, asked } = fakeDeps();
    const wrapped = `https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent('https://parcel-fee.top/pay?ref=1#x')}&data=abc`;
    const scan = await checkQrRead(read(wrapped, 'tel:+18005550199', wrapped), deps, {
      feature: 'context-menu',
    });
    expect(asked).toEqual(['parcel-fee.top', '+18005550199']);
    expect(scan.findings.map((finding) => finding.kind)).toEqual(['web', 'phone']);
    expect(scan.findings[0]).toMatchObject({ host: 'parcel-fee.top' });
    expect(qrCardReport(scan).verdicts.map((verdict) => verdict.kind)).toEqual([
      'risky',
      'no-record',
    ]);
  });

  it('a Wi-Fi code and plain words are shown, not looked up', async () => {
    const { deps, asked } = fakeDeps();
    const scan = await checkQrRead(read('WIFI:S:Home;T:WPA;P:secret;;', 'Table 12'), deps, {
      feature: 'popup',
    });
    expect(asked).toEqual([]);
    expect(scan.findings.map((finding) => finding.text)).toEqual(['Home', 'Table 12']);
    expect(JSON.stringify(scan)).not.toContain('secret');
    expect(qrCardReport(scan).notes?.at(-1)).toContain('Nothing in it can be checked');
  });

  it('an image with no code, or none to be had, says so in words', async () => {
    const { deps } = fakeDeps();
    const none = await checkQrRead(read(), deps, { feature: 'context-menu' });
    expect(none.problem).toBe('No QR code found in this image.');
    expect(qrCardReport(none).refusal).toBe(none.problem);
    const inTab = await checkQrRead(read(), deps, { feature: 'popup', fromTab: true });
    expect(inTab.problem).toContain('visible part of this tab');
    const far = await checkQrRead({ ok: false, reason: 'unreachable' }, deps, {
      feature: 'context-menu',
    });
    expect(far.problem).toContain('could not get this image');
    const stalled = await checkQrRead({ ok: false, reason: 'too-slow' }, deps, {
      feature: 'context-menu',
    });
    expect(stalled.problem).toBe(
      'Reading this image took too long, so Linkwise stopped. Try “Scan this tab for QR codes” in the Linkwise popup.',
    );
  });
});
