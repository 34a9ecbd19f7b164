import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { readThroughBridge } from './surface-texts';

const poll = { polling: 100, timeout: 30_000 } as const;
/** Risky items in tests/fixtures/pages/marks.html: 20 cells of 5, and 7 special cases. */
const RISKY_ITEMS = 107;
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
    let turnedCount = 0;
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
      const box = item.getBoundingClientRect();
      const boxed = getComputedStyle(item).display === 'inline-block';
      const inMiddle = centreY > box.top + box.height / 4 && centreY < box.bottom - box.height / 4;
      if (boxed ? !inMiddle : offCentre > Math.max(2, lineHeight * 0.15)) {
        problems.push(`${name}: ${offCentre.toFixed(1)} px off its line's centre`);
      }
      // Right after the last character, on the side text runs to; turned over its own item's
      // end instead where it would be cut off by the viewport's edge or cover the next word.
      const after = rtl ? own.left - badge.right : badge.left - own.right;
      const turned = host.hasAttribute('data-turned');
      if (turned) turnedCount++;
      // Over its own end: its text's, or for an item drawn as a box, within that box.
      const end = boxed ? box : own;
      const overOwnEnd = badge.left >= end.left - 0.5 && badge.right <= end.right + 0.5;
      if (turned ? !overOwnEnd : after < -0.5 || after > lineHeight) {
        problems.push(
          `${name}: ${after.toFixed(1)} px from its item's end${turned ? ' (turned)' : ''}`,
        );
      }
      // Its nearest line of text is its item's own: among the lines that come within a line's
      // height of it sideways, none has its middle nearer the badge's middle.
      const ownDistance = Math.abs(centreY - (own.top + own.bottom) / 2);
      for (const line of lines) {
        if (item.contains(line.node)) continue;
        const sideways = Math.max(0, line.box.left - badge.right, badge.left - line.box.right);
        if (sideways > lineHeight) continue;
        const distance = Math.abs(centreY - (line.box.top + line.box.bottom) / 2);
        const text = line.node.textContent?.trim().slice(0, 20);
        if (distance < ownDistance) problems.push(`${name}: nearer "${text}" than its own text`);
        // It covers no other text: not another line's, nor the words after it on its own line.
        const overlapX =
          Math.min(badge.right, line.box.right) - Math.max(badge.left, line.box.left);
        const overlapY =
          Math.min(badge.bottom, line.box.bottom) - Math.max(badge.top, line.box.top);
        // Glyph boxes of tight lines (line height 1.0) overlap each other by a pixel or so.
        if (overlapX > 0.5 && overlapY > 1.5) problems.push(`${name}: covers "${text}"`);
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
    return { problems, checked, turned: turnedCount };
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
    expect(await elementBoxes(page)).toEqual(bareBoxes);

    const problems: string[] = [];
    let checked = 0;
    let turned = 0;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screen = await page.evaluate(() => innerHeight);
    for (let y = 0; y < height; y += Math.floor(screen * 0.8)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const result = await measure(page, await badgeBoxes(page));
      problems.push(...result.problems);
      checked += result.checked;
      turned += result.turned;
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(RISKY_ITEMS);
    // Each cell's e-mail and phone number are followed by words on their line: turned.
    expect(turned).toBeGreaterThanOrEqual(SENTENCE_ITEMS);

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
    await page.close();
  });
}
