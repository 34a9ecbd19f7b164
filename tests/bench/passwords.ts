import type { Browser } from 'puppeteer-core';
import { signInPageFlags, startSignInPageServer } from '../emulator/sign-in-pages';
import { startBenchBrowser } from './bench-browser';
import { median, round } from './stats';

/**
 * The password guard's price for honest typing: on a first-visited site, once a password is kept
 * for another site, a password field's text reaches the page only when the person leaves the
 * field and its fingerprint is known to be none of the kept ones. Measured in the page's own
 * clock: from the moment Tab is pressed to leave the field to the last `input` event the page
 * sees (0 on a tree without the hold, where every character arrived as it was typed). Over http the fingerprint is made in
 * plain JavaScript (a content script there has no WebCrypto), over https with WebCrypto.
 */
const SAMPLES = 9;
const PASSWORD = 'Another-Pass-93x';
const KEPT = 'Correct-Horse-77!';
const KEY_GAP_MS = 20;

let sequence = 0;

/** Signs in on the brand's own site, so that a password is kept and other sites are held. */
async function keepOne(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  await page.bringToFront();
  await page.goto(`${origin}/password?spa&focus`);
  await page.waitForFunction(() => document.activeElement?.id === 'field');
  await page.keyboard.type(KEPT, { delay: KEY_GAP_MS });
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => (window as unknown as { seen: { signedIn?: boolean } }).seen.signedIn,
  );
  // The background keeps it a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await page.close();
}

/** The wait after leaving the field, and whether every character arrived, over `scheme`. */
async function waits(browser: Browser, scheme: 'http' | 'https') {
  const measured: number[] = [];
  let whole = 0;
  for (let index = 0; index < SAMPLES; index++) {
    const page = await browser.newPage();
    await page.bringToFront();
    await page.goto(
      `${scheme}://new-shop-${Date.now() % 1_000_000}-${sequence++}.top/password?focus`,
    );
    await page.waitForFunction(() => document.activeElement?.id === 'field');
    await page.keyboard.type(PASSWORD, { delay: KEY_GAP_MS });
    // The moment the person leaves the field, in the page's clock: the Tab key itself is held
    // with the text (and the focus moves only after it is delivered), so the page cannot mark it.
    const leftAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Tab');
    const handle = await page.waitForFunction(
      (password) => {
        const seen = (window as unknown as { seen: { inputs: string[]; inputAt: number } }).seen;
        return seen.inputs.join('') === password && seen.inputAt;
      },
      { polling: 10, timeout: 20_000 },
      PASSWORD,
    );
    const inputAt = (await handle.jsonValue()) as number;
    measured.push(Math.max(0, inputAt - leftAt));
    whole += Number(
      (await page.$eval('#field', (field) => (field as HTMLInputElement).value)) === PASSWORD,
    );
    await page.close();
  }
  return { medianMs: round(median(measured), 1), worstMs: round(Math.max(...measured), 1), whole };
}

export async function benchPasswords() {
  const http = await startBenchBrowser('.output/bench-passwords');
  let overHttp: Awaited<ReturnType<typeof waits>>;
  try {
    await keepOne(http.session.browser, 'http://secure.chase.com');
    overHttp = await waits(http.session.browser, 'http');
  } finally {
    await http.session.close();
    await http.emulator.close();
  }
  // The same build over https: every name to the sign-in pages' server, whose /password is the
  // test page (the emulator, which the build asks, is reached by its address).
  const server = await startSignInPageServer();
  const again = await startBenchBrowser(
    '.output/bench-passwords',
    {},
    signInPageFlags(server.port),
  );
  let overHttps: Awaited<ReturnType<typeof waits>>;
  try {
    await keepOne(again.session.browser, 'https://secure.chase.com');
    overHttps = await waits(again.session.browser, 'https');
  } finally {
    await again.session.close();
    await again.emulator.close();
    await server.close();
  }
  const rows = [
    { name: 'Wait after leaving the field, http (plain JavaScript)', ...overHttp, of: SAMPLES },
    { name: 'Wait after leaving the field, https (WebCrypto)', ...overHttps, of: SAMPLES },
  ];
  console.table(rows);
  return rows;
}
