// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPageQr, QR_READS_PER_MINUTE } from '@/utils/background/qr/page-qr';
import type { LookupEngine } from '@/utils/lookup/engine';
import type { QrRead } from '@/utils/qr/qr-schemas';

const PAGE = { priority: 'visible' as const, tabId: 1 };

/** An engine where parcel-fee.top is HIGH and +18005550199 CRITICAL; the values asked are kept. */
function setup(codes: Record<string, string[]>) {
  let clock = 0;
  const asked: string[] = [];
  const reads: string[] = [];
  const readAt: number[] = [];
  const engine = {
    check: async (value: string) => {
      asked.push(value);
      const level = { 'parcel-fee.top': 'HIGH', '+18005550199': 'CRITICAL' }[value];
      return level
        ? { kind: 'risky', value, valueKind: 'domain', level, severity: level === 'HIGH' ? 3 : 4 }
        : { kind: 'no-record', value, valueKind: 'domain' };
    },
  } as unknown as LookupEngine;
  const pageQr = createPageQr({
    engine,
    readQr: async (image): Promise<QrRead> => {
      reads.push(image);
      readAt.push(clock + Date.now());
      const texts = codes[image];
      return texts
        ? { ok: true, codes: texts.map((text) => ({ text, at: { x: 0, y: 0 } })) }
        : { ok: false, reason: 'unreachable' };
    },
    defaultRegion: async () => null,
    now: () => clock + Date.now(),
  });
  return { pageQr, asked, reads, readAt, tick: (ms: number) => (clock += ms) };
}

describe('QR codes in a page’s images', () => {
  it('an image is answered with the worst verdict among its codes, looked up by bare value', async () => {
    const { pageQr, asked } = setup({
      'https://cdn.example/a.png': ['https://parcel-fee.top/pay?x=1', 'tel:+18005550199'],
    });
    const verdict = await pageQr.verdictFor('qr:https://cdn.example/a.png', PAGE);
    expect(verdict).toMatchObject({ kind: 'risky', value: '+18005550199', level: 'CRITICAL' });
    expect(asked).toEqual(['parcel-fee.top', '+18005550199']);
  });

  it('an image without a code, or out of reach, is settled; each image is read once an hour', async () => {
    const { pageQr, reads, tick } = setup({ 'https://cdn.example/photo.jpg': [] });
    const photo = await pageQr.verdictFor('qr:https://cdn.example/photo.jpg', PAGE);
    expect(photo.kind).toBe('unavailable');
    expect(photo.kind === 'unavailable' && photo.failure.kind).toBe('invalid-input');
    await pageQr.verdictFor('qr:https://cdn.example/photo.jpg', PAGE);
    expect(reads).toHaveLength(1);
    tick(60 * 60 * 1000);
    await pageQr.verdictFor('qr:https://cdn.example/photo.jpg', PAGE);
    expect(reads).toHaveLength(2);
  });

  it('a picture that could not be read is tried again after a minute, not an hour', async () => {
    const { pageQr, reads, tick } = setup({});
    await pageQr.verdictFor('qr:https://cdn.example/unreachable.png', PAGE);
    await pageQr.verdictFor('qr:https://cdn.example/unreachable.png', PAGE);
    expect(reads).toHaveLength(1);
    tick(60 * 1000);
    await pageQr.verdictFor('qr:https://cdn.example/unreachable.png', PAGE);
    expect(reads).toHaveLength(2);
  });

  it(`reads at most ${QR_READS_PER_MINUTE} images a minute; the rest wait their turn`, async () => {
    vi.useFakeTimers();
    try {
      const { pageQr, readAt } = setup({});
      const asked = Promise.all(
        Array.from({ length: QR_READS_PER_MINUTE + 10 }, (_, i) =>
          pageQr.verdictFor(`qr:https://cdn.example/${i}.png`, PAGE),
        ),
      );
      await vi.advanceTimersByTimeAsync(1_000);
      expect(readAt).toHaveLength(QR_READS_PER_MINUTE);
      await vi.advanceTimersByTimeAsync(60_000);
      await asked;
      expect(readAt).toHaveLength(QR_READS_PER_MINUTE + 10);
      expect(
        Math.min(...readAt.slice(QR_READS_PER_MINUTE)) - Math.min(...readAt),
      ).toBeGreaterThanOrEqual(60_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a code the page drew is read from the picture it hands over, once per picture', async () => {
    const scam = 'data:image/png;base64,c2NhbQ==';
    const clean = 'data:image/png;base64,Y2xlYW4=';
    const { pageQr, reads } = setup({
      [scam]: ['https://parcel-fee.top/drawn'],
      [clean]: ['https://example.org/'],
    });
    const pictures: Record<number, string | null> = { 0: scam, 1: clean, 2: scam, 3: null };
    const handedOver: number[] = [];
    const page = {
      ...PAGE,
      drawnPicture: async (index: number) => {
        handedOver.push(index);
        return pictures[index] ?? null;
      },
    };
    expect(await pageQr.verdictFor('qr:#0', page)).toMatchObject({ kind: 'risky', level: 'HIGH' });
    expect(await pageQr.verdictFor('qr:#1', page)).toMatchObject({ kind: 'no-record' });
    // The same picture drawn again (another canvas, or a reload): known by its content.
    expect(await pageQr.verdictFor('qr:#2', page)).toMatchObject({ kind: 'risky' });
    expect(reads).toEqual([scam, clean]);
    // Nothing handed over (gone from the page, a canvas of another site's pixels): settled.
    const gone = await pageQr.verdictFor('qr:#3', page);
    expect(gone.kind === 'unavailable' && gone.failure.kind).toBe('invalid-input');
    expect(handedOver).toEqual([0, 1, 2, 3]);
    // Without a way to have it handed over, a drawn code is settled unread.
    const unread = await pageQr.verdictFor('qr:#0', PAGE);
    expect(unread.kind === 'unavailable' && unread.failure.kind).toBe('invalid-input');
    expect(reads).toHaveLength(2);
  });

  it('a page of a thousand drawn codes has a minute’s pictures handed over, the rest later', async () => {
    vi.useFakeTimers();
    try {
      const { pageQr } = setup({});
      const handedOver: number[] = [];
      const page = {
        ...PAGE,
        drawnPicture: async (index: number) => {
          handedOver.push(index);
          return `data:image/png;base64,${btoa(String(index))}`;
        },
      };
      const answers = Array.from({ length: 1_000 }, (_, i) => pageQr.verdictFor(`qr:#${i}`, page));
      await vi.advanceTimersByTimeAsync(1_000);
      // Nothing is taken from the page before its read has a slot.
      expect(handedOver).toHaveLength(QR_READS_PER_MINUTE);
      const settled = await Promise.race([
        Promise.all(answers.slice(-100)),
        new Promise((resolve) => setTimeout(resolve, 10)),
      ]);
      // Past the queue's bound, a picture is answered "later" at once (asked again when near).
      expect(
        (settled as Array<{ kind: string; failure?: { kind: string } }>).every(
          (verdict) => verdict.kind === 'unavailable' && verdict.failure?.kind === 'cancelled',
        ),
      ).toBe(true);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      await Promise.all(answers);
    } finally {
      vi.useRealTimers();
    }
  });
});
