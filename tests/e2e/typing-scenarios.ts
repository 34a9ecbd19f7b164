import type { Browser, Page } from 'puppeteer-core';
import { expect, it, onTestFinished } from 'vitest';
import { emulatorControl } from './emulator-control';
import { surfaceTexts } from './hostile-scenarios';
import { siteSurface } from './site-scenarios';

/** A 13-character password, typed as a person types it. */
export const PASSWORD = 'Tr0ub4dor&3x!';
const KEY_GAP_MS = 20;
const poll = { polling: 10, timeout: 20_000 } as const;

/** What the page's own scripts saw (tests/fixtures/sites/typing.html). */
interface Seen {
  keys: number;
  trustedKeys: number;
  inputs: string[];
  pastes: number;
  compositions: number;
  polled: number;
  /** The name field's longest value the page's polling saw (an IME composes in it). */
  polledName: number;
  framework: string;
}

let sequence = 0;
/** A site no cache has seen: `*.bench-scam.top` is a CRITICAL record, anything else has none. */
export const freshSite = (kind: 'scam' | 'clean') =>
  kind === 'scam'
    ? `typing-${Date.now() % 1_000_000}-${sequence++}.bench-scam.top`
    : `quiet-bakery-${Date.now() % 1_000_000}-${sequence++}.top`;

const seenBy = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

/**
 * Opens the sign-in page and starts typing the moment its password field has focus (it
 * autofocuses, as phishing pages do), while the site's answer is still on its way.
 */
export async function typeOnArrival(
  browser: Browser,
  url: string,
  person: (page: Page) => Promise<void> = (page) =>
    page.keyboard.type(PASSWORD, { delay: KEY_GAP_MS }),
): Promise<{ page: Page; heldNotice: boolean }> {
  const page = await browser.newPage();
  await page.bringToFront();
  const navigation = page.goto(url).catch(() => undefined);
  await page.waitForFunction(() => document.activeElement?.id === 'password', poll);
  await person(page);
  // The notice beside the field while the answer is pending (the page's own DOM holds its host).
  const heldNotice = await page.evaluate(() =>
    Boolean(document.querySelector('[data-linkwise-typing]')),
  );
  await navigation;
  return { page, heldNotice };
}

export interface TypingOptions {
  browser: () => Browser;
  emulatorUrl: string;
  /** Chromium: a paste from the clipboard and an IME composition, as a person makes them. */
  pasteAndCompose?: {
    copy(text: string): Promise<void>;
    act(page: Page, composed: string): Promise<void>;
  };
}

/** The typing-hold scenarios, for both browsers. */
export function itHoldsTypingUntilTheVerdict(options: TypingOptions): void {
  const control = emulatorControl(options.emulatorUrl);

  for (const latency of [500, 2_000]) {
    it(`a scam page answered after ${latency} ms gets no key, input or character`, async () => {
      await control.setFault({ mode: 'slow', target: 'lookup', delayMs: latency });
      const { page, heldNotice } = await typeOnArrival(
        options.browser(),
        `http://${freshSite('scam')}/typing`,
      );
      await siteSurface(page, 'block');
      const seen = await seenBy(page);
      expect(seen).toMatchObject({ keys: 0, inputs: [], polled: 0, framework: '' });
      expect(heldNotice).toBe(true);
      expect(await page.$eval('#password', (field) => (field as HTMLInputElement).value)).toBe('');
      const warning = (await surfaceTexts(page)).find(
        (surface) => surface.tag === 'linkwise-site-warning',
      );
      expect(warning?.text).toContain('none of it reached the site');
      await page.close();
    });

    it(`a clean page answered after ${latency} ms gets every character, in order`, async () => {
      await control.setFault({ mode: 'slow', target: 'lookup', delayMs: latency });
      const { page, heldNotice } = await typeOnArrival(
        options.browser(),
        `http://${freshSite('clean')}/typing`,
      );
      expect(heldNotice).toBe(true);
      await page.waitForFunction(
        (length) =>
          (document.getElementById('password') as HTMLInputElement).value.length >= length,
        poll,
        PASSWORD.length,
      );
      const seen = await seenBy(page);
      expect(await page.$eval('#password', (field) => (field as HTMLInputElement).value)).toBe(
        PASSWORD,
      );
      expect(seen.inputs.join('')).toBe(PASSWORD);
      expect(seen.framework).toBe(PASSWORD);
      await page.waitForFunction(() => !document.querySelector('[data-linkwise-typing]'), poll);
      await page.close();
    });
  }

  it('a site already known clean is never held: the page sees the real keys', async () => {
    const site = freshSite('clean');
    const first = await options.browser().newPage();
    await first.goto(`http://${site}/typing`);
    await new Promise((resolve) => setTimeout(resolve, 700)); // the answer is in the cache
    await first.close();
    await control.setFault({ mode: 'slow', target: 'lookup', delayMs: 2_000 });
    const { page, heldNotice } = await typeOnArrival(options.browser(), `http://${site}/typing`);
    const seen = await seenBy(page);
    expect(heldNotice).toBe(false);
    expect(seen.trustedKeys).toBe(PASSWORD.length * 3); // keydown, keypress, keyup: all real
    expect(seen.framework).toBe(PASSWORD);
    await page.close();
  });

  const { pasteAndCompose } = options;
  if (pasteAndCompose)
    it('a paste and an IME composition are held too, and delivered on a clean page', async () => {
      await pasteAndCompose.copy('pasted-secret');
      await control.setFault({ mode: 'slow', target: 'lookup', delayMs: 1_000 });
      const scam = await typeOnArrival(
        options.browser(),
        `http://${freshSite('scam')}/typing`,
        (page) => pasteAndCompose.act(page, '日本'),
      );
      await siteSurface(scam.page, 'block');
      // No event, and no pasted or composed text left in a field. A composition's own steps sit
      // in the field while it lasts (no browser composes elsewhere): a polling page can read
      // those, never the result (docs/security.md).
      expect(await seenBy(scam.page)).toMatchObject({
        keys: 0,
        pastes: 0,
        compositions: 0,
        inputs: [],
        polled: 0,
      });
      expect(
        await scam.page.$$eval('input', (fields) =>
          fields.map((field) => (field as HTMLInputElement).value),
        ),
      ).toEqual(['', '']);
      await scam.page.close();

      const clean = await typeOnArrival(
        options.browser(),
        `http://${freshSite('clean')}/typing`,
        (page) => pasteAndCompose.act(page, '日本'),
      );
      await clean.page.waitForFunction(
        () => (document.getElementById('name') as HTMLInputElement).value === '日本',
        poll,
      );
      expect(
        await clean.page.$eval('#password', (field) => (field as HTMLInputElement).value),
      ).toBe('pasted-secret');
      expect((await seenBy(clean.page)).framework).toBe('pasted-secret');
      await clean.page.close();
    });

  // Last: the failed lookup leaves the engine backing off for the rest of this browser's run.
  it('an unreachable service: held while the lookup tries (5 s), then typed in, saying it was not checked', async () => {
    await control.setFault({ mode: 'hang', target: 'lookup' });
    // The emulator is shared: the next test file must not meet a service that never answers.
    onTestFinished(async () => {
      await control.reset();
    });
    const { page, heldNotice } = await typeOnArrival(
      options.browser(),
      `http://${freshSite('clean')}/typing`,
    );
    expect(heldNotice).toBe(true);
    // Past the 3 s the notice waits before it offers "Type it in now": still held.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await seenBy(page)).toMatchObject({ keys: 0, inputs: [], polled: 0 });
    expect(await page.$('[data-linkwise-typing]')).not.toBeNull();
    // The lookup's own time limit ends the wait: what was typed goes in, and the person is told.
    await page.waitForFunction(
      (length) => (document.getElementById('password') as HTMLInputElement).value.length >= length,
      poll,
      PASSWORD.length,
    );
    expect((await seenBy(page)).framework).toBe(PASSWORD);
    await page.waitForSelector('[data-linkwise-toast="error"]', { timeout: 5_000 });
    await page.close();
  });
}
