import type { Browser, Page } from 'puppeteer-core';
import { expect, it } from 'vitest';

/**
 * The store build in a page that looks for Linkwise by name (tests/fixtures/pages/guess-names.html):
 * it records every tag, attribute and value put into it, and defines custom elements of every
 * name it could guess. Linkwise still marks, warns and covers, and nothing the page can read
 * names it. Store builds have no e2e hooks: what Linkwise drew is found as a page would find it.
 */

const poll = { polling: 100, timeout: 20_000 } as const;
const NEUTRAL_TAG = /^[a-z][a-z0-9]{5}-[a-z][a-z0-9]{3}$/;
/** A reported site (every host under bench-scam.top is a CRITICAL record of the emulator). */
const REPORTED_SITE = 'names.bench-scam.top';

/** What the page read, and whether a guessed name caught anything. */
async function expectNothingNamed(page: Page): Promise<void> {
  const seen = await page.evaluate(() => [
    ...(window as unknown as { seenNames: string[] }).seenNames,
    // And what stands in the document now, element by element.
    ...[...document.querySelectorAll('*')].flatMap((element) => [
      element.localName,
      ...element.getAttributeNames(),
      ...element.getAttributeNames().map((name) => element.getAttribute(name) ?? ''),
    ]),
  ]);
  expect(seen.filter((name) => /linkwise/i.test(name))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { trapped: string[] }).trapped)).toEqual(
    [],
  );
}

/**
 * Waits until what a person sees in the middle of the viewport is a host Linkwise drew on top
 * (a tag of its kind, none of `seen`), and returns its tag.
 */
async function hostOnTop(page: Page, seen: readonly string[] = []): Promise<string> {
  const tag = await page.waitForFunction(
    (known, pattern) => {
      const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.localName ?? '';
      return !known.includes(middle) && new RegExp(pattern).test(middle) && middle;
    },
    poll,
    seen,
    NEUTRAL_TAG.source,
  );
  return (await tag.jsonValue()) as string;
}

/** The tag of the element right after `selector`'s once it is marked: its badge's host. */
async function badgeOf(page: Page, selector: string): Promise<string> {
  await page.waitForFunction(
    (s) => document.querySelector<HTMLElement>(s)?.style.textDecorationStyle === 'wavy',
    poll,
    selector,
  );
  return page.$eval(selector, (item) => item.nextElementSibling?.localName ?? '');
}

async function expectMarkedAndWarned(page: Page, emulatorUrl: string): Promise<void> {
  await page.goto(`${emulatorUrl}/pages/guess-names.html`);
  // Marked as a person sees it: the wavy underline, and a badge host right after the link.
  const badge = await badgeOf(page, '#scam');
  expect(badge).toMatch(NEUTRAL_TAG);
  // The e-mail address and the phone number in the text: wrapped and underlined too.
  await page.waitForFunction(
    () => document.querySelectorAll('#contact span[style*="wavy"]').length === 2,
    poll,
  );
  // A click on the link is held behind the warning, on top of the page.
  await page.click('#scam');
  const warning = await hostOnTop(page, [badge]);
  expect(new URL(page.url()).pathname).toBe('/pages/guess-names.html');

  // The page has now seen a badge's tag and a warning's, and trapped both: the next link is
  // marked with a badge of another tag, and the next click gets a warning of another tag.
  await page.keyboard.press('Escape');
  await page.waitForFunction((tag) => !document.querySelector(tag), poll, warning);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.id = 'scam-later';
    link.href = 'https://crypto-doubler.net/double';
    link.textContent = 'Double your coins';
    document.getElementById('later')!.append(link);
  });
  const laterBadge = await badgeOf(page, '#scam-later');
  expect(laterBadge).toMatch(NEUTRAL_TAG);
  expect(laterBadge).not.toBe(badge);
  await page.click('#scam');
  await hostOnTop(page, [badge, laterBadge, warning]);
  expect(new URL(page.url()).pathname).toBe('/pages/guess-names.html');
  await expectNothingNamed(page);
}

async function expectSiteCovered(page: Page): Promise<void> {
  await page.goto(`http://${REPORTED_SITE}/pages/guess-names.html`);
  expect(await hostOnTop(page)).toMatch(NEUTRAL_TAG);
  await expectNothingNamed(page);
}

export function itLeavesNoName(options: { browser: () => Browser; emulatorUrl: string }): void {
  it('marks and warns on a page that looks for it by name, and nothing there names it', async () => {
    const page = await options.browser().newPage();
    // A page is read as it comes into view: a tab behind another never does.
    await page.bringToFront();
    await expectMarkedAndWarned(page, options.emulatorUrl);
    await page.close();
  });

  it('covers a reported site that looks for it by name, and nothing there names it', async () => {
    const page = await options.browser().newPage();
    await page.bringToFront();
    await expectSiteCovered(page);
    await page.close();
  });
}
