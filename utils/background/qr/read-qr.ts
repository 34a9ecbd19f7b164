import { type Crop, type QrRead, QrReadSchema } from '../../qr/qr-schemas';
import { readQrImage } from '../../qr/read-image';
import { closeOffscreen, sendToOffscreen } from '../wiring/offscreen';

/**
 * A read not answered in this long is given up: a picture built to stall the decoder (an SVG
 * that takes the renderer minutes) must not hold every later read — or, in Chrome, the
 * offscreen document that also copies short links — behind it.
 */
export const QR_READ_TIMEOUT_MS = 20_000;

const TOO_SLOW: QrRead = { ok: false, reason: 'too-slow' };

/**
 * Reads the QR codes in an image where extension documents run: Chrome's service worker has no
 * DOM to draw an image in, so its offscreen document decodes; Firefox's background page decodes
 * itself. Either way the decoder and its wasm load there, never in a page or the content script.
 */
export async function readQr(image: string, crop?: Crop): Promise<QrRead> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<QrRead>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), QR_READ_TIMEOUT_MS);
  });
  const read = await Promise.race([readWhereDecodingRuns(image, crop), gaveUp]);
  clearTimeout(timer);
  // Chrome: the next read (or copy) gets a fresh offscreen document, not the stalled one.
  if (read === TOO_SLOW && !import.meta.env.FIREFOX) await closeOffscreen();
  return read;
}

async function readWhereDecodingRuns(image: string, crop?: Crop): Promise<QrRead> {
  if (import.meta.env.FIREFOX) return readQrImage(image, crop);
  // A fresh offscreen document's first messages can go unanswered (seen in a new browser:
  // `undefined` for the first reads, every one answered a moment later): asked again, briefly,
  // before a good picture is taken for no picture.
  for (let attempt = 1; ; attempt++) {
    const reply = QrReadSchema.safeParse(
      await sendToOffscreen({ type: 'offscreen:qr', image, crop }).catch(() => null),
    );
    if (reply.success) return reply.data;
    if (attempt >= OFFSCREEN_ATTEMPTS) return { ok: false, reason: 'not-an-image' };
    await new Promise((resolve) => setTimeout(resolve, attempt * OFFSCREEN_RETRY_MS));
  }
}

const OFFSCREEN_ATTEMPTS = 4;
const OFFSCREEN_RETRY_MS = 250;
