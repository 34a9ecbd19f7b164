import { afterEach, describe, expect, it, vi } from 'vitest';

const offscreen = vi.hoisted(() => ({
  sendToOffscreen: vi.fn<(message: unknown) => Promise<unknown>>(),
  closeOffscreen: vi.fn(async () => undefined),
}));
vi.mock('@/utils/background/wiring/offscreen', () => offscreen);

import { QR_READ_TIMEOUT_MS, readQr } from '@/utils/background/qr/read-qr';

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('reading a picture where decoding runs', () => {
  it('gives up on a read that stalls, says so, and starts the next one in a fresh document', async () => {
    vi.useFakeTimers();
    offscreen.sendToOffscreen.mockReturnValueOnce(new Promise(() => {}));
    const read = readQr('data:image/svg+xml,<svg/>');
    await vi.advanceTimersByTimeAsync(QR_READ_TIMEOUT_MS - 1);
    expect(offscreen.closeOffscreen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toEqual({ ok: false, reason: 'too-slow' });
    expect(offscreen.closeOffscreen).toHaveBeenCalledTimes(1);
  });

  it('a read in time is answered as the document answers it; a reply of another form is no image', async () => {
    vi.useFakeTimers();
    offscreen.sendToOffscreen.mockResolvedValueOnce({
      ok: true,
      codes: [{ text: 'https://example.org/', at: { x: 1, y: 2 } }],
    });
    expect(await readQr('https://cdn.example/a.png')).toMatchObject({ ok: true });
    offscreen.sendToOffscreen.mockResolvedValue({ ok: 'yes', codes: '<b>' });
    const read = readQr('https://cdn.example/b.png');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await read).toEqual({ ok: false, reason: 'not-an-image' });
    // Asked four times in all (a fresh document's first answers can be missing), then no image.
    expect(offscreen.sendToOffscreen).toHaveBeenCalledTimes(1 + 4);
    expect(offscreen.closeOffscreen).not.toHaveBeenCalled();
  });

  it("a fresh offscreen document's unanswered first message is asked again, and read", async () => {
    vi.useFakeTimers();
    offscreen.sendToOffscreen.mockResolvedValueOnce(undefined).mockResolvedValueOnce({
      ok: true,
      codes: [{ text: 'https://example.org/', at: { x: 0, y: 0 } }],
    });
    const read = readQr('data:image/svg+xml,<svg/>');
    await vi.advanceTimersByTimeAsync(250);
    expect(await read).toMatchObject({ ok: true, codes: [{ text: 'https://example.org/' }] });
  });
});
