import type { Page } from 'puppeteer-core';
import { buildExtension } from '../e2e/build';
import { type ChromiumSession, launchChromium } from '../e2e/chromium';
import { type Emulator, startEmulator } from '../emulator/server';

/** The benchmark page: 10 000 links over 2 000 hosts, 500 e-mails, 500 phones (1 % risky). */
export const BENCH_PAGE = '/generated/links.html?links=10000&hosts=2000&emails=500&phones=500';
/** 1 % of each kind is risky in the emulator: 100 links (20 hosts × 5), 5 e-mails, 5 phones. */
export const RISKY_ITEMS = 110;

/** Build env for benchmarks of the store build's real budget (60 a minute), not the lifted one. */
export const REAL_BUDGET = { WXT_BENCH_REAL_BUDGET: 'true' };

/**
 * A bench build of the extension (it times its own work; store-like otherwise: no e2e hooks) of
 * `tree`, this one by default, with `serviceUrl` baked in.
 */
export const buildBenchExtension = (
  outDir: string,
  serviceUrl: string,
  extraEnv: Record<string, string> = {},
  tree = '.',
) =>
  buildExtension(
    outDir,
    serviceUrl,
    ['chrome'],
    { WXT_BENCH: 'true', WXT_E2E_HOOKS: 'false', ...extraEnv },
    tree,
  );

/** A fresh tab in a fresh headless Chromium with the build in `chromeDir` installed. */
export async function openBenchTab(
  chromeDir: string,
  emulator: Emulator,
  /** Flags instead of the scam-site mapping (the real-page corpus maps every host itself). */
  args?: readonly string[],
): Promise<{ session: ChromiumSession; page: Page }> {
  // The emulator also plays the scam sites (*.top) that site protection is measured on.
  const session = await launchChromium(chromeDir, args ? { args } : { sitesAt: emulator.url });
  await session.welcomePage.close();
  return { session, page: await session.browser.newPage() };
}

/** The emulator, a bench build of the extension, and a fresh tab with it installed. */
export async function startBenchBrowser(
  outDir: string,
  extraEnv: Record<string, string> = {},
  args?: readonly string[],
): Promise<{ emulator: Emulator; session: ChromiumSession; page: Page }> {
  const emulator = await startEmulator();
  const built = await buildBenchExtension(outDir, emulator.url, extraEnv);
  return { emulator, ...(await openBenchTab(built.chromeDir, emulator, args)) };
}

/** To the end of the page two screens at a time, with a moment at each: a reader skimming. */
export const skimToEnd = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 2 * innerHeight) {
      // A moment at each stop, counted from the scroll event (dispatched with the next frame,
      // late under load), then until a frame and the tasks it queued have passed: the content
      // script reads a stop 150 ms after its scroll event, once the next frame is laid out, and
      // the next stop must not come first (that screen would never be read: a skim, not a read;
      // 50 ms past the frame, as a timer queued by it may be clamped).
      const scrolled = new Promise((resolve) =>
        addEventListener('scroll', resolve, { once: true }),
      );
      window.scrollTo(0, y);
      await Promise.race([scrolled, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });

/**
 * A feed on the benchmark page: 100 links (1 risky) appended every 100 ms for 10 s at the end of
 * its list, and the reader follows it (each batch scrolled to), as on an infinite-scroll page.
 * Resolves to the number of risky links appended.
 */
export const followFeed = (page: Page) =>
  page.evaluate(async () => {
    const list = document.querySelector('ul')!;
    let risky = 0;
    for (let round = 0; round < 100; round++) {
      const fragment = document.createDocumentFragment();
      for (let i = 0; i < 100; i++) {
        const link = document.createElement('a');
        const bad = i === 0;
        if (bad) risky++;
        link.href = bad
          ? `https://crypto-doubler.net/more/${round}`
          : `https://more-${round}-${i}.example.com/`;
        link.textContent = `More ${round}-${i}`;
        const item = document.createElement('li');
        item.append(link);
        fragment.append(item);
      }
      const first = fragment.firstElementChild!;
      list.append(fragment);
      first.scrollIntoView({ block: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return risky;
  });
