import type { ServerResponse } from 'node:http';
import qrcode from 'qrcode-generator';

/**
 * QR codes for the e2e pages, drawn by the emulator (qrcode-generator, the library the popup
 * uses to draw short links): `/qr/code.svg?text=…` with `ecc` (L/M/Q/H), `invert=1` (light on
 * dark), `logo=1` (a square over the middle, as brands do; use ecc=H) and `half=top|bottom`
 * (one half of the code, for a code split across two images); `/qr/code.gif?text=…&cell=N` a
 * raster one.
 */
type Ecc = 'L' | 'M' | 'Q' | 'H';

function matrix(text: string, ecc: Ecc): boolean[][] {
  const qr = qrcode(0, ecc);
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

export function qrSvg(params: URLSearchParams): string {
  const ecc = (params.get('ecc') ?? 'M') as Ecc;
  const cells = matrix(params.get('text') ?? '', ecc);
  const margin = 4;
  const size = cells.length + margin * 2;
  const [dark, light] = params.get('invert') === '1' ? ['#fff', '#111'] : ['#111', '#fff'];
  const path = cells
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x + margin} ${y + margin}h1v1h-1z` : '')))
    .join('');
  const logoSide = Math.round(cells.length * 0.22);
  const logoAt = (size - logoSide) / 2;
  const logo =
    params.get('logo') === '1'
      ? `<rect x="${logoAt}" y="${logoAt}" width="${logoSide}" height="${logoSide}" rx="1" fill="#e4572e"/>`
      : '';
  const half = params.get('half');
  const viewBox =
    half === 'top'
      ? `0 0 ${size} ${size / 2}`
      : half === 'bottom'
        ? `0 ${size / 2} ${size} ${size / 2}`
        : `0 0 ${size} ${size}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="${light}"/><path d="${path}" fill="${dark}"/>${logo}</svg>`;
}

/** The dark cells as a list of [x, y], for pages that draw the code themselves. */
export function qrCells(text: string): { size: number; dark: Array<[number, number]> } {
  const cells = matrix(text, 'M');
  const dark = cells.flatMap((row, y) =>
    row.flatMap((on, x): Array<[number, number]> => (on ? [[x, y]] : [])),
  );
  return { size: cells.length, dark };
}

/**
 * An ordinary picture (no code in it) for the gallery page: 160 × 160, smooth colour waves that
 * differ by `seed`, as an uncompressed BMP (every browser decodes it; no encoder needed here).
 */
export function photoBmp(seed: number, side = 160): Buffer {
  const rowBytes = Math.ceil((side * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowBytes * side);
  file.write('BM', 0);
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(side, 18);
  file.writeInt32LE(side, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowBytes * side, 34);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const at = 54 + y * rowBytes + x * 3;
      const wave = (k: number) =>
        Math.round(127 + 120 * Math.sin((x * (k + (seed % 5))) / 23 + (y * (k + 1)) / 31 + seed));
      file[at] = wave(1);
      file[at + 1] = wave(2);
      file[at + 2] = wave(3);
    }
  }
  return file;
}

export function serveQrImage(res: ServerResponse, pathname: string, params: URLSearchParams): void {
  if (pathname === '/qr/photo.bmp') {
    res.writeHead(200, { 'content-type': 'image/bmp', 'cache-control': 'max-age=3600' });
    return void res.end(photoBmp(Number(params.get('seed') ?? 0)));
  }
  if (pathname === '/qr/code.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    return void res.end(qrSvg(params));
  }
  const qr = qrcode(0, (params.get('ecc') ?? 'M') as Ecc);
  qr.addData(params.get('text') ?? '', 'Byte');
  qr.make();
  const cell = Math.min(20, Math.max(1, Number(params.get('cell') ?? 4)));
  const gif = Buffer.from(qr.createDataURL(cell, cell * 4).split(',')[1] ?? '', 'base64');
  res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'max-age=3600' });
  res.end(gif);
}
