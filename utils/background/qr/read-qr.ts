import { type Crop, type QrRead, QrReadSchema } from '../../qr/qr-schemas';
import { readQrImage } from '../../qr/read-image';
import { sendToOffscreen } from '../wiring/offscreen';

/**
 * Reads the QR codes in an image where extension documents run: Chrome's service worker has no
 * DOM to draw an image in, so its offscreen document decodes; Firefox's background page decodes
 * itself. Either way the decoder and its wasm load there, never in a page or the content script.
 */
export async function readQr(image: string, crop?: Crop): Promise<QrRead> {
  if (import.meta.env.FIREFOX) return readQrImage(image, crop);
  const reply = QrReadSchema.safeParse(
    await sendToOffscreen({ type: 'offscreen:qr', image, crop }).catch(() => null),
  );
  return reply.success ? reply.data : { ok: false, reason: 'not-an-image' };
}
