import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { REAL_PAGES_DIR } from '../emulator/real-pages';
import { readThroughBridge } from './surface-texts';

const poll = { polling: 100, timeout: 30_000 } as const;
/** Risky items in tests/fixtures/pages/marks.html: 20 cells of 5, and 8 special cases. */
const RISKY_ITEMS = 108;
/** The e-mail address and phone number in each of the 20 cells' sentences. */
const SENTENCE_ITEMS = 40;
export const SCREENSHOTS = '.output/screenshots/marks';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Applies a page zoom (CSS zoom on the root, as browser zoom scales the whole page). */
const zoomTo = (page: Page, zoom: number) =>
  page.evaluate((z) => {
    document.documentElement.style.zoom = String(z);
  }, zoom);

/** Waits two frames, so a zoom or scroll just made is laid out before boxes are compared. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** Every element's box in page coordinates, in document order (Linkwise's own left out). */
const elementBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter(
        // Linkwise's own elements, and the bare page's <code> wrappers, are not page layout.
        (e) =>
          e.localName !== 'linkwise-badge' &&
          e.localName !== 'code' &&
          !(e.localName === 'span' && e.hasAttribute('data-linkwise-risk')),
      )
      .map((e) => {
        const box = e.getBoundingClientRect();
        return `${e.localName} ${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );

/**
 * The elements whose boxes differ between the bare page and the marked one beyond what a badge
 * given room may cause: the same top and height, left and width within `sideways` px.
 */
function movedBoxes(bare: string[], marked: string[], sideways: number): string[] {
  if (bare.length !== marked.length) return [`${bare.length} elements, now ${marked.length}`];
  const parse = (box: string) => {
    const [tag, at, size] = box.split(' ');
    const [left, top] = at!.split(',').map(Number);
    const [width, height] = size!.split('x').map(Number);
    return { tag, left: left!, top: top!, width: width!, height: height! };
  };
  return bare.flatMap((before, i) => {
    const a = parse(before);
    const b = parse(marked[i]!);
    const still =
      a.tag === b.tag &&
      a.top === b.top &&
      a.height === b.height &&
      Math.abs(a.left - b.left) <= sideways &&
      Math.abs(a.width - b.width) <= sideways;
    return still ? [] : [`${before} → ${marked[i]}`];
  });
}

/** Scrolls through the page so every part comes near (Linkwise reads what is near). */
export async function readWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await page.waitForFunction(
    (n) => document.querySelectorAll('linkwise-badge').length >= n,
    poll,
    RISKY_ITEMS,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The badges' boxes and accessible names, read from their closed roots through the e2e build's
 * bridge.
 */
export const badgeBoxes = (page: Page) =>
  readThroughBridge<Array<Box & { label: string }>>(page, 'read-badges', 'linkwiseE2eBadges');

/**
 * For every badge on screen now: where it is against its item and the text around it. Runs in
 * the page, with the badges' boxes read at the same scroll position.
 */
const measure = (page: Page, badges: Box[]) =>
  page.evaluate((boxes: Box[]) => {
    const hosts = [...document.querySelectorAll('linkwise-badge')];
    // Every line of text in the page, with the element that holds it.
    const lines: Array<{ box: DOMRect; node: Text }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) lines.push({ box, node: node as Text });
    }
    const problems: string[] = [];
    let checked = 0;
    let roomCount = 0;
    let marginCount = 0;
    /** The characters of `node` whose boxes overlap `badge`, each measured with its own range. */
    const charactersUnder = (node: Text, badge: Box): string[] => {
      const under: string[] = [];
      const text = node.data;
      const range = document.createRange();
      for (let at = 0; at < text.length; at++) {
        if (!text[at]!.trim()) continue;
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        for (const box of range.getClientRects()) {
          const overlapX = Math.min(badge.right, box.right) - Math.max(badge.left, box.left);
          const overlapY = Math.min(badge.bottom, box.bottom) - Math.max(badge.top, box.top);
          // Glyph boxes of tight lines (line height 1.0) overlap each other by a pixel or so.
          if (overlapX > 0.5 && overlapY > 1.5) under.push(text[at]!);
        }
      }
      return under;
    };
    hosts.forEach((host, i) => {
      const badge = boxes[i]!;
      const item = host.previousElementSibling!;
      // The item's last line of text (for a button styled as a link: its text, not its border).
      const range = document.createRange();
      range.selectNodeContents(item);
      const own = [...range.getClientRects()].filter((r) => r.width > 0).at(-1)!;
      // Only items wholly on screen at this scroll position.
      if (own.top < 0 || own.bottom > innerHeight) return;
      checked++;
      const name = `${item.textContent} (${item.closest('[data-case]')?.getAttribute('data-case') ?? 'special'})`;
      const rtl = getComputedStyle(item).direction === 'rtl';
      const lineHeight = own.bottom - own.top;
      const centreY = (badge.top + badge.bottom) / 2;
      // Centred on the item's last line; for an item drawn as a box on the line (a button
      // styled as a link, taller than the text around it), within the middle of that box.
      const offCentre = Math.abs(centreY - (own.top + own.bottom) / 2);
      // A link drawn as a box on the line, or holding only a picture (its box is the picture's).
      const picture = !item.textContent?.trim();
      const box = picture ? own : item.getBoundingClientRect();
      const boxed = picture || getComputedStyle(item).display === 'inline-block';
      const inMiddle = centreY > box.top + box.height / 4 && centreY < box.bottom - box.height / 4;
      if (boxed ? !inMiddle : offCentre > Math.max(2, lineHeight * 0.15)) {
        problems.push(`${name}: ${offCentre.toFixed(1)} px off its line's centre`);
      }
      // Right after the last character, on the side text runs to: out of the flow where its
      // line has room, given room in the flow (badge-room.ts) where it would cover a letter.
      const after = rtl ? own.left - badge.right : badge.left - own.right;
      if (getComputedStyle(host).position === 'static') roomCount++;
      const end = boxed ? box : own;
      const gapAfter = rtl ? end.left - badge.right : badge.left - end.right;
      // Or in the margin past its block's edge, on its item's line, where its line had no room.
      let block: Element | null = item.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      const blockBox = block?.getBoundingClientRect();
      const inMargin = blockBox
        ? rtl
          ? badge.right <= blockBox.left + 0.5
          : badge.left >= blockBox.right - 0.5
        : false;
      if (inMargin) marginCount++;
      if (gapAfter < -0.5 || (after > lineHeight && !inMargin)) {
        problems.push(`${name}: ${after.toFixed(1)} px from its item's end`);
      }
      // Its nearest line of text is its item's own: among the lines that come within a line's
      // height of it sideways, none has its middle nearer the badge's middle.
      const ownDistance = Math.abs(centreY - (own.top + own.bottom) / 2);
      for (const line of lines) {
        const overlapX =
          Math.min(badge.right, line.box.right) - Math.max(badge.left, line.box.left);
        const overlapY =
          Math.min(badge.bottom, line.box.bottom) - Math.max(badge.top, line.box.top);
        // It covers no character of any text, its own item's included: each measured alone.
        if (overlapX > 0.5 && overlapY > 1.5) {
          const under = charactersUnder(line.node, badge);
          if (under.length > 0) problems.push(`${name}: covers "${under.join('')}"`);
        }
        if (item.contains(line.node)) continue;
        const sideways = Math.max(0, line.box.left - badge.right, badge.left - line.box.right);
        if (sideways > lineHeight) continue;
        const distance = Math.abs(centreY - (line.box.top + line.box.bottom) / 2);
        const text = line.node.textContent?.trim().slice(0, 20);
        if (distance < ownDistance) problems.push(`${name}: nearer "${text}" than its own text`);
      }
      // Within the viewport where its item is.
      if (
        badge.left < 0 ||
        badge.right > innerWidth ||
        badge.top < 0 ||
        badge.bottom > innerHeight
      ) {
        problems.push(`${name}: outside the viewport`);
      }
    });
    return { problems, checked, room: roomCount, margin: marginCount };
  }, badges);

/**
 * The fixture matrix (font sizes 10–32 px × line heights 1.0–2.0, dense lists, table cells, a
 * button styled as a link, a wrapping link, the top-right edge, overflow: hidden, inline e-mail
 * and phone, right-to-left) at page zoom 67 %, 100 % and 200 %: every badge sits centred on its
 * item's last line, right after its end, nearer its own text than any other line's, inside the
 * viewport; and no element of the page moved (against the same page with nothing risky).
 */
export function itPlacesMarks(options: {
  browser: () => Browser;
  emulatorUrl: string;
  label: string;
  /** Whether the browser can emulate `prefers-color-scheme` (Firefox's BiDi cannot yet). */
  darkToo: boolean;
}): void {
  it.each([1, 0.67, 2])('badges sit on their own items, nothing moves (zoom %s)', async (zoom) => {
    const browser = options.browser();
    const bare = await browser.newPage();
    await bare.goto(`${options.emulatorUrl}/pages/marks-bare.html`);
    await zoomTo(bare, zoom);
    await settled(bare);
    const bareBoxes = await elementBoxes(bare);
    await bare.close();

    const page = await browser.newPage();
    await page.goto(`${options.emulatorUrl}/pages/marks.html`);
    await zoomTo(page, zoom);
    await readWholePage(page);
    await settled(page);
    // Nothing moves a line; a risky item given room moves what follows it on its line (and, at
    // the viewport's edge, a box drawn from the right) sideways by at most its badge's width.
    const widest = Math.max(...(await badgeBoxes(page)).map((box) => box.right - box.left));
    // A badge's room: its width and its space either side (0.15em of text ≈ a fifth of it).
    const moved = movedBoxes(bareBoxes, await elementBoxes(page), widest * 1.5);
    expect(moved).toEqual([]);

    const problems: string[] = [];
    let checked = 0;
    let room = 0;
    let margin = 0;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screen = await page.evaluate(() => innerHeight);
    for (let y = 0; y < height; y += Math.floor(screen * 0.8)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const result = await measure(page, await badgeBoxes(page));
      problems.push(...result.problems);
      checked += result.checked;
      room += result.room;
      margin += result.margin;
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(RISKY_ITEMS);
    // Each cell's e-mail and phone number are followed by words on their line: given room.
    expect(room).toBeGreaterThanOrEqual(SENTENCE_ITEMS);
    console.log(
      `${options.label} zoom ${zoom}: ${checked} badges checked, ${room} given room, ${margin} in the margin`,
    );

    if (zoom === 1) {
      await mkdir(SCREENSHOTS, { recursive: true });
      for (const scheme of options.darkToo ? (['light', 'dark'] as const) : (['light'] as const)) {
        if (options.darkToo) {
          await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await new Promise((resolve) => setTimeout(resolve, 100));
        await page.screenshot({ path: `${SCREENSHOTS}/${options.label}-${scheme}.png` });
      }
    }
    if (zoom === 2) {
      // The README's close-up (assets/screenshots/marks-light.png): 13 px text at 200 %.
      await mkdir(SCREENSHOTS, { recursive: true });
      const top = await page.evaluate(() => {
        const cell = document.querySelector('[data-case="13px/1.2"]')!;
        cell.scrollIntoView();
        return cell.getBoundingClientRect().top;
      });
      await settled(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/${options.label}-close-up.png`,
        clip: { x: 0, y: Math.max(0, top - 8), width: 840, height: 420 },
      });
    }
    await page.close();
  });
}

/**
 * The characters under each badge on screen now, each measured with a range of its own: none
 * may be, the badge's own item's included. Runs in the page with the badges' boxes read at the
 * same scroll position; badges off screen are left for the scroll position that shows them.
 */
const lettersUnderBadges = (page: Page, badges: Array<Box & { label: string }>) =>
  page.evaluate((boxes: Array<Box & { label: string }>) => {
    const shown = boxes.filter(
      (box) => box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
    );
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.data.trim()) continue;
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()];
      for (const badge of shown) {
        const near = lines.some(
          (line) =>
            Math.min(badge.right, line.right) - Math.max(badge.left, line.left) > 0.5 &&
            Math.min(badge.bottom, line.bottom) - Math.max(badge.top, line.top) > 1.5,
        );
        if (!near) continue;
        for (let at = 0; at < text.data.length; at++) {
          if (!text.data[at]!.trim()) continue;
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          for (const box of range.getClientRects()) {
            const overlapX = Math.min(badge.right, box.right) - Math.max(badge.left, box.left);
            const overlapY = Math.min(badge.bottom, box.bottom) - Math.max(badge.top, box.top);
            if (overlapX > 0.5 && overlapY > 1.5)
              covered.push(
                `"${text.data.slice(Math.max(0, at - 12), at + 4)}" at ${Math.round(box.left)},${Math.round(box.top)} under ${badge.label} at ${Math.round(badge.left)},${Math.round(badge.top)}`,
              );
          }
        }
        range.selectNodeContents(text);
      }
    }
    return { shown: shown.length, covered };
  }, badges);

/**
 * Badges on real layouts (issue 68): every fourteenth page of the real-page corpus, served from the
 * emulator's address with one linked domain in three reported, read screen by screen: no badge
 * covers a character of any text.
 */
export function itCoversNoLetterOnRealPages(options: {
  browser: () => Browser;
  emulatorUrl: string;
  label: string;
}): void {
  it('covers no letter on real pages, screen by screen', async () => {
    const pages = readdirSync(REAL_PAGES_DIR)
      .filter((file) => file.endsWith('.html'))
      .sort()
      .filter((_, i) => i % 14 === 0);
    await fetch(`${options.emulatorUrl}/__emulator/config`, {
      method: 'POST',
      body: JSON.stringify({ riskyEvery: 3 }),
    });
    const covered: string[] = [];
    let badges = 0;
    try {
      const tab = await options.browser().newPage();
      await tab.bringToFront();
      for (const file of pages) {
        await tab.goto(`${options.emulatorUrl}/real-pages/${file}`, { waitUntil: 'load' });
        const screen = await tab.evaluate(() => innerHeight);
        for (let y = 0; y < 2 * screen; y += screen) {
          await tab.evaluate((top) => window.scrollTo(0, top), y);
          await new Promise((resolve) => setTimeout(resolve, 1_200));
          await settled(tab);
          const result = await lettersUnderBadges(tab, await badgeBoxes(tab));
          badges += result.shown;
          covered.push(...result.covered.map((what) => `${file}: ${what}`));
        }
      }
      await tab.close();
    } finally {
      await fetch(`${options.emulatorUrl}/__emulator/config`, {
        method: 'POST',
        body: JSON.stringify({ riskyEvery: 0 }),
      });
    }
    console.log(
      `${options.label}: ${pages.length} real pages, ${badges} badges seen on screen, ${covered.length} covering a letter`,
    );
    expect(covered).toEqual([]);
    // Enough badges on real layouts for the count to mean something.
    expect(badges).toBeGreaterThanOrEqual(20);
  }, 240_000);
}

/**
 * The layout-shift score marks cause (Chromium's Layout Instability API; Firefox has none), on
 * pages whose own layout never moves: the hard cases with every risky item marked (reported, and
 * held to "good", 0.1, as Web Vitals grade a page), and the same page with nothing risky (0).
 */
export function itReportsLayoutShift(options: {
  browser: () => Browser;
  emulatorUrl: string;
}): void {
  const shiftScoreOf = async (path: string, read: (page: Page) => Promise<void>) => {
    const page = await options.browser().newPage();
    await page.evaluateOnNewDocument(() => {
      const scored = window as unknown as { shiftScore: number; shifted: string[] };
      scored.shiftScore = 0;
      scored.shifted = [];
      type Shift = PerformanceEntry & {
        value: number;
        sources: Array<{ node?: Node; previousRect: DOMRect; currentRect: DOMRect }>;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          scored.shiftScore += entry.value;
          for (const source of entry.sources)
            scored.shifted.push(
              `${source.node?.nodeName} ${source.node?.textContent?.slice(0, 30)} ${source.previousRect.x},${source.previousRect.y} → ${source.currentRect.x},${source.currentRect.y}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${options.emulatorUrl}/pages/${path}`);
    await read(page);
    await settled(page);
    const { score, shifted } = await page.evaluate(() => {
      const scored = window as unknown as { shiftScore: number; shifted: string[] };
      return { score: scored.shiftScore, shifted: scored.shifted };
    });
    await page.close();
    if (score > 0) console.log(`${path}: what shifted: ${shifted.slice(0, 12).join('; ')}`);
    return score;
  };

  it('reports the layout-shift score of marking the hard cases; a page with nothing risky scores 0', async () => {
    const marked = await shiftScoreOf('marks.html', readWholePage);
    const clean = await shiftScoreOf('marks-bare.html', async (page) => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    });
    console.log(
      `layout-shift score: ${RISKY_ITEMS} risky items marked ${marked.toFixed(4)}, nothing risky ${clean.toFixed(4)}`,
    );
    expect(clean).toBe(0);
    expect(marked).toBeLessThanOrEqual(0.1);
  });
}
