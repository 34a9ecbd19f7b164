import type { Browser, Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { contentScriptReady, emulatorControl } from './emulator-control';

/** Types a short link into the popup's Check field and waits for where it leads. */
async function revealInPopup(popup: Page, url: string) {
  await popup.$eval('#check-input', (input) => {
    (input as HTMLInputElement).value = '';
  });
  await popup.type('#check-input', url);
  await popup.click('form button[type="submit"]');
  await popup.waitForSelector('[data-testid="reveal-outcome"]', { timeout: 20_000 });
  return popup.evaluate(() => ({
    hops: [...document.querySelectorAll('[data-testid="reveal-hops"] li')].map(
      (li) => li.textContent,
    ),
    stop: document.querySelector('[data-testid="reveal-outcome"]')?.getAttribute('data-stop'),
    outcome: document.querySelector('[data-testid="reveal-outcome"]')?.textContent,
    verdict: document
      .querySelector('[data-testid="reveal"] [data-kind]')
      ?.getAttribute('data-kind'),
  }));
}

/**
 * The popup's Check field given a short link (the emulator is Linkwise's own shortener in e2e
 * builds): each hop is shown, with the destination's verdict; the shortener gets exactly one
 * request per hop and no cookie, though each answer sets one; the destination gets none (its
 * name does not resolve); the lookup service gets bare hosts only.
 */
export async function expectShortLinkReveal(popup: Page, emulatorUrl: string): Promise<void> {
  const emulator = emulatorControl(emulatorUrl);
  const shortenerRequests = async () =>
    (await emulator.log()).filter((entry) => entry.path.startsWith('/s/'));

  await emulator.reset();
  const chain = await revealInPopup(popup, `${emulatorUrl}/s/found-302`);
  expect(chain).toMatchObject({ stop: 'destination', verdict: 'no-record' });
  expect(chain.hops).toHaveLength(4);
  expect(chain.outcome).toContain('clean-destination.com');
  const requests = await shortenerRequests();
  expect(requests.map((entry) => entry.path)).toEqual([
    '/s/found-302',
    '/s/see-303',
    '/s/see-307-target',
    '/s/perm-308',
  ]);
  expect(requests.filter((entry) => entry.headers.cookie !== undefined)).toEqual([]);
  const lookups = await emulator.lookups();
  expect(lookups).toContain('clean-destination.com');
  expect(lookups.filter((q) => q?.includes('/'))).toEqual([]);

  await emulator.reset();
  const reported = await revealInPopup(popup, `${emulatorUrl}/s/via-reported`);
  expect(reported).toMatchObject({ stop: 'reported', verdict: 'risky' });
  expect(reported.outcome).toContain('parcel-fee.top');
  expect((await shortenerRequests()).map((entry) => entry.path)).toEqual(['/s/via-reported']);

  await emulator.reset();
  const loop = await revealInPopup(popup, `${emulatorUrl}/s/loop-a`);
  expect(loop.stop).toBe('loop');
  expect(await shortenerRequests()).toHaveLength(2);
}

/**
 * "Reveal short links on screen", switched on in options as a person would: a short link to a
 * reported scam on a page is marked by where it leads; switched off again, nothing is revealed.
 */
export async function expectAutoRevealFromOptions(
  browser: Browser,
  emulatorUrl: string,
  openOptions: () => Promise<Page>,
): Promise<void> {
  const emulator = emulatorControl(emulatorUrl);
  await emulator.reset();
  const setReveal = async (on: boolean) => {
    const options = await openOptions();
    const box = 'input[name="revealShortLinks"]';
    await options.waitForSelector(box);
    if ((await options.$eval(box, (input) => (input as HTMLInputElement).checked)) !== on) {
      await options.click(box);
      await options.waitForFunction(
        (selector, wanted) =>
          (document.querySelector(selector) as HTMLInputElement).checked === wanted,
        { polling: 100, timeout: 10_000 },
        box,
        on,
      );
    }
    await options.close();
  };
  await setReveal(true);
  try {
    const page = await browser.newPage();
    await page.goto(`${emulatorUrl}/pages/plain.html?auto-reveal`);
    await contentScriptReady(page);
    await page.bringToFront();
    await page.evaluate((base) => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<p><a id="to-scam" href="${base}/s/moved-301">a short link</a></p>`,
      );
    }, emulatorUrl);
    await page.waitForFunction(
      () => document.querySelector('#to-scam')?.getAttribute('data-linkwise-risk'),
      { polling: 100, timeout: 15_000 },
    );
    const requests = (await emulator.log()).filter((entry) => entry.path.startsWith('/s/'));
    expect(requests.map((entry) => entry.path)).toEqual(['/s/moved-301']);
    expect((await emulator.lookups()).filter((q) => q?.includes('/'))).toEqual([]);
    await page.close();
  } finally {
    await setReveal(false);
  }
}
