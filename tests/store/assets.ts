/**
 * The store listing's images and text, made from the real extension in a real browser:
 *
 *   npm run store:assets            # writes assets/store/ (images and listing texts)
 *
 * Screenshots 1280×800 (each main feature, in English and German, light and dark), the popup
 * shown over the page it works on, the 440×280 promotional tile and the 128×128 store icon with
 * the 16 px padding the Chrome Web Store asks for. The e2e suite runs the same code into a
 * temporary folder (tests/e2e/store-assets.test.ts), so the command keeps working.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { buildExtension } from '../e2e/build';
import { type ChromiumSession, launchChromium } from '../e2e/chromium';
import { siteSurface } from '../e2e/site-scenarios';
import { startEmulator } from '../emulator/server';

export const SCREENSHOT = { width: 1280, height: 800 } as const;
export const TILE = { width: 440, height: 280 } as const;
export const STORE_ICON = { size: 128, padding: 16 } as const;
/** The two languages the screenshots are made in (the listing text is in all five). */
export const SCREENSHOT_LANGUAGES = ['en', 'de'] as const;
export const LISTING_LANGUAGES = ['en', 'de', 'es', 'pt_BR', 'ar'] as const;
const LISTING_DIR = 'assets/store/listing';

type Scheme = 'light' | 'dark';

/** What each screenshot shows: a page as a person meets it, with Linkwise's part on it. */
interface Scene {
  name: string;
  show: (page: Page, emulatorUrl: string) => Promise<void>;
}

const waitForMarks = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('[data-linkwise-risk]').length >= n,
    { timeout: 20_000 },
    count,
  );

const SCENES: Scene[] = [
  {
    name: 'marks',
    async show(page, emulatorUrl) {
      await page.goto(`${emulatorUrl}/pages/store-digest.html`);
      await waitForMarks(page, 5);
    },
  },
  {
    name: 'site-warning',
    async show(page) {
      await page.goto('http://paypal.com.secure-login.top/login').catch(() => undefined);
      await siteSurface(page, 'block');
    },
  },
  {
    name: 'lookalike-warning',
    async show(page) {
      await page.goto('http://paypal.com.account-verify.top/').catch(() => undefined);
      await siteSurface(page, 'block');
    },
  },
  {
    name: 'mail-sender',
    async show(page, emulatorUrl) {
      await page.goto(`${emulatorUrl}/pages/store-mail.html`);
      await waitForMarks(page, 1);
    },
  },
];

async function settle(page: Page): Promise<void> {
  // Marks and surfaces animate in; two frames and a short pause let them finish drawing.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await new Promise((done) => setTimeout(done, 400));
}

async function shoot(page: Page, scheme: Scheme, path: string): Promise<void> {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await settle(page);
  await page.screenshot({ path });
}

/** The popup as a person sees it: over the page it shortened, at the toolbar's corner. */
async function popupOverPage(
  session: ChromiumSession,
  emulatorUrl: string,
  scheme: Scheme,
  path: string,
): Promise<void> {
  const page = await session.browser.newPage();
  await page.setViewport(SCREENSHOT);
  await page.goto(`${emulatorUrl}/pages/store-digest.html`);
  await page.bringToFront();
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await waitForMarks(page, 5);
  await settle(page);
  const behind = await page.screenshot({ encoding: 'base64' });
  const popup = await session.openPopup();
  await popup.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await popup.waitForSelector('[data-testid="expiry"]', { timeout: 20_000 });
  await settle(popup);
  const front = await popup.screenshot({ encoding: 'base64' });
  await popup.close();
  const frame = await session.browser.newPage();
  await frame.setViewport(SCREENSHOT);
  await frame.setContent(
    `<body style="margin:0;width:${SCREENSHOT.width}px;height:${SCREENSHOT.height}px;overflow:hidden;position:relative">
      <img src="data:image/png;base64,${behind}" style="position:absolute;inset:0">
      <img src="data:image/png;base64,${front}" style="position:absolute;top:8px;right:16px;border-radius:8px;box-shadow:0 8px 28px rgb(0 0 0 / 35%),0 0 0 1px rgb(0 0 0 / 15%)">
    </body>`,
  );
  await frame.screenshot({ path });
  await frame.close();
  await page.close();
}

async function tile(session: ChromiumSession, icon: string, tagline: string, path: string) {
  const page = await session.browser.newPage();
  await page.setViewport(TILE);
  await page.setContent(
    `<body style="margin:0;width:${TILE.width}px;height:${TILE.height}px;display:flex;align-items:center;gap:24px;padding:0 32px;box-sizing:border-box;background:linear-gradient(135deg,#0b3d91,#1a73e8);font-family:system-ui,sans-serif;color:#fff">
      <img src="data:image/png;base64,${icon}" width="112" height="112" alt="">
      <div><div style="font-size:40px;font-weight:700">Linkwise</div>
      <div style="font-size:18px;line-height:1.35;margin-top:8px">${tagline}</div></div>
    </body>`,
  );
  await page.screenshot({ path });
  await page.close();
}

async function storeIcon(session: ChromiumSession, icon: string, path: string) {
  const page = await session.browser.newPage();
  await page.setViewport({ width: STORE_ICON.size, height: STORE_ICON.size });
  const art = STORE_ICON.size - 2 * STORE_ICON.padding;
  await page.setContent(
    `<body style="margin:0;background:transparent"><img src="data:image/png;base64,${icon}" width="${art}" height="${art}" style="display:block;margin:${STORE_ICON.padding}px"></body>`,
  );
  await page.screenshot({ path, omitBackground: true });
  await page.close();
}

/** Makes every image and copies the listing texts into `outDir`; returns the files written. */
export async function makeStoreAssets(options: {
  outDir: string;
  emulatorUrl: string;
  extensionDir: string;
}): Promise<string[]> {
  const { outDir, emulatorUrl, extensionDir } = options;
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  const icon = (await readFile('assets/public/icon/128.png')).toString('base64');
  for (const lang of SCREENSHOT_LANGUAGES) {
    const session = await launchChromium(extensionDir, { sitesAt: emulatorUrl, lang });
    try {
      for (const scene of SCENES) {
        const page = await session.browser.newPage();
        await page.setViewport(SCREENSHOT);
        await page.bringToFront();
        await scene.show(page, emulatorUrl);
        for (const scheme of ['light', 'dark'] as const) {
          const path = join(outDir, `${scene.name}-${lang}-${scheme}.png`);
          await shoot(page, scheme, path);
          written.push(path);
        }
        await page.close();
      }
      for (const scheme of ['light', 'dark'] as const) {
        const path = join(outDir, `popup-shorten-${lang}-${scheme}.png`);
        await popupOverPage(session, emulatorUrl, scheme, path);
        written.push(path);
      }
      if (lang === 'en') {
        const tagline = 'Short links, and scam warnings where you read.';
        await tile(session, icon, tagline, join(outDir, 'tile-440x280.png'));
        await storeIcon(session, icon, join(outDir, 'icon-128.png'));
        written.push(join(outDir, 'tile-440x280.png'), join(outDir, 'icon-128.png'));
      }
    } finally {
      await session.close();
    }
  }
  // The listing text, one file per language, beside the images for the upload.
  const listings = (await readdir(LISTING_DIR)).filter((name) => name.endsWith('.md'));
  for (const lang of LISTING_LANGUAGES) {
    const name = `${lang}.md`;
    if (!listings.includes(name)) throw new Error(`${LISTING_DIR}/${name} is missing`);
    if (resolve(outDir) !== resolve(LISTING_DIR)) {
      await mkdir(join(outDir, 'listing'), { recursive: true });
      await copyFile(join(LISTING_DIR, name), join(outDir, 'listing', name));
    }
    written.push(join(outDir, 'listing', name));
  }
  return written;
}

/** A PNG's width and height, from its header. */
export async function pngSize(path: string): Promise<{ width: number; height: number }> {
  const bytes = await readFile(path);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = await startEmulator();
  try {
    const built = await buildExtension('.output/store-assets', emulator.url, ['chrome']);
    const files = await makeStoreAssets({
      outDir: 'assets/store',
      emulatorUrl: emulator.url,
      extensionDir: built.chromeDir,
    });
    const sizes = await Promise.all(
      files
        .filter((file) => file.endsWith('.png'))
        .map(async (file) => {
          const { width, height } = await pngSize(file);
          return `${file}: ${width}×${height}`;
        }),
    );
    await writeFile('assets/store/README.md', storeReadme(sizes));
    console.log(sizes.join('\n'));
  } finally {
    await emulator.close();
  }
}

function storeReadme(sizes: string[]): string {
  return `# Store listing material

Made by \`npm run store:assets\` (tests/store/assets.ts) from the real extension in Chromium;
do not edit the images by hand. The listing text is written by hand in \`listing/\`, one file per
language. The answers the stores ask for are in docs/store/listing.md.

${sizes.map((line) => `- ${line.replace('assets/store/', '')}`).join('\n')}
`;
}
