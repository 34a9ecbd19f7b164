import { createHash } from 'node:crypto';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { BUNDLED_LISTS } from '@/utils/lookalike/bundled';
import { createLookalikeJudge } from '@/utils/lookalike/judge';
import { type SignInPage, signInPages, startSignInPageServer } from '../emulator/sign-in-pages';
import { BRAND_OTHER_DOMAIN, BRAND_SITE, OWN_SITE } from './browsers';
import { emulatorControl } from './emulator-control';
import { warningShown } from './guard-scenarios';
import { screenshot } from './site-scenarios';
import { surfaceTexts } from './surface-texts';

/**
 * Passwords kept with their own sites (utils/passwords/), in a real browser on the store build:
 * after a sign-in on a brand's own site, the same password is held back from pages of sites it
 * does not belong to — typed, pasted, into a field dressed as a password field, into editable
 * content, into a frame of another site — each page watching as a phishing kit does
 * (tests/fixtures/sites/password.html: every key and input event, a poll every 30 ms, a beacon
 * per key, its form posted). Honest use is left alone, and a sign-in code pasted into a page is
 * stopped. Linkwise's names are drawn at random on the store build: its warning is found as what
 * covers the middle of the page, its words through the accessibility tree where the browser
 * gives one (Chromium).
 */

export interface PasswordTarget {
  name: string;
  browser: () => Browser;
  emulatorUrl: string;
  /** The sites options lists kept passwords for (the extension's own page). */
  keptSites: () => Promise<string[]>;
  /** The warning's words as a person's screen reader has them, where the browser lets a test read them. */
  warningWords?: (page: Page) => Promise<string>;
  /** Saves the warning's picture (the README's, with LINKWISE_UPDATE_SCREENSHOTS=1). */
  screenshots?: boolean;
}

/** The password signed in with on the brand's own site: 17 characters. */
export const KEPT_PASSWORD = 'Correct-Horse-77!';
const poll = { polling: 50, timeout: 20_000 } as const;
const KEY_GAP_MS = 15;
/** The password a page fills and sends as it opens (a password manager's). */
const FILLED = 'Filled-At-Once-58';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the page's own scripts saw (password.html). */
interface Seen {
  keys: string[];
  typed: string;
  inputs: string[];
  polled: string;
  pastes: string[];
  meter: number[];
  /** What the page's own sign-in sent (`?spa`). */
  sent?: string;
}
/**
 * Puts text on the clipboard from a page of the emulator's own (the browser lets that origin
 * write: Chromium's permission, Firefox's testing pref, both set where the browser starts).
 */
async function copy(target: PasswordTarget, text: string): Promise<void> {
  const page = await target.browser().newPage();
  await page.goto(`${target.emulatorUrl}/pages/plain.html`);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.close();
}

const seenBy = (where: Page | Frame) =>
  where.evaluate(() => (window as unknown as { seen: Seen }).seen);

let sequence = 0;
/** A site no one has visited: a first visit, on no list. */
const freshSite = (name: string) => `${name}-${Date.now() % 1_000_000}-${sequence++}.top`;

/** What the emulator received addressed to `host`: the page, its beacons, its form posts. */
async function requestsTo(emulatorUrl: string, host: string): Promise<string[]> {
  const sites = (await (await fetch(`${emulatorUrl}/__emulator/sites`)).json()) as Array<{
    host: string;
    path: string;
  }>;
  return sites.filter((request) => request.host === host).map((request) => request.path);
}

/**
 * A password as it could leak: as typed, URL-encoded, in base64, and its unsalted MD5, SHA-1 and
 * SHA-256 (hex and base64).
 */
function forms(password: string): string[] {
  const hashes = ['md5', 'sha1', 'sha256'].flatMap((algorithm) => {
    const digest = createHash(algorithm).update(password).digest();
    return [digest.toString('hex'), digest.toString('base64')];
  });
  return [
    password,
    encodeURIComponent(password),
    Buffer.from(password).toString('base64'),
    ...hashes,
  ];
}

/** A form drawn in a closed shadow root: only the page's own script holds its field and button. */
interface Kit {
  kitName: HTMLInputElement;
  kitField: HTMLInputElement;
  kitButton: HTMLButtonElement;
}

/** Opens a page of password.html with its field focused (its frame's, with `frame`), in front. */
async function openSignIn(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.bringToFront();
  await page.goto(url);
  if (url.includes('frame=')) return page;
  if (url.includes('field=shadow')) {
    // A person clicks into it: no selector of the page reaches into a closed root.
    await page.waitForFunction(() => (window as unknown as Partial<Kit>).kitField, poll);
    await clickKit(page, 'kitField');
    return page;
  }
  await page.waitForSelector('#field');
  await page.focus('#field');
  return page;
}

/** Clicks the middle of the closed root's field or button with the mouse, as a person does. */
async function clickKit(page: Page, part: keyof Kit): Promise<void> {
  const { x, y } = await page.evaluate((name) => {
    const box = (window as unknown as Kit)[name].getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, part);
  await page.mouse.click(x, y);
}

/**
 * Signs in as a person does: the password typed into the field, then Enter. The form is sent
 * (to /signed-in), or with `?spa` in the address the page's own script takes it.
 */
async function signIn(browser: Browser, url: string, password: string): Promise<Page> {
  const page = await openSignIn(browser, url);
  await page.keyboard.type(password, { delay: KEY_GAP_MS });
  await page.keyboard.press('Enter');
  if (url.includes('spa'))
    await page.waitForFunction(
      () => (window as unknown as { seen: { signedIn?: boolean } }).seen.signedIn,
      poll,
    );
  else await page.waitForFunction(() => location.pathname === '/signed-in', poll);
  return page;
}

/** Waits up to `ms` for Linkwise's warning over the page; true if it came. */
async function warningWithin(page: Page, ms: number): Promise<boolean> {
  for (let waited = 0; waited <= ms; waited += 100) {
    if (await warningShown(page)) return true;
    await wait(100);
  }
  return false;
}

/** Resolves once `holds` does, asked every 100 ms for 10 s; else fails saying `failure`. */
async function until(holds: () => Promise<boolean>, failure: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await holds()) return;
    await wait(100);
  }
  throw new Error(failure);
}

/** Waits until options lists `site` among the sites kept passwords belong to (or not). */
const untilKept = (target: PasswordTarget, site: string, kept = true) =>
  until(
    async () => (await target.keptSites()).includes(site) === kept,
    `${site} was ${kept ? 'never' : 'still'} listed among the kept passwords' sites.`,
  );

/** Each way a person puts a password into a page, and where the page's field is. */
const WAYS = [
  { way: 'typed into a password field', field: 'password', act: 'type' },
  { way: 'pasted into a password field', field: 'password', act: 'paste' },
  {
    way: 'typed into a text field dressed as one (CSS dots, no word)',
    field: 'dressed',
    act: 'type',
  },
  { way: 'typed into a text field labelled Passwort', field: 'labelled', act: 'type' },
  { way: 'typed into editable content dressed as one', field: 'editable', act: 'type' },
  { way: 'typed into a form in a closed shadow root', field: 'shadow', act: 'type' },
  { way: 'typed into a frame of another site', field: 'password', act: 'type', frame: true },
  { way: 'typed, then Enter to send the form', field: 'password', act: 'enter' },
] as const;

export function itKeepsPasswordsWithTheirSites(
  target: PasswordTarget & {
    /** Everything Linkwise stored, local and synced, as JSON (read from its own options page). */
    storedValues: () => Promise<string>;
  },
): void {
  /**
   * None of `passwords` is in what Linkwise stored or synced, or in any request the lookup
   * service received: as typed, or as a fast hash (`forms`).
   */
  const expectKeptNowhere = async (passwords: string[]) => {
    const stored = await target.storedValues();
    const sent = JSON.stringify(await (await fetch(`${target.emulatorUrl}/__emulator/log`)).json());
    for (const trace of passwords.flatMap(forms)) {
      expect(stored).not.toContain(trace);
      expect(sent).not.toContain(trace);
    }
  };
  it('a password signed in with on its brand’s own site reaches no other site: 0 characters, the form not sent, the warning names its site', async () => {
    const browser = target.browser();
    const signedIn = await signIn(browser, `http://secure.${BRAND_SITE}/password`, KEPT_PASSWORD);
    await signedIn.close();
    await untilKept(target, BRAND_SITE);

    const leaks: string[] = [];
    for (const { way, field, act, ...rest } of WAYS) {
      const host = freshSite('docs-share');
      const frameHost = 'frame' in rest ? `embed-${host}` : null;
      if (act === 'paste') await copy(target, KEPT_PASSWORD);
      const query = `field=${field}${frameHost ? `&frame=${frameHost}` : ''}`;
      const page = await openSignIn(browser, `http://${host}/password?${query}`).catch(async () => {
        throw new Error(`${way}: the page did not open`);
      });
      let where: Page | Frame = page;
      if (frameHost) {
        where = (await (await page.waitForSelector('#frame'))!.contentFrame())!;
        // A person clicks into the frame's field (a script may not move focus into a frame of
        // another site).
        await (await where.waitForSelector('#field'))!.click();
        await where.focus('#field');
      }
      if (act === 'paste') {
        await page.keyboard.down('Control');
        await page.keyboard.press('KeyV', { commands: ['paste'] });
        await page.keyboard.up('Control');
      } else await page.keyboard.type(KEPT_PASSWORD, { delay: KEY_GAP_MS });
      await page.keyboard.press(act === 'enter' ? 'Enter' : 'Tab');
      const warned = await warningWithin(page, 5_000);
      // The page's own poll runs every 30 ms: a little longer, so a late leak would show.
      await wait(200);
      const seen = await seenBy(where);
      const reached = [seen.typed, seen.polled, seen.inputs.join(''), seen.pastes.join('')].join(
        '',
      );
      const received = [
        ...(await requestsTo(target.emulatorUrl, host)),
        ...(frameHost ? await requestsTo(target.emulatorUrl, frameHost) : []),
      ].filter((path) => path.startsWith('/beacon') || path.startsWith('/signed-in'));
      const words = warned && target.warningWords ? await target.warningWords(page) : '';
      if (
        !warned ||
        reached !== '' ||
        received.length > 0 ||
        (target.warningWords && !(words.includes(BRAND_SITE) && words.includes(frameHost ?? host)))
      )
        leaks.push(
          `${way}: warned ${warned}, reached "${reached}", received ${received.join(' ')}, said "${words}", keys ${seen.keys.join(' ')}`,
        );
      await page.close();
    }
    // Nowhere else either: not in what Linkwise stored or synced, not in any request the
    // emulator (the lookup service and every site) received — as typed, or as a fast hash.
    const traces = forms(KEPT_PASSWORD);
    const stored = await target.storedValues();
    const sent = JSON.stringify([
      await (await fetch(`${target.emulatorUrl}/__emulator/log`)).json(),
      await (await fetch(`${target.emulatorUrl}/__emulator/sites`)).json(),
    ]);
    for (const trace of traces) {
      if (stored.includes(trace))
        leaks.push(`stored: ${trace === KEPT_PASSWORD ? 'as typed' : 'a hash'}`);
      if (sent.includes(trace))
        leaks.push(`sent: ${trace === KEPT_PASSWORD ? 'as typed' : 'a hash'}`);
    }
    expect(stored).toContain('"prints"');
    console.log(
      `${target.name}: a kept password held back from first-visited sites ${WAYS.length - leaks.length} of ${WAYS.length} ways (0 characters, no beacon, no form post, the warning naming ${BRAND_SITE})`,
    );
    expect(leaks).toEqual([]);
  });

  it('the person’s deliberate choice: “use this password here anyway” in two steps puts it in and keeps it for that site', async () => {
    const browser = target.browser();
    const host = freshSite('team-portal');
    const page = await openSignIn(browser, `http://${host}/password`);
    await page.keyboard.type(KEPT_PASSWORD, { delay: KEY_GAP_MS });
    await page.keyboard.press('Tab');
    expect(await warningWithin(page, 5_000)).toBe(true);
    if (target.screenshots) await screenshot(page, 'password-warning.png');
    // By keyboard, as a person would: Leave this page has focus; More options; the first step;
    // then the confirmation ("Yes, use it here" sits before Cancel, which takes focus).
    for (const key of ['Tab', 'Enter', 'Tab', 'Enter'] as const) await page.keyboard.press(key);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (password) => (window as unknown as { seen: Seen }).seen.polled === password,
      poll,
      KEPT_PASSWORD,
    );
    expect(await warningShown(page)).toBe(false);
    await untilKept(target, host);
    await page.close();
  });

  it('honest use: its own sites, another password on a new site, a sign-up’s meter, a password shared by two used sites — every character, in order, no warning', async () => {
    const browser = target.browser();
    const arrives = async (url: string, password: string, leave: 'Tab' | 'Enter' = 'Tab') => {
      const page = await openSignIn(browser, url);
      await page.keyboard.type(password, { delay: KEY_GAP_MS });
      await page.keyboard.press(leave);
      if (leave === 'Tab')
        await page.waitForFunction(
          (typed) => (window as unknown as { seen: Seen }).seen.polled === typed,
          poll,
          password,
        );
      else await page.waitForFunction(() => location.pathname === '/signed-in', poll);
      const warned = await warningWithin(page, 300);
      const seen = leave === 'Tab' ? await seenBy(page) : null;
      await page.close();
      return { warned, seen };
    };
    // Its own site and the brand's other own domain: the page sees the person's own keys.
    for (const url of [
      `http://www.${BRAND_SITE}/password`,
      `http://www.${BRAND_OTHER_DOMAIN}/password`,
    ]) {
      const { warned, seen } = await arrives(url, KEPT_PASSWORD);
      expect(warned, url).toBe(false);
      expect(seen?.typed, url).toBe(KEPT_PASSWORD);
      expect(seen?.inputs.join(''), url).toBe(KEPT_PASSWORD);
    }
    // Another password on a site never seen: held until the field is left, then every
    // character in order.
    const other = await arrives(`http://${freshSite('new-shop')}/password`, 'Another-Pass-93');
    expect(other.warned).toBe(false);
    expect(other.seen?.inputs.join('')).toBe('Another-Pass-93');
    // A form in a closed shadow root, signed in on with its own button right beside the field:
    // the password is held until the click (focus moving within the root tells the page around
    // it nothing), then goes in whole before the click does; the notice of the held characters,
    // beside the field over the button, lets the click through to it.
    const kit = await openSignIn(
      browser,
      `http://${freshSite('web-component')}/password?field=shadow&spa&inline`,
    );
    await kit.keyboard.type('Shadow-Pass-61', { delay: KEY_GAP_MS });
    await clickKit(kit, 'kitButton');
    await kit.waitForFunction(
      () => (window as unknown as { seen: { signedIn?: boolean } }).seen.signedIn,
      poll,
    );
    expect((await seenBy(kit)).sent).toBe('Shadow-Pass-61');
    expect(await warningWithin(kit, 300)).toBe(false);
    await kit.close();
    // The same form, the person clicking back into its name field after the password and
    // pressing Enter there while the password is compared: the form's submission does not leave
    // the root, only the key does; the form is sent once, with the password in.
    const named = await openSignIn(
      browser,
      `http://${freshSite('web-component')}/password?field=shadow&spa`,
    );
    await named.keyboard.type('Shadow-Enter-62', { delay: KEY_GAP_MS });
    await clickKit(named, 'kitName');
    await named.keyboard.press('Enter');
    await named.waitForFunction(
      () => (window as unknown as { seen: Seen }).seen.sent !== undefined,
      poll,
    );
    expect((await seenBy(named)).sent).toBe('Shadow-Enter-62');
    expect(await warningWithin(named, 300)).toBe(false);
    await named.close();
    // A sign-up page's strength meter hears each character, one at a time.
    const signup = await arrives(
      `http://${freshSite('signup')}/password?signup`,
      'Fresh-Signup-2026',
    );
    expect(signup.warned).toBe(false);
    expect(signup.seen?.meter).toEqual([...'Fresh-Signup-2026'].map((_, index) => index + 1));
    // One password shared by two sites the person uses: not a page's business.
    const shared = await arrives(`http://www.${OWN_SITE}/password`, KEPT_PASSWORD, 'Enter');
    expect(shared.warned).toBe(false);
    await untilKept(target, OWN_SITE);
    // Each held, compared and given back: none is kept or sent as it is, or as a fast hash.
    await expectKeptNowhere([
      'Another-Pass-93',
      'Shadow-Pass-61',
      'Shadow-Enter-62',
      'Fresh-Signup-2026',
    ]);
  });

  it('a sign-in sent as the page opens (a password manager fills and sends at once) is kept all the same', async () => {
    const page = await target.browser().newPage();
    // The page's own script fills the field and presses Sign in as it is parsed: before Linkwise
    // knew which site this is, or had the fingerprint's code in the page.
    await page.goto(`http://login.${BRAND_OTHER_DOMAIN}/password?spa&filled=${FILLED}`);
    await page.waitForFunction(
      () => (window as unknown as { seen: { signedIn?: boolean } }).seen.signedIn,
      poll,
    );
    await untilKept(target, BRAND_OTHER_DOMAIN);
    await page.close();
    // Noted in the frame's memory until fingerprinted: never stored, synced or sent as it is.
    await expectKeptNowhere([FILLED]);
  });

  it('a password first typed on a site never seen is kept for nothing: its brand’s real site gives no warning', async () => {
    const browser = target.browser();
    const host = freshSite('first-visit');
    const first = await openSignIn(browser, `http://${host}/password`);
    await first.keyboard.type('First-Here-4471', { delay: KEY_GAP_MS });
    await first.keyboard.press('Enter');
    // Held, compared (it is no kept password), then typed in and the form sent.
    await first.waitForFunction(() => location.pathname === '/signed-in', poll);
    await first.close();
    const page = await signIn(browser, `http://secure.${BRAND_SITE}/password`, 'First-Here-4471');
    expect(await warningWithin(page, 300)).toBe(false);
    await page.close();
    expect(await target.keptSites()).not.toContain(host);
    await expectKeptNowhere(['First-Here-4471']);
  });

  it('a password signed in with in a closed shadow root’s form on its brand’s own site is kept: typed into another site, it is held back', async () => {
    const browser = target.browser();
    const storedBefore = await target.storedValues();
    const own = await openSignIn(browser, `http://secure.${BRAND_SITE}/password?field=shadow&spa`);
    await own.keyboard.type('Shadow-Kept-2026', { delay: KEY_GAP_MS });
    await clickKit(own, 'kitButton');
    await own.waitForFunction(
      () => (window as unknown as { seen: { signedIn?: boolean } }).seen.signedIn,
      poll,
    );
    await own.close();
    // Its fingerprint is kept (the stored values change), then the password is typed elsewhere.
    await until(
      async () => (await target.storedValues()) !== storedBefore,
      'Nothing was kept after the sign-in in a closed root.',
    );
    const page = await openSignIn(browser, `http://${freshSite('docs-share')}/password`);
    await page.keyboard.type('Shadow-Kept-2026', { delay: KEY_GAP_MS });
    await page.keyboard.press('Tab');
    expect(await warningWithin(page, 5_000)).toBe(true);
    expect((await seenBy(page)).polled).toBe('');
    await page.close();
    // Kept as a salted fingerprint only.
    await expectKeptNowhere(['Shadow-Kept-2026']);
  });

  it('a sign-in code (ConsentFix) pasted into a page never reaches it, with a warning; an ordinary localhost address pastes as usual', async () => {
    const browser = target.browser();
    const code =
      'http://localhost:53682/?code=0.AXoAv4j5cvGGr0GRqy180BHbR1Rr8k2Z1mBNkK2QZ&state=9f3c&session_state=00ab';
    const ordinary = 'http://localhost:3000/dashboard?tab=2';
    const results: Array<{ text: string; pasted: string[]; value: string; warned: boolean }> = [];
    for (const text of [code, ordinary]) {
      await copy(target, text);
      const page = await browser.newPage();
      await page.bringToFront();
      await page.goto(`http://${freshSite('verify-app')}/password`);
      await page.waitForSelector('#notes');
      await page.focus('#notes');
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyV', { commands: ['paste'] });
      await page.keyboard.up('Control');
      const warned = await warningWithin(page, text === code ? 5_000 : 500);
      const seen = await seenBy(page);
      const value = await page.$eval('#notes', (notes) => (notes as HTMLTextAreaElement).value);
      results.push({ text, pasted: seen.pastes, value, warned });
      await page.close();
    }
    expect(results).toEqual([
      { text: code, pasted: [], value: '', warned: true },
      { text: ordinary, pasted: [ordinary], value: ordinary, warned: false },
    ]);
  });

  it('typed while the site is still checked, with Sign in clicked meanwhile: a kept password never goes, nor the form; another goes whole, then the form, once', async () => {
    const control = emulatorControl(target.emulatorUrl);
    // The emulator is shared: the next test must not meet a service that holds every lookup.
    onTestFinished(async () => {
      await control.reset();
    });
    const outcomes: string[] = [];
    for (const password of [KEPT_PASSWORD, 'Checked-Late-2026']) {
      await control.setFault({ mode: 'hold', target: 'lookup' });
      const host = freshSite('docs-share');
      const page = await openSignIn(target.browser(), `http://${host}/password?field=password`);
      // What the form carries when it is sent, kept past the page it leaves (/signed-in).
      await page.evaluate(() =>
        addEventListener('submit', () => {
          const field = document.getElementById('field') as HTMLInputElement;
          sessionStorage.setItem('sent', field.value);
        }),
      );
      await page.keyboard.type(password, { delay: KEY_GAP_MS });
      // The person clicks Sign in before the site's answer: the click waits behind the typing.
      await page.click('#sign-in');
      await wait(200);
      const early = (await requestsTo(target.emulatorUrl, host)).filter(
        (path) => path.startsWith('/beacon') || path === '/signed-in',
      ).length;
      await control.release();
      const kept = password === KEPT_PASSWORD;
      const warned = kept && (await warningWithin(page, 5_000));
      if (kept) await wait(200);
      else await page.waitForFunction(() => location.pathname === '/signed-in', poll);
      // What the form carried if it was sent, and what the page could read while it stayed.
      const carried = await page.evaluate(() => sessionStorage.getItem('sent'));
      const polled = await page.evaluate(
        () => (window as unknown as { seen?: Seen }).seen?.polled ?? null,
      );
      const sent = (await requestsTo(target.emulatorUrl, host)).filter(
        (path) => path === '/signed-in',
      );
      outcomes.push(
        `before the answer ${early} requests; warned ${warned}; sent ${sent.length}, carrying ${JSON.stringify(carried)}; polled ${JSON.stringify(polled)}`,
      );
      await page.close();
    }
    expect(outcomes).toEqual([
      'before the answer 0 requests; warned true; sent 0, carrying null; polled ""',
      'before the answer 0 requests; warned false; sent 1, carrying "Checked-Late-2026"; polled null',
    ]);
    // Neither is in what Linkwise stored or synced, nor in what the lookup service received.
    await expectKeptNowhere([KEPT_PASSWORD, 'Checked-Late-2026']);
  });
}

/**
 * The warning's words, read through the e2e build's bridge (a browser whose accessibility tree a
 * test cannot read: Firefox over WebDriver BiDi): whose password it is and where the person is.
 */
export function itNamesWhosePasswordItIs(target: Omit<PasswordTarget, 'keptSites'>): void {
  it('the warning says whose password it is and which page the person is on', async () => {
    const browser = target.browser();
    const signedIn = await signIn(browser, `http://secure.${BRAND_SITE}/password`, KEPT_PASSWORD);
    await signedIn.close();
    const host = freshSite('secure-docs');
    const page = await openSignIn(browser, `http://${host}/password`);
    await page.keyboard.type(KEPT_PASSWORD, { delay: KEY_GAP_MS });
    await page.keyboard.press('Tab');
    let words = '';
    for (let tries = 0; tries < 50 && !words; tries++) {
      words =
        (await surfaceTexts(page)).find((surface) => surface.tag === 'linkwise-guard-warning')
          ?.text ?? '';
      if (!words) await wait(100);
    }
    await page.close();
    expect(words).toContain(`This is your password for ${BRAND_SITE}`);
    expect(words).toContain(`This page is ${host}`);
    expect(words).toContain('Leave this page');
  });
}

/**
 * Honest use on pages no one here wrote: real sites' sign-in pages (20) and sign-up pages (5),
 * each served under its own name (tests/fixtures/sign-in-pages), with a password kept for
 * Chase's site. Each is signed in on with a password of its own: every character arrives, no
 * warning — held first where the site is on no list (then given in as the person leaves the
 * field), straight through where it is. Where the bundled lists know the site, the kept password
 * itself is typed too: a password two sites the person uses share is not a page's business.
 */
export function itLeavesRealSignInsAlone(
  target: PasswordTarget & { trusts: (host: string) => boolean; pages: readonly SignInPage[] },
): void {
  it('real sites’ sign-in and sign-up pages, each under its own name: every character arrives, no warning', async () => {
    const browser = target.browser();
    // A sign-in its page's own script takes, as single-page apps sign in (no form posted).
    const signedIn = await signIn(
      browser,
      `https://secure.${BRAND_SITE}/password?spa`,
      KEPT_PASSWORD,
    );
    await signedIn.close();
    await untilKept(target, BRAND_SITE);
    const missed: string[] = [];
    let typed = 0;
    // One tab going from site to site, as a person's does.
    const tab = await browser.newPage();
    await tab.bringToFront();
    for (const [index, page] of target.pages.entries()) {
      const passwords = [`Own-${index}-Pass!x`];
      if (!page.signUp && target.trusts(page.host)) passwords.push(KEPT_PASSWORD);
      for (const password of passwords) {
        // The pages' pictures and styles were never saved: their page is what counts.
        await tab.goto(page.url, { waitUntil: 'domcontentloaded' });
        const fields = page.signUp ? ['new', 'confirm'] : ['password'];
        for (const field of fields) {
          const selector = `input[data-fathom="${field}"]`;
          if (!(await tab.$(selector))) continue;
          await tab.focus(selector);
          // What the person who saved the page left in a field is replaced, as a person does.
          await tab.keyboard.down('Control');
          await tab.keyboard.press('KeyA');
          await tab.keyboard.up('Control');
          await tab.keyboard.type(password, { delay: KEY_GAP_MS });
          await tab.keyboard.press('Tab');
          typed++;
          const arrived = await tab
            .waitForFunction(
              (query, value) => (document.querySelector(query) as HTMLInputElement).value === value,
              { polling: 50, timeout: 5_000 },
              selector,
              password,
            )
            .then(() => true)
            .catch(() => false);
          // A match is never delivered: arrived, it was no match, and a warning would be over it.
          const warned = await warningShown(tab);
          if (!arrived || warned)
            missed.push(
              `${page.url} ${field}${password === KEPT_PASSWORD ? ' (kept)' : ''}: arrived ${arrived}, warned ${warned}`,
            );
        }
      }
    }
    await tab.close();
    const signUps = target.pages.filter((page) => page.signUp).length;
    console.log(
      `${target.name}: ${target.pages.length - signUps} real sign-in and ${signUps} sign-up pages, ${typed} passwords typed: ${typed - missed.length} arrived whole with no warning`,
    );
    expect(target.pages.length - signUps).toBeGreaterThanOrEqual(20);
    expect(signUps).toBeGreaterThanOrEqual(5);
    expect(missed).toEqual([]);
  }, 240_000);
}

/** A browser of its own for the real sign-in pages: what it needs from the test file. */
export interface RealPagesSession {
  browser: Browser;
  keptSites: () => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * The real sign-in pages' test in a browser of its own, which `launch` starts pointed at their
 * server (its https port for Chromium's host mapping, its proxy for Firefox's).
 */
export function itLeavesRealSignInsAloneIn(
  name: string,
  launch: (server: { port: number; proxyPort: number }) => Promise<RealPagesSession>,
): void {
  let session: RealPagesSession;
  let server: Awaited<ReturnType<typeof startSignInPageServer>>;
  const judge = createLookalikeJudge(BUNDLED_LISTS);
  beforeAll(async () => {
    server = await startSignInPageServer();
    session = await launch(server);
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });
  itLeavesRealSignInsAlone({
    name,
    browser: () => session.browser,
    emulatorUrl: '',
    keptSites: () => session.keptSites(),
    trusts: (host) => judge.trusts(host),
    pages: signInPages(),
  });
}
