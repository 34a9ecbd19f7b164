// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { CONTENT, createTestRouter, POPUP } from '../support/router';

const emulator = useEmulator();
const SCAM = 'http://paypal.com.secure-login.top/login?next=/account';
const page = (url: string, extra: object = {}) => ({ ...CONTENT, url, ...extra });
const lookups = () => emulator.current.log.filter((entry) => entry.path === '/api/v1/check');

describe('site protection messages', () => {
  it('a page asks about its own site: the sender’s address decides, and only the hostname is sent', async () => {
    const { route } = createTestRouter(emulator.current);
    const reply = await route({ type: 'site:check' }, page(SCAM));
    expect(reply).toMatchObject({
      ok: true,
      value: {
        action: 'block',
        host: 'paypal.com.secure-login.top',
        lead: 'paypal.com.',
        registrable: 'secure-login.top',
        verdict: { kind: 'risky', level: 'CRITICAL' },
      },
    });
    expect(lookups().map((entry) => entry.query)).toEqual([{ q: 'paypal.com.secure-login.top' }]);
  });

  it('lower levels get a banner, the blocking level is the person’s, unknown levels block', async () => {
    const medium = page('https://cheap-deals.top/');
    const severe = page('https://odd-level-site.top/');
    const defaults = createTestRouter(emulator.current).route;
    await expect(defaults({ type: 'site:check' }, medium)).resolves.toMatchObject({
      value: { action: 'banner' },
    });
    await expect(defaults({ type: 'site:check' }, severe)).resolves.toMatchObject({
      value: { action: 'block' },
    });
    const strict = createTestRouter(emulator.current, { minBlockLevel: 'MEDIUM' }).route;
    await expect(strict({ type: 'site:check' }, medium)).resolves.toMatchObject({
      value: { action: 'block' },
    });
    const quiet = createTestRouter(emulator.current, { minRiskLevel: 'HIGH' }).route;
    await expect(quiet({ type: 'site:check' }, medium)).resolves.toMatchObject({
      value: { action: 'none' },
    });
    const off = createTestRouter(emulator.current, { blockScamSites: false }).route;
    await expect(off({ type: 'site:check' }, severe)).resolves.toMatchObject({
      value: { action: 'none', verdict: { kind: 'risky' } },
    });
  });

  it('private windows, unchecked sites and trusted sites are never covered; the first two send nothing', async () => {
    const privateTab = page(SCAM, { tab: { id: 5, incognito: true } });
    const router = createTestRouter(
      emulator.current,
      {},
      {
        ignoredSites: ['www.paypal.com.secure-login.top'],
        trusted: ['prize-claim.top'],
      },
    );
    await expect(router.route({ type: 'site:check' }, privateTab)).resolves.toMatchObject({
      value: { action: 'none' },
    });
    await expect(
      router.route({ type: 'site:check' }, page('https://www.paypal.com.secure-login.top/')),
    ).resolves.toMatchObject({ value: { action: 'none' } });
    expect(lookups()).toHaveLength(0);
    await expect(
      router.route({ type: 'site:check' }, page('https://prize-claim.top/')),
    ).resolves.toMatchObject({ value: { action: 'none', verdict: { kind: 'trusted' } } });
  });

  it("a sign-in page's claim is judged against the sender's own site, on the device: nothing is sent", async () => {
    const router = createTestRouter(emulator.current, {}, { claims: true });
    // What the page showed, as written: the background reads it into the judge's signals.
    const shown = {
      title: 'Log in to your   PayPal account',
      headings: [],
      pictures: [{ said: 'PayPal', src: '/img/logo.svg', link: '/' }],
      icon: '',
      home: [],
      sendsTo: '',
      linkHosts: ['www.paypal.com'],
    };
    const claim = (url: string, extra: object = {}) =>
      router.route({ type: 'page:claim', page: shown }, page(url, extra));
    await expect(claim('https://cloud-files-7q2.top/login')).resolves.toMatchObject({
      ok: true,
      value: {
        action: 'block',
        host: 'cloud-files-7q2.top',
        verdict: {
          kind: 'risky',
          level: 'LOOK-ALIKE',
          lookalike: { reason: 'page-claim', imitates: 'paypal.com', claim: 'PayPal' },
        },
      },
    });
    // The popup and the toolbar say so for the tab.
    expect([...router.reports.values()][0]?.site).toMatchObject({ kind: 'risky' });
    // The brand's own site, a private window without the opt-in: nothing.
    await expect(claim('https://www.paypal.com/signin')).resolves.toMatchObject({
      value: { action: 'none' },
    });
    await expect(
      claim('https://other-files-8r.top/', { tab: { id: 5, incognito: true } }),
    ).resolves.toMatchObject({ value: { action: 'none' } });
    // Continued to (this session): nothing more.
    await router.route({ type: 'site:continue' }, page('https://cloud-files-7q2.top/login'));
    await expect(claim('https://cloud-files-7q2.top/login')).resolves.toMatchObject({
      value: { action: 'none' },
    });
    expect(lookups()).toHaveLength(0);
    // More than the limits: refused before any judging.
    const flooded = await router.route(
      {
        type: 'page:claim',
        page: { ...shown, pictures: Array(201).fill({ said: 'PayPal', src: '' }) },
      },
      page('https://cloud-files-7q2.top/login'),
    );
    expect(flooded).toMatchObject({ ok: false });
    // One lesser sign (a picture from PayPal's servers): the page's links are asked for, once;
    // with them, most going to PayPal's help and terms, the claim is made.
    const pictured = {
      title: 'Welcome back',
      headings: [],
      pictures: [{ said: '', src: 'https://www.paypalobjects.com/x.png' }],
      icon: '',
      home: [],
      sendsTo: '',
    };
    const asked = (linkHosts?: string[]) =>
      router.route(
        { type: 'page:claim', page: linkHosts ? { ...pictured, linkHosts } : pictured },
        page('https://files-3k.top/login'),
      );
    await expect(asked()).resolves.toEqual({ ok: true, value: { action: 'links' } });
    await expect(asked(['x.example', 'y.example'])).resolves.toMatchObject({
      value: { action: 'none' },
    });
    await expect(
      asked(['www.paypal.com', 'www.paypal.com', 'www.paypal.com', 'x.example']),
    ).resolves.toMatchObject({
      value: { action: 'block', verdict: { lookalike: { reason: 'page-claim', claim: 'PayPal' } } },
    });
    // A saved copy that shows nothing but the address its head gives as its own (eBay's).
    const homed = { ...pictured, pictures: [], home: ['https://www.ebay.de/signin'] };
    await expect(
      router.route({ type: 'page:claim', page: homed }, page('https://k3v8rd.top/login')),
    ).resolves.toMatchObject({
      value: { action: 'block', verdict: { lookalike: { reason: 'page-claim', claim: 'eBay' } } },
    });
    // One whose form, as copied, still sends the password to eBay's sign-in.
    const sending = { ...pictured, pictures: [], sendsTo: 'https://signin.ebay.de/signin/s' };
    await expect(
      router.route({ type: 'page:claim', page: sending }, page('https://k3v8rd.top/login')),
    ).resolves.toMatchObject({
      value: { action: 'block', verdict: { lookalike: { reason: 'page-claim', claim: 'eBay' } } },
    });
    expect(lookups()).toHaveLength(0);
  });

  it('a page cannot name another site to continue to, unless it is a link to a known scam', async () => {
    const router = createTestRouter(emulator.current);
    await router.route({ type: 'site:check' }, page(SCAM));
    // Its own site: yes, and the blocking rules follow before the answer.
    await expect(router.route({ type: 'site:continue' }, page(SCAM))).resolves.toMatchObject({
      ok: true,
      value: { host: 'paypal.com.secure-login.top' },
    });
    expect(router.ruleSyncs).toBe(1);
    await expect(router.route({ type: 'site:check' }, page(SCAM))).resolves.toMatchObject({
      value: { action: 'none' },
    });
    // A site with no record (or none known yet): refused.
    await expect(
      router.route({ type: 'site:continue', url: 'https://parcel-fee.top/' }, page(SCAM)),
    ).resolves.toMatchObject({ ok: false });
    expect([...router.continued]).toEqual(['paypal.com.secure-login.top']);
  });

  it('"Trust this site" trusts the sender’s own site, never one the message names', async () => {
    const router = createTestRouter(emulator.current);
    await expect(
      router.route({ type: 'site:trust', url: 'https://evil.example/' }, page(SCAM)),
    ).resolves.toMatchObject({ ok: true, value: { host: 'paypal.com.secure-login.top' } });
    expect([...router.trusted]).toEqual(['paypal.com.secure-login.top']);
  });

  it('the warning page may name the site; a content script may not ask as the warning page', async () => {
    const router = createTestRouter(emulator.current);
    await expect(
      router.route({ type: 'site:warning', url: SCAM }, page('https://example.com/')),
    ).resolves.toMatchObject({ ok: false, failure: { kind: 'invalid-input' } });
    const fromWarningPage = {
      ...POPUP,
      url: `chrome-extension://linkwise-id/blocked.html#${SCAM}`,
      tab: { id: 9, incognito: false },
      frameId: 0,
    };
    await expect(
      router.route({ type: 'site:warning', url: SCAM }, fromWarningPage),
    ).resolves.toMatchObject({ ok: true, value: { action: 'block' } });
    // The popup and badge learn the site of the warning page's tab.
    expect(router.reports.get(9)?.site).toMatchObject({ kind: 'risky', level: 'CRITICAL' });
  });

  it('the warning page lets a site go once it is no longer reported, and updates the rules', async () => {
    const router = createTestRouter(emulator.current);
    const fromWarningPage = { ...POPUP, tab: { id: 9, incognito: false }, frameId: 0 };
    await expect(
      router.route(
        { type: 'site:warning', url: 'https://no-longer-reported.top/' },
        fromWarningPage,
      ),
    ).resolves.toMatchObject({
      ok: true,
      value: { action: 'none', verdict: { kind: 'no-record' } },
    });
    expect(router.ruleSyncs).toBe(1);
  });

  it('a private window’s warning page uses what is known and sends nothing', async () => {
    const router = createTestRouter(emulator.current);
    const privateWarningPage = { ...POPUP, tab: { id: 9, incognito: true }, frameId: 0 };
    await expect(
      router.route({ type: 'site:warning', url: SCAM }, privateWarningPage),
    ).resolves.toMatchObject({ ok: true, value: { action: 'none' } });
    expect(lookups()).toHaveLength(0);
    await router.route({ type: 'site:check' }, page(SCAM));
    await expect(
      router.route({ type: 'site:warning', url: SCAM }, privateWarningPage),
    ).resolves.toMatchObject({ ok: true, value: { action: 'block' } });
    expect(lookups()).toHaveLength(1);
  });
});
