import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { buildExtension } from '../e2e/build';
import { launchChromium } from '../e2e/chromium';
import { startEmulator } from '../emulator/server';

/**
 * `npm start`: builds Linkwise against a local emulator and shows it on the demo page. With a
 * display, Chromium opens for you to use; without one, the same scenario runs headless and
 * leaves screenshots and a summary in .output/demo/.
 */
const OUT = resolve('.output/demo');
const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

const emulator = await startEmulator({ port: Number(process.env.LINKWISE_EMULATOR_PORT ?? 0) });
console.log(`Emulator on ${emulator.url}; building the extension against it…`);
const built = await buildExtension(resolve('.output/demo-build'), emulator.url, ['chrome']);
const session = await launchChromium(built.chromeDir, { headless: !hasDisplay });
await session.welcomePage.close();
const demoUrl = `${emulator.url}/pages/demo.html`;
const page = await session.browser.newPage();
await page.goto(demoUrl);

if (hasDisplay) {
  console.log(`Chromium is open on ${demoUrl}. Press Ctrl+C to stop.`);
  const stop = async () => {
    await session.close();
    await emulator.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  session.browser.on('disconnected', stop);
} else {
  await runHeadless(page);
  await session.close();
  await emulator.close();
}

async function runHeadless(demoPage: Page): Promise<void> {
  await mkdir(OUT, { recursive: true });
  await demoPage.waitForFunction(
    () => document.querySelectorAll('[data-linkwise-risk]').length >= 6,
    {
      timeout: 20_000,
    },
  );
  const marked = await demoPage.$$eval('[data-linkwise-risk]', (elements) =>
    elements.map(
      (el) =>
        `${el.getAttribute('data-linkwise-risk')}: ${el.textContent} → ${(el as HTMLAnchorElement).href}`,
    ),
  );
  await demoPage.screenshot({ path: `${OUT}/demo-page.png`, fullPage: true });

  await demoPage.bringToFront();
  const popup = await session.openPopup();
  const shortLink = await popup.waitForSelector('[data-testid="short-link"]', { timeout: 20_000 });
  const shortUrl = await shortLink?.evaluate((element) => element.textContent);
  await popup.screenshot({ path: `${OUT}/popup.png` });

  const options = await session.browser.newPage();
  await options.goto(`chrome-extension://${session.extensionId}/options.html`);
  await options.waitForSelector('label[for="apiKey"]');
  await options.screenshot({ path: `${OUT}/options.png`, fullPage: true });

  const sent = emulator.log.map((entry) =>
    entry.path === '/api/v1/check' ? `lookup q=${entry.query.q}` : `${entry.method} ${entry.path}`,
  );
  const summary = [
    `Linkwise demo — ${new Date().toISOString()}`,
    `Emulator: ${emulator.url}`,
    `Demo page: ${demoUrl}`,
    '',
    `Risky links marked (${marked.length}):`,
    ...marked.map((line) => `  ${line}`),
    '',
    `Popup shortened ${demoUrl} to: ${shortUrl}`,
    '',
    `Requests the emulator received (${sent.length}):`,
    ...sent.map((line) => `  ${line}`),
    '',
    'Screenshots: demo-page.png, popup.png, options.png',
  ].join('\n');
  await writeFile(`${OUT}/summary.txt`, `${summary}\n`);
  console.log(`${summary}\n\nWritten to ${OUT}/`);
}
