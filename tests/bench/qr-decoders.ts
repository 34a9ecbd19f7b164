import decodeQR from '@paulmillr/qr/decode.js';
import jsQR from 'jsqr';
import { readQrImage } from '../../utils/qr/read-image';

/**
 * Bundled for the QR decode benchmark's page (qr-decode.ts): Linkwise's own reader (zxing-wasm,
 * the code the offscreen document runs) beside the two pure-JS candidates, on one image address.
 */
async function pixels(url: string): Promise<ImageData> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

type Decoded = { texts: string[]; ms: number };

async function timed(read: () => Promise<string[]> | string[]): Promise<Decoded> {
  const start = performance.now();
  let texts: string[] = [];
  try {
    texts = await read();
  } catch {
    texts = [];
  }
  return { texts, ms: performance.now() - start };
}

(globalThis as unknown as { decodeAll: unknown }).decodeAll = async (url: string) => {
  const image = await pixels(url);
  return {
    linkwise: await timed(async () => {
      const read = await readQrImage(url);
      return read.ok ? read.codes.map((code) => code.text) : [];
    }),
    paulmillr: await timed(() => [decodeQR(image)]),
    jsqr: await timed(() => {
      const found = jsQR(image.data, image.width, image.height, {
        inversionAttempts: 'attemptBoth',
      });
      return found ? [found.data] : [];
    }),
  };
};
