import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { findBrowser } from '../e2e/browsers';

/**
 * QR decode rate on public test images, in headless Chromium: Linkwise's reader (zxing-wasm, as
 * the offscreen document runs it) beside @paulmillr/qr and jsQR, the pure-JS candidates.
 * zxing-cpp's own QR samples ship in tests/fixtures/qr (their expected text beside each image);
 * the BoofCV QR set (paulmillr/qr-code-vectors, 200 MB, not in the repository) is read from
 * LINKWISE_BOOFCV_DIR when set, counted as found when a decoder returns any code of an image
 * whose codes it lists (its files hold corners, not texts).
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/qr/zxing-cpp/', import.meta.url));
const ENTRY = fileURLToPath(new URL('./qr-decoders.ts', import.meta.url));
const WASM = fileURLToPath(
  new URL('../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', import.meta.url),
);
const LIBRARIES = ['linkwise', 'paulmillr', 'jsqr'] as const;
type Library = (typeof LIBRARIES)[number];

interface Sample {
  set: string;
  file: string;
  /** The text zxing-cpp's test expects, or the number of codes BoofCV lists. */
  expect: string | number;
}

const IMAGE = /\.(png|jpe?g|webp|gif)$/i;
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
};

function samples(): Sample[] {
  const found: Sample[] = [];
  for (const set of readdirSync(FIXTURES).sort()) {
    for (const file of readdirSync(join(FIXTURES, set)).sort()) {
      const text = join(FIXTURES, set, file.replace(IMAGE, '.txt'));
      if (IMAGE.test(file) && existsSync(text))
        found.push({
          set: `zxing-cpp/${set}`,
          file: join(FIXTURES, set, file),
          expect: readFileSync(text, 'utf8'),
        });
    }
  }
  const boof = process.env.LINKWISE_BOOFCV_DIR;
  if (boof && existsSync(boof)) {
    for (const set of readdirSync(boof).sort()) {
      for (const file of readdirSync(join(boof, set)).sort()) {
        if (!file.endsWith('.jpg')) continue;
        const corners = readFileSync(join(boof, set, file.replace('.jpg', '.txt')), 'utf8');
        const codes = corners.split('\n').filter((line) => /^\d/.test(line.trim())).length;
        found.push({ set: `boofcv/${set}`, file: join(boof, set, file), expect: codes });
      }
    }
  }
  return found;
}

export interface QrDecodeRow {
  set: string;
  images: number;
  linkwise: string;
  paulmillr: string;
  jsqr: string;
  'linkwise ms/image': number;
}

export async function benchQrDecode(): Promise<QrDecodeRow[]> {
  const bundle = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'error',
    // The decoder asks for /zxing_reader.wasm, as in the extension: served below.
  });
  const script = bundle.outputFiles[0]!.text;
  const list = samples();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end('<script src="/bench.js"></script>');
    }
    if (path === '/bench.js') {
      res.writeHead(200, { 'content-type': TYPES['.js']! });
      return void res.end(script);
    }
    const file = path === '/zxing_reader.wasm' ? WASM : list[Number(path.slice(1))]?.file;
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    });
    res.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await puppeteer.launch({
    executablePath: findBrowser('chromium'),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const totals = new Map<
      string,
      { images: number; codes: number; ms: number } & Record<Library, number>
    >();
    for (const [index, sample] of list.entries()) {
      const result = (await page.evaluate(
        (url) => (globalThis as unknown as { decodeAll: (u: string) => unknown }).decodeAll(url),
        `${base}/${index}`,
      )) as Record<Library, { texts: string[]; ms: number }>;
      const group = sample.set.startsWith('boofcv') ? 'boofcv (all)' : sample.set;
      for (const key of [group, sample.set.startsWith('boofcv') ? null : 'zxing-cpp (all)']) {
        if (!key) continue;
        const total = totals.get(key) ?? {
          images: 0,
          codes: 0,
          ms: 0,
          linkwise: 0,
          paulmillr: 0,
          jsqr: 0,
        };
        total.images++;
        total.codes += typeof sample.expect === 'number' ? sample.expect : 1;
        total.ms += result.linkwise.ms;
        for (const library of LIBRARIES) {
          const texts = result[library].texts;
          total[library] +=
            typeof sample.expect === 'number'
              ? Math.min(new Set(texts).size, sample.expect)
              : texts.includes(sample.expect)
                ? 1
                : 0;
        }
        totals.set(key, total);
      }
    }
    return [...totals.entries()].map(([set, total]) => {
      const rate = (found: number) =>
        `${found}/${total.codes} (${((100 * found) / total.codes).toFixed(1)} %)`;
      return {
        set,
        images: total.images,
        linkwise: rate(total.linkwise),
        paulmillr: rate(total.paulmillr),
        jsqr: rate(total.jsqr),
        'linkwise ms/image': Math.round((10 * total.ms) / total.images) / 10,
      };
    });
  } finally {
    await browser.close();
    server.close();
  }
}
