import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { Crop, QrCode, QrRead } from './qr-schemas';

/**
 * Reads the QR codes in one image, in an extension document (Chrome's offscreen document,
 * Firefox's background page): never in a page's world. The decoder is zxing-cpp compiled to
 * wasm (zxing-wasm), loaded from the package's own file: it read 123 of zxing-cpp's 137 QR test
 * images where @paulmillr/qr read 73 and jsQR 95 (BENCHMARKS.md).
 */

/** Bigger images are refused: a decode's memory grows with the pixels. */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_PIXELS = 4096 * 4096;
/** Codes smaller than this (in pixels) are enlarged before reading: small screen codes. */
const SMALL_SIDE = 240;

/**
 * The decoder's wasm, a file of the package in both browsers (build/package-files.ts copies it
 * from zxing-wasm): nothing is fetched from elsewhere, and no bundle carries it inlined as text.
 */
export const QR_WASM_FILE = 'zxing_reader.wasm';

let prepared = false;
function prepare(): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: { locateFile: () => new URL(`/${QR_WASM_FILE}`, location.href).href },
  });
}

export async function readQrImage(image: string, crop?: Crop): Promise<QrRead> {
  prepare();
  const blob = await imageBytes(image);
  if (blob === 'unreachable' || blob === 'too-large') return { ok: false, reason: blob };
  const source = await decodedImage(blob).catch(() => null);
  if (!source) return { ok: false, reason: 'not-an-image' };
  // An SVG is drawn whole: its own coordinates are not pixels to crop by.
  if (crop && source instanceof HTMLImageElement) return { ok: false, reason: 'not-an-image' };
  const area = crop ?? { x: 0, y: 0, width: source.width, height: source.height };
  if (area.width * area.height > MAX_PIXELS || area.width < 1 || area.height < 1)
    return { ok: false, reason: 'too-large' };
  // As drawn first; a small image once more enlarged, so its modules are 2+ pixels.
  let codes = await readAt(source, area, 1);
  if (codes.length === 0 && Math.max(area.width, area.height) < SMALL_SIDE)
    codes = await readAt(source, area, 3);
  return { ok: true, codes };
}

/**
 * The image's bytes. A web image is fetched as an anonymous request (no cookies, no referrer),
 * as any image is: it is the page's own image, so its host already served it to this browser.
 */
async function imageBytes(image: string): Promise<Blob | 'unreachable' | 'too-large'> {
  try {
    const response = await fetch(image, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'force-cache',
    });
    if (!response.ok) return 'unreachable';
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) return 'too-large';
    const blob = await response.blob();
    return blob.size > MAX_BYTES ? 'too-large' : blob;
  } catch {
    return 'unreachable';
  }
}

/** The codes in (a part of) the image drawn at `scale`, in the image's own pixels. */
async function readAt(
  source: ImageBitmap | HTMLImageElement,
  area: Crop,
  scale: number,
): Promise<QrCode[]> {
  const width = Math.round(area.width * scale);
  const height = Math.round(area.height * scale);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return [];
  // A quiet zone of white around the code: transparent pixels read as black otherwise.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = false;
  if (source instanceof HTMLImageElement) context.drawImage(source, 0, 0, width, height);
  else context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const results = await readBarcodes(context.getImageData(0, 0, width, height), {
    formats: ['QRCode', 'MicroQRCode'],
    tryHarder: true,
    tryInvert: true,
    maxNumberOfSymbols: 32,
  });
  return results
    .filter((result) => result.isValid && result.text)
    .map((result) => ({
      text: result.text.slice(0, 8192),
      at: {
        x: area.x + result.position.topLeft.x / scale,
        y: area.y + result.position.topLeft.y / scale,
      },
    }));
}

/** SVGs are drawn this large on their longer side: codes in them have no pixels of their own. */
const SVG_SIDE = 800;

/**
 * A raster image through createImageBitmap; an SVG through an <img> (bitmaps refuse SVG) at a
 * size of our choosing, since one with only a viewBox has no size of its own.
 */
async function decodedImage(blob: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (!blob.type.includes('svg')) return createImageBitmap(blob);
  const ratio = svgRatio(await blob.text());
  const url = URL.createObjectURL(blob);
  try {
    const element = new Image(
      ratio >= 1 ? SVG_SIDE : Math.round(SVG_SIDE * ratio),
      ratio >= 1 ? Math.round(SVG_SIDE / ratio) : SVG_SIDE,
    );
    element.src = url;
    // decode() has rejected SVGs that then load and draw (the first ones in a fresh document):
    // the load event decides.
    await element.decode().catch(() => loaded(element));
    return element;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function loaded(element: HTMLImageElement): Promise<void> {
  if (element.complete && element.naturalWidth > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    element.onload = () => resolve();
    element.onerror = () => reject(new Error('not an image'));
  });
}

/** Width over height from the SVG's viewBox (or its width and height), 1 when it gives none. */
function svgRatio(svg: string): number {
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  const width = Number(box?.[1]);
  const height = Number(box?.[2]);
  return width > 0 && height > 0 ? width / height : 1;
}
