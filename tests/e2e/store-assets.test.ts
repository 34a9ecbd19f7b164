import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  LISTING_LANGUAGES,
  makeStoreAssets,
  pngSize,
  SCREENSHOT,
  SCREENSHOT_LANGUAGES,
  STORE_ICON,
  TILE,
} from '../store/assets';

/** `npm run store:assets`, run into a temporary folder: the listing material can always be made. */
let outDir = '';
afterAll(() => (outDir ? rm(outDir, { recursive: true, force: true }) : undefined));

describe('store listing material', () => {
  it('makes every screenshot at 1280×800, the 440×280 tile, the padded icon and five listings', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'linkwise-store-'));
    const files = await makeStoreAssets({
      outDir,
      emulatorUrl: inject('emulatorUrl'),
      extensionDir: inject('chromeExtensionDir'),
    });
    const screenshots = files.filter((file) => /-(light|dark)\.png$/.test(file));
    // Five views (marks, site warning, look-alike warning, mail sender, popup), two languages,
    // light and dark.
    expect(screenshots).toHaveLength(5 * SCREENSHOT_LANGUAGES.length * 2);
    for (const file of screenshots) expect(await pngSize(file), file).toEqual(SCREENSHOT);
    expect(screenshots.filter((file) => file.includes('popup-shorten'))).toHaveLength(4);
    expect(await pngSize(join(outDir, 'tile-440x280.png'))).toEqual(TILE);
    expect(await pngSize(join(outDir, 'icon-128.png'))).toEqual({
      width: STORE_ICON.size,
      height: STORE_ICON.size,
    });
    expect(files.filter((file) => file.includes('/listing/'))).toHaveLength(
      LISTING_LANGUAGES.length,
    );
  }, 300_000);
});
