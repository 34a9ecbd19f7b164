import type { Browser, Frame, Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { emulatorControl } from './emulator-control';
import { surfaceTexts } from './surface-texts';

const poll = { polling: 100, timeout: 20_000 } as const;

/** Waits until `count` items are marked in the page's light DOM, then returns them in order. */
async function markedItems(page: Page | Frame, count: number): Promise<string[][]> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-linkwise-risk]').length >= n,
    poll,
    count,
  );
  return page.$$eval('[data-linkwise-risk]', (elements) =>
    elements.map((e) => [
      e.id || e.tagName,
      e.textContent ?? '',
      e.getAttribute('data-linkwise-risk') ?? '',
    ]),
  );
}

/**
 * The same as markedItems for a page that replaced DOM methods in its own world, which breaks
 * puppeteer's in-page helpers too: polls from here, reading with methods from a fresh frame.
 */
async function markedOnSabotagedPage(page: Page, count: number): Promise<string[][]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const marked = await page.evaluate(() => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const clean = frame.contentWindow as unknown as typeof window;
      const found = [
        ...clean.Document.prototype.querySelectorAll.call(document, '[data-linkwise-risk]'),
      ].map((e) => [
        e.textContent ?? '',
        clean.Element.prototype.getAttribute.call(e, 'data-linkwise-risk') ?? '',
      ]);
      frame.remove();
      return found;
    });
    if (marked.length >= count) return marked;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Fewer than ${count} items were marked on the sabotaged page.`);
}

/** Every value the protection fixture may send, normalised. */
const PROTECTION_FIXTURE_VALUES = [
  '+14155550100',
  '+33612345678',
  '+447700900123',
  'cheap-rolex-outlet.shop',
  'crypto-doubler.net',
  'help@example.com',
  'hostile-strings-test.net',
  'paypa1-secure-login.com',
  'refunds@paypa1-secure-login.com',
  'survey-prize-winner.info',
  'wikipedia.org',
];

/** Everything risky on the fixture is marked, nothing else is, and only the right values are sent. */
export async function expectProtectionFixture(
  browser: Browser,
  emulatorUrl: string,
): Promise<Page> {
  const emulator = emulatorControl(emulatorUrl);
  const page = await browser.newPage();
  await page.goto(`${emulatorUrl}/pages/protection.html`);
  const marked = await markedItems(page, 6);
  expect(marked).toEqual([
    ['SPAN', 'refunds@paypa1-secure-login.com', 'CRITICAL'],
    ['SPAN', '+44 7700 900123', 'HIGH'],
    ['SPAN', '+33 6 12 34 56 78', 'MEDIUM'],
    ['scam', 'Sign in to PayPal', 'CRITICAL'],
    ['hostile', 'A record with hostile strings', '<img src=x onerror=alert(1)>'],
    ['late', 'Double your coins', 'HIGH'],
  ]);
  // The hostile level is an attribute value, never markup; badges are one per item.
  expect(await page.$$eval('img', (images) => images.length)).toBe(0);
  expect(await page.$$eval('linkwise-badge', (badges) => badges.length)).toBe(6);
  // Safe items, the page's own links, editors and text areas are left exactly alone.
  for (const id of ['safe', 'own']) {
    expect(await page.$eval(`#${id}`, (e) => e.getAttribute('data-linkwise-risk'))).toBeNull();
  }
  expect(await page.$eval('textarea', (e) => (e as HTMLTextAreaElement).value)).toBe(
    'refunds@paypa1-secure-login.com',
  );
  expect(await page.$eval('[contenteditable]', (e) => e.innerHTML)).toBe(
    '+44 7700 900123 in an editor',
  );
  // The open shadow root and the same-origin frame are covered too.
  await page.waitForFunction(
    () =>
      document
        .getElementById('shadow-host')
        ?.shadowRoot?.querySelector('[data-linkwise-risk="MEDIUM"]'),
    poll,
  );
  const frame = page.frames().find((f) => f.url().endsWith('/pages/frame.html'))!;
  expect(await markedItems(frame, 1)).toEqual([['in-frame', 'Claim your prize', 'LOW']]);

  // Only these values ever leave (some may already be cached from earlier pages), each once:
  // no paths, no javascript: or data: links, nothing from editors or text areas.
  const sent = await emulator.lookups();
  expect(new Set(sent).size).toBe(sent.length);
  for (const value of sent) expect(PROTECTION_FIXTURE_VALUES).toContain(value);
  return page;
}

/** A reload is answered from the cache: the same marks, no new requests. */
export async function expectReloadFromCache(page: Page, emulatorUrl: string): Promise<void> {
  const emulator = emulatorControl(emulatorUrl);
  await emulator.reset();
  await page.reload();
  await markedItems(page, 6);
  expect(await emulator.lookups()).toEqual([]);
}

/** A click on a CRITICAL link is held: "Go back" stays, "Continue anyway" follows the link. */
export async function expectClickWarning(page: Page): Promise<void> {
  const before = page.url();
  await page.bringToFront();
  await page.click('#scam');
  await page.waitForFunction(() => document.querySelector('linkwise-warning'), poll);
  expect(page.url()).toBe(before);
  // "Go back" has focus: Escape or Enter keeps the person here.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('linkwise-warning'), poll);
  expect(page.url()).toBe(before);

  await page.click('#scam');
  await page.waitForFunction(() => document.querySelector('linkwise-warning'), poll);
  const leaving = page.waitForRequest((request) =>
    request.url().startsWith('https://paypa1-secure-login.com/login'),
  );
  // Shift+Tab from "Go back" reaches "Continue anyway".
  await page.keyboard.down('Shift');
  await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
  await page.keyboard.press('Enter');
  await leaving;
}

/**
 * What is on screen is asked about first: a page of 400 links to 400 hosts no cache holds,
 * opened at its end, so the last links are on screen. The first lookups the emulator receives
 * are all for links near the end, though they come last in the page.
 */
export async function expectOnScreenFirst(browser: Browser, emulatorUrl: string): Promise<void> {
  const prefix = `order${Date.now() % 100_000}`;
  const page = await browser.newPage();
  const emulator = emulatorControl(emulatorUrl);
  await emulator.reset();
  await page.goto(
    `${emulatorUrl}/generated/links.html?links=400&hosts=400&emails=0&phones=0&prefix=${prefix}#end`,
  );
  const ours = async () =>
    (await emulator.lookups()).filter((q) => q?.startsWith(`${prefix}-`)) as string[];
  // Up to 70 s: should an earlier test have spent the minute's budget of 60 lookups, the
  // engine waits for the minute to pass (as it would for a person), and so does this test.
  for (let attempt = 0; attempt < 700 && (await ours()).length < 12; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const first = (await ours()).slice(0, 12).map((q) => Number(q.split('.')[0]?.split('-')[1]));
  expect(first).toHaveLength(12);
  // The viewport (800 px) shows roughly the last 40 of 400 links.
  for (const index of first) expect(index).toBeGreaterThanOrEqual(340);
  await page.close();
}

/** Hostile pages keep working: strict CSP, sabotaged DOM prototypes, 50 000 links, deep DOM. */
export async function expectHostilePagesWork(browser: Browser, emulatorUrl: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${emulatorUrl}/pages/strict.csp.html`);
  expect((await markedItems(page, 2)).map(([, text, level]) => [text, level])).toEqual([
    ['Sign in', 'CRITICAL'],
    ['refunds@paypa1-secure-login.com', 'CRITICAL'],
  ]);

  await page.goto(`${emulatorUrl}/pages/hostile-prototypes.html`);
  expect(await markedOnSabotagedPage(page, 2)).toEqual([
    ['Double it', 'HIGH'],
    ['+44 7700 900123', 'HIGH'],
  ]);

  await page.goto(`${emulatorUrl}/generated/links.html?links=50000&hosts=2000&emails=0&phones=0`);
  // The budget lets the first hosts through first; host 0 is risky. The page stays usable.
  await markedItems(page, 1);
  expect(await page.evaluate(() => document.querySelectorAll('a').length)).toBe(50_000);

  await page.goto(
    `${emulatorUrl}/generated/links.html?links=20&hosts=20&emails=0&phones=0&depth=3000`,
  );
  await markedItems(page, 1);
  await page.close();
}

/**
 * Hovering a badge shows its card; from the keyboard, Tab reaches the badge, Enter opens the
 * card, and "Trust this" takes the marks off at once.
 */
export async function expectBadgeCardAndTrust(page: Page): Promise<void> {
  await page.bringToFront();
  // The badge host is zero-size by design (it must not shift the layout), so puppeteer will
  // not hover it; the same DOM event is dispatched instead.
  const hover = (type: 'mouseover' | 'mouseout') =>
    page.$eval(
      '#hostile + linkwise-badge',
      (badge, t) => badge.dispatchEvent(new MouseEvent(t, { bubbles: true })),
      type,
    );
  await hover('mouseover');
  await page.waitForFunction(
    () =>
      document
        .querySelector('linkwise-check-card')
        ?.getAttribute('data-linkwise-check')
        ?.startsWith('risky:'),
    poll,
  );
  await hover('mouseout');
  await page.waitForFunction(() => !document.querySelector('linkwise-check-card'), poll);

  await page.focus('#hostile');
  await page.keyboard.press('Tab'); // the badge, right after the link
  await page.keyboard.press('Enter'); // opens the card, focus on Close
  await page.waitForFunction(() => document.querySelector('linkwise-check-card'), poll);
  await page.keyboard.press('Tab'); // "Trust this"
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => !document.querySelector('#hostile')?.hasAttribute('data-linkwise-risk'),
    poll,
  );
  expect(await page.$('#hostile + linkwise-badge')).toBeNull();
}

/** The page-protection tests both browsers run the same way, in this order. */
export function itHandlesBigAndHostilePages(browser: () => Browser, emulatorUrl: string): void {
  // Before the hostile pages: their 50 000 links spend the minute's lookup budget (60).
  it('asks about what is on screen first', () => expectOnScreenFirst(browser(), emulatorUrl));
  it('keeps working on hostile pages', () => expectHostilePagesWork(browser(), emulatorUrl));
}

/** What the webmail fixture may send: destinations, and the one wrapper that holds a token. */
const WEBMAIL_VALUES = [
  'paypa1-secure-login.com',
  'crypto-doubler.net',
  'cheap-rolex-outlet.shop',
  'wiki.webmail-fixture.org',
  'notes.webmail-fixture.com',
  'folder.webmail-fixture.net',
  'protect-eu.mimecast.com',
  // The sender's address in the message's text.
  'it-support@example.org',
];

/**
 * A webmail message whose links mail protection rewrote (Safe Links, Proofpoint v2/v3, Google's
 * /url, one nested): the reported destinations are marked and warned about with the way there,
 * the clean ones untouched, and only destinations are looked up — never a wrapper's host.
 */
export async function expectWrappedLinks(browser: Browser, emulatorUrl: string): Promise<void> {
  const emulator = emulatorControl(emulatorUrl);
  await emulator.reset();
  const page = await browser.newPage();
  await page.bringToFront();
  await page.goto(`${emulatorUrl}/pages/webmail.html`);
  expect(await markedItems(page, 4)).toEqual([
    ['safe-scam', 'Your mailbox is full — verify now', 'CRITICAL'],
    ['pp2-scam', 'Double your Bitcoin', 'HIGH'],
    ['google-scam', 'Rolex sale (shared doc)', 'MEDIUM'],
    ['nested-scam', 'Forwarded: claim your prize', 'CRITICAL'],
  ]);
  for (const id of ['safe-clean', 'pp3-clean', 'google-clean', 'opaque']) {
    expect(await page.$eval(`#${id}`, (e) => e.getAttribute('data-linkwise-risk'))).toBeNull();
  }
  const sent = await emulator.lookups();
  for (const value of sent) expect(WEBMAIL_VALUES).toContain(value);
  // The clean destinations are this page's own (never cached by an earlier page): each is sent.
  for (const host of [
    'wiki.webmail-fixture.org',
    'notes.webmail-fixture.com',
    'folder.webmail-fixture.net',
  ])
    expect(sent).toContain(host);

  // The click warning and the card say how the link gets there.
  await page.click('#nested-scam');
  await page.waitForFunction(() => document.querySelector('linkwise-warning'), poll);
  const warning = (await surfaceTexts(page)).find((s) => s.tag === 'linkwise-warning');
  expect(warning?.text).toContain('Microsoft Safe Links → Google → paypa1-secure-login.com');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('linkwise-warning'), poll);
  await page.$eval('#pp2-scam + linkwise-badge', (badge) =>
    badge.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })),
  );
  await page.waitForFunction(() => document.querySelector('linkwise-check-card'), poll);
  const card = (await surfaceTexts(page)).find((s) => s.tag === 'linkwise-check-card');
  expect(card?.text).toContain('Proofpoint → crypto-doubler.net');
  await page.close();
}
