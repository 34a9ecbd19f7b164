import type { Page } from 'puppeteer-core';
import { startBenchBrowser } from './bench-browser';

/**
 * The cost of QR codes on an ordinary page, in real headless Chromium with the bench build: a
 * gallery of 50 pictures and 2 codes (one to a reported host, one to a reported phone), every
 * image square and large enough to be read. Measured: the content script's main-thread time on
 * the page (what the person's tab pays), how many images the decoder fetched and read, the time
 * until both codes were marked, and the background's time per image (the offscreen document's
 * read, fetch included, asked from the service worker as page-qr.ts does).
 */
const timing = async (page: Page) =>
  JSON.parse(
    (await page.evaluate(() => {
      document.dispatchEvent(new Event('linkwise-bench-timing'));
      return document.documentElement.dataset.linkwiseBench;
    })) ?? '{}',
  ) as { totalMs: number; longestMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Codes the page drew itself (/qr/drawn.html: a canvas, two inline SVGs, a background image,
 * and an icon and a wide canvas that are never read): the time until the three reported ones
 * are marked, the content script's main-thread time, and the round trip of one picture handed
 * over (the background's message, the frame's canvas export or SVG serialisation, the reply).
 */
async function benchDrawnCodes(
  page: Page,
  session: Awaited<ReturnType<typeof startBenchBrowser>>['session'],
  emulatorUrl: string,
) {
  const start = Date.now();
  await page.goto(`${emulatorUrl}/qr/drawn.html`);
  await page.waitForFunction(
    () => document.querySelectorAll('[id^="drawn-"][data-linkwise-risk]').length >= 3,
    { polling: 50, timeout: 60_000 },
  );
  const markedAfterMs = Date.now() - start;
  const content = await timing(page);
  const handOver = JSON.parse(
    (await session.evaluateInWorker(`(async () => {
      const [tab] = await chrome.tabs.query({ url: '${emulatorUrl}/qr/drawn.html' });
      const times = [];
      for (let round = 0; round < 5; round++) {
        for (const index of [0, 1, 2, 3]) {
          const started = performance.now();
          const picture = await chrome.tabs.sendMessage(tab.id, { type: 'linkwise:drawn-code', index }, { frameId: 0 });
          times.push({ ms: performance.now() - started, chars: picture ? picture.length : 0 });
        }
      }
      return JSON.stringify(times);
    })()`)) as string,
  ) as Array<{ ms: number; chars: number }>;
  return {
    page: 'drawn: canvas, 2 SVGs, a background',
    'images read': 4,
    'both codes marked after (ms)': markedAfterMs,
    'content script main thread (ms)': Math.round(content.totalMs * 10) / 10,
    'longest piece (ms)': Math.round(content.longestMs * 10) / 10,
    'background per picture, median (ms)':
      Math.round(median(handOver.map((entry) => entry.ms)) * 10) / 10,
    'background per picture, max (ms)':
      Math.round(Math.max(...handOver.map((entry) => entry.ms)) * 10) / 10,
    'background per code (ms)': `picture handed over: ${Math.max(...handOver.map((entry) => entry.chars))} chars at most`,
  };
}

/**
 * A chart-heavy page (/qr/charts.html: 40 square charts redrawn every 250 ms, and a drawn code
 * so the watch for redraws runs): the page's main-thread script time over 10 s, from 3 s after
 * load (Chromium's own count, every world of the page together: the page's drawing, Linkwise's
 * reading and its watch), and the pictures the background read meanwhile.
 */
async function benchChartPage(page: Page, emulatorUrl: string, log: Array<{ path: string }>) {
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  await page.goto(`${emulatorUrl}/qr/charts.html`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const script = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
      ?.value ?? 0) * 1000;
  const lookups = () => log.filter((entry) => entry.path === '/api/v1/check').length;
  const before = await script();
  const lookedUp = lookups();
  const content = await timing(page);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const after = await script();
  const contentAfter = await timing(page);
  await cdp.detach();
  return {
    page: 'charts: 40 redrawn every 250 ms, 10 s',
    'page script, all worlds (ms)': Math.round(after - before),
    'content script main thread (ms)':
      Math.round((contentAfter.totalMs - content.totalMs) * 10) / 10,
    'lookups meanwhile': lookups() - lookedUp,
  };
}

export async function benchQrPage() {
  const { emulator, session, page } = await startBenchBrowser('.output/bench-build');
  try {
    await page.bringToFront();
    const start = Date.now();
    await page.goto(`${emulator.url}/qr/gallery.html`);
    await page.waitForFunction(
      () => document.querySelectorAll('img[data-linkwise-risk]').length >= 2,
      { polling: 100, timeout: 60_000 },
    );
    const markedAfterMs = Date.now() - start;
    // Whatever is left to read (the images further down) is read meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const content = await timing(page);
    const images = emulator.log.filter((entry) => /^\/qr\/(code|photo)\./.test(entry.path));
    const readByDecoder = images.filter((entry) => !entry.headers.names.includes('referer'));

    const sources = await page.$$eval('img', (all) =>
      all.map((image) => ({ src: (image as HTMLImageElement).currentSrc, qr: image.id !== '' })),
    );
    const perImage = JSON.parse(
      (await session.evaluateInWorker(`(async () => {
        const sources = ${JSON.stringify(sources)};
        const times = [];
        for (const { src, qr } of sources) {
          const started = performance.now();
          await chrome.runtime.sendMessage({ type: 'offscreen:qr', image: src + '&again=' + Math.random() });
          times.push({ qr, ms: performance.now() - started });
        }
        return JSON.stringify(times);
      })()`)) as string,
    ) as Array<{ qr: boolean; ms: number }>;
    const photoMs = perImage.filter((entry) => !entry.qr).map((entry) => entry.ms);
    const codeMs = perImage.filter((entry) => entry.qr).map((entry) => entry.ms);
    const drawn = await benchDrawnCodes(page, session, emulator.url);
    const charts = await benchChartPage(page, emulator.url, emulator.log);
    return [
      {
        page: '50 pictures + 2 codes',
        'images read': readByDecoder.length,
        'both codes marked after (ms)': markedAfterMs,
        'content script main thread (ms)': Math.round(content.totalMs * 10) / 10,
        'longest piece (ms)': Math.round(content.longestMs * 10) / 10,
        'background per picture, median (ms)': Math.round(median(photoMs) * 10) / 10,
        'background per picture, max (ms)': Math.round(Math.max(...photoMs) * 10) / 10,
        'background per code (ms)': codeMs.map((ms) => Math.round(ms)).join(', '),
      },
      drawn,
      charts,
    ];
  } finally {
    await session.close();
    await emulator.close();
  }
}
