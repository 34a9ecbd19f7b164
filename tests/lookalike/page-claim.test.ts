import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { firstSecretField, readClaimPage } from '@/utils/content/claim-signals';
import { focusedFrom } from '@/utils/content/shadow-roots';
import { signalsOfPage } from '@/utils/lookalike/claim-page';
import { ClaimPageSchema } from '@/utils/lookalike/claim-schema';
import { CLAIM_LIMITS, type ClaimSignals } from '@/utils/lookalike/claim-signals';
import type { LookalikeJudge } from '@/utils/lookalike/judge';
import { bundledJudge } from './measure';
import { claimAsAsked } from './measure-claims';
import { readClaimSignals } from './read-claim';

const text = z.string().check(z.maxLength(CLAIM_LIMITS.text));
/** What the judge is handed, within the limits the background reads the page's words to. */
const ClaimSignalsSchema = z.object({
  title: text,
  headings: z.array(text).check(z.maxLength(CLAIM_LIMITS.headings)),
  logos: z.array(text).check(z.maxLength(CLAIM_LIMITS.logos)),
  imageHosts: z
    .array(z.string().check(z.maxLength(CLAIM_LIMITS.host)))
    .check(z.maxLength(CLAIM_LIMITS.imageHosts)),
  icon: text,
  linkHosts: z.optional(
    z
      .array(z.string().check(z.maxLength(CLAIM_LIMITS.host)))
      .check(z.maxLength(CLAIM_LIMITS.linkHosts)),
  ),
  sendsTo: z.optional(z.string().check(z.maxLength(CLAIM_LIMITS.host))),
  homeHosts: z.optional(
    z
      .array(z.string().check(z.maxLength(CLAIM_LIMITS.host)))
      .check(z.maxLength(CLAIM_LIMITS.homeHosts)),
  ),
}) satisfies z.ZodMiniType<ClaimSignals>;

let judge: LookalikeJudge;
beforeAll(() => {
  judge = bundledJudge();
});

/** A page's signals as the content script reads them, from its markup. */
function signalsOf(html: string): ClaimSignals {
  document.documentElement.innerHTML = html;
  const field = firstSecretField(document);
  if (!field) throw new Error('no secret field');
  return readClaimSignals(document, field);
}

const PASSWORD = '<form><input name="user"><input type="password" name="pw"></form>';

/** Claimed as PayPal's sign-in on `host`, and nothing on PayPal's own site. */
function expectPayPalsClaimAt(host: string, signals: ClaimSignals): void {
  expect(claimAsAsked(judge, host, signals)).toMatchObject({
    imitates: 'paypal.com',
    reason: 'page-claim',
    claim: 'PayPal',
  });
  expect(claimAsAsked(judge, 'www.paypal.com', signals)).toBeNull();
}

describe("a sign-in page's claim to be a brand", () => {
  it('is read from the title, the logo and the headings before the field, and where pictures load from', () => {
    const signals = signalsOf(`<title>Log in to your PayPal account</title>
      <link rel="icon" href="https://www.paypalobjects.com/webstatic/icon/pp196.png">
      <header><a href="/"><img alt="PayPal" src="https://www.paypalobjects.com/images/logo.svg"></a></header>
      <svg><title>Secure</title></svg><h1>Welcome back</h1>${PASSWORD}
      <h2>After the field</h2><img alt="Visa">`);
    expect(signals).toEqual({
      title: 'Log in to your PayPal account',
      headings: ['Welcome back'],
      logos: ['PayPal logo', 'Secure'],
      imageHosts: ['www.paypalobjects.com'],
      icon: 'pp196',
      linkHosts: [],
    });
    expect(ClaimSignalsSchema.safeParse(signals).success).toBe(true);
  });

  it('reads the links a copied page keeps to the brand’s help and terms beside another sign, never alone', () => {
    const footer = `<footer><a href="https://policies.google.com/privacy">Privacy</a>
      <a href="https://policies.google.com/terms">Terms</a>
      <a href="https://support.google.com/accounts">Help</a>
      <a href="https://support.google.com/accounts">Help again</a><a href="/local">Here</a></footer>`;
    const copied = signalsOf(`<title>Password</title>${PASSWORD}${footer}`);
    expect(copied.linkHosts).toEqual([
      'policies.google.com',
      'policies.google.com',
      'support.google.com',
    ]);
    // Links alone are no claim; beside a picture loaded from the brand's servers they are.
    expect(claimAsAsked(judge, 'a8f3kq.pages.dev', copied)).toBeNull();
    const withPicture = signalsOf(
      `<title>Password</title><img src="https://www.google.com/images/x.png">${PASSWORD}${footer}`,
    );
    expect(claimAsAsked(judge, 'a8f3kq.pages.dev', withPicture)?.claim).toBe('Google');
    expect(claimAsAsked(judge, 'accounts.google.com', withPicture)).toBeNull();
    // A site's own sign-in with a few links to others (a profile, "Powered by"), the brand's
    // links not most of them: no sign.
    const site = signalsOf(`<title>Acme</title><img src="https://www.google.com/images/x.png">
      ${PASSWORD}${footer}<a href="https://www.facebook.com/acme">f</a><a href="https://x.com/acme">x</a>
      <a href="https://www.instagram.com/acme">i</a><a href="https://shopify.com">Powered by</a>`);
    expect(claimAsAsked(judge, 'acme-shop.top', site)).toBeNull();
  });

  it('takes links alone as a claim when most lead to several of one brand’s hosts, never share buttons or a provider’s sign-in served for others', () => {
    const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">.</a>`).join('');
    const mailRu = [
      'https://help.mail.ru/id',
      'https://account.mail.ru/recovery',
      'https://r.mail.ru/n1',
      'https://r.mail.ru/n2',
      'https://r.mail.ru/n3',
    ];
    const asking = (...hrefs: string[]) =>
      signalsOf(`<title>Регистрация</title>${PASSWORD}${links(...hrefs)}`);
    // A copied page that names no brand: only the help, account and terms links it kept.
    const copied = asking(...mailRu, 'https://vk.com/mailru');
    expect(claimAsAsked(judge, 'a8f3kq.pages.dev', copied)?.claim).toBe('Mail.ru');
    expect(claimAsAsked(judge, 'e.mail.ru', copied)).toBeNull();
    // Links to the page's own host, written in full, are not read (the browser passes them over).
    const own = location.hostname;
    const withOwn = signalsOf(
      `<title>x</title>${PASSWORD}${links(`https://${own}/a`, `HTTPS://${own.toUpperCase()}/b`, 'https://help.mail.ru/id')}`,
    );
    expect(withOwn.linkHosts).toEqual(['help.mail.ru']);
    // A title that only asks, in the page's language; a title of its own says whose it is.
    const kept = links(
      'https://pages.ebay.de/help/account',
      'https://pages.ebay.de/help/policies',
      'https://pages.ebay.de/help/privacy',
      'https://www.ebay.de/myb/Summary',
      'https://www.ebay.de/help/home',
      'https://trustsealinfo.websecurity.norton.com/',
    );
    const changing = signalsOf(`<title>Passwort ändern</title>${PASSWORD}${kept}`);
    expect(claimAsAsked(judge, 'gardenshop-supplies.com', changing)?.claim).toBe('eBay');
    const { linkHosts: _, ...titledFirst } = signalsOf(
      `<title>Bayerischer Fußball-Verband</title>${PASSWORD}${kept}`,
    );
    expect(judge.claimOf('gardenshop-supplies.com', titledFirst)).toBeNull();
    // Fewer than five addresses, or not two in three of the page's links: no claim alone.
    const few = asking(...mailRu.slice(0, 4));
    expect(claimAsAsked(judge, 'a8f3kq.pages.dev', few)).toBeNull();
    const mixed = asking(
      ...mailRu,
      'https://a.example/1',
      'https://b.example/2',
      'https://c.example/3',
    );
    expect(claimAsAsked(judge, 'a8f3kq.pages.dev', mixed)).toBeNull();
    // A site's sign-in whose only links out are share buttons: one host of the brand's.
    const shared = signalsOf(
      `<title>Log in</title>${PASSWORD}${links(
        'https://www.facebook.com/sharer?u=1',
        'https://www.facebook.com/sharer?u=2',
        'https://www.facebook.com/acme',
        'https://www.facebook.com/groups/acme',
        'https://www.facebook.com/acme/events',
        'https://www.facebook.com/acme/photos',
      )}`,
    );
    expect(claimAsAsked(judge, 'acme-shop.top', shared)).toBeNull();
    // An organisation's Microsoft sign-in on its own domain keeps Microsoft's links.
    const entra = signalsOf(
      `<title>Sign in to your account</title>${PASSWORD}${links(
        'https://www.microsoft.com/servicesagreement',
        'https://privacy.microsoft.com/privacystatement',
        'https://go.microsoft.com/fwlink/1',
        'https://go.microsoft.com/fwlink/2',
        'https://support.microsoft.com/help',
      )}`,
    );
    expect(claimAsAsked(judge, 'login.contoso-university.edu', entra)).toBeNull();
  });

  it('takes the address a copied page gives as its own as a claim, never a relative one, a visited site’s or a provider’s sign-in served for others alone', () => {
    const homed = (head: string) =>
      signalsOf(`<head><title>Log in</title>${head}</head><body>${PASSWORD}</body>`);
    const copied = homed(
      '<link rel="canonical" href="https://www.paypal.com/signin?country.x=US">',
    );
    expect(copied.homeHosts).toEqual(['www.paypal.com']);
    expect(ClaimSignalsSchema.safeParse(copied).success).toBe(true);
    expectPayPalsClaimAt('m4z8pd.top', copied);
    const shared = homed('<meta property="og:url" content="https://www.ebay.de/signin">');
    expect(claimAsAsked(judge, 'k3v8rd.top', shared)).toMatchObject({ claim: 'eBay' });
    // A relative address is the page's own; a news site's is syndication, no brand's sign-in.
    expect(homed('<link rel="canonical" href="/signin">').homeHosts).toBeUndefined();
    const syndicated = homed('<link rel="canonical" href="https://www.nytimes.com/2024/story">');
    expect(claimAsAsked(judge, 'reader-mirror.top', syndicated)).toBeNull();
    // An organisation's sign-in on its own domain keeps Microsoft's address: a lesser sign.
    const entra = homed('<link rel="canonical" href="https://login.microsoftonline.com/">');
    expect(claimAsAsked(judge, 'login.contoso-corp.com', entra)).toBeNull();
  });

  it('takes where the secret’s form is sent as a claim: a copy whose form still posts to the brand claims the brand; not a relative address, another form’s, a provider’s served for others alone, nor from a page whose head gives the host it is on as its own', () => {
    const posting = (action: string, before = '', head = '') =>
      signalsOf(
        `<head><title>Log in</title>${head}</head><body>${before}<form action="${action}" method="post"><input type="password"></form></body>`,
      );
    // A copy that names no one (its logo drawn by CSS, the title only asking), its form as copied.
    const copied = posting('https://www.paypal.com/signin');
    expect(copied.sendsTo).toBe('www.paypal.com');
    expect(ClaimSignalsSchema.safeParse(copied).success).toBe(true);
    expectPayPalsClaimAt('k8m3zt.top', copied);
    expect(posting('/signin').sendsTo).toBeUndefined();
    // A site's search box sending to a brand is not the secret's form.
    const search = posting(
      '/login',
      '<form action="https://www.google.com/search"><input name="q"></form>',
    );
    expect(search.sendsTo).toBeUndefined();
    // An organisation's own page posting to its Microsoft sign-in: a lesser sign alone.
    const entra = posting('https://login.microsoftonline.com/common/login');
    expect(claimAsAsked(judge, 'login.contoso-corp.com', entra)).toBeNull();
    // A site's own page, its head giving the host it is on, sending to a brand's host (its
    // banking host under another name, a partner's sign-in): its own business.
    const own = posting(
      'https://www.paypal.com/signin',
      '',
      `<link rel="canonical" href="https://${location.hostname}/login">`,
    );
    expect(own.sendsTo).toBeUndefined();
  });

  it('drops the page’s own host from the addresses it gives as its own, and keeps two at most', () => {
    const page = {
      title: 'Sign in',
      headings: [],
      pictures: [],
      icon: '',
      home: ['https://login.example.top/signin', '//www.paypal.com/signin'],
      sendsTo: '',
    };
    expect(signalsOfPage(page, 'login.example.top').homeHosts).toEqual(['www.paypal.com']);
    expect(signalsOfPage({ ...page, home: [] }, 'login.example.top').homeHosts).toBeUndefined();
    const tooMany = { ...page, home: ['https://a.top/', 'https://b.top/', 'https://c.top/'] };
    expect(ClaimPageSchema.safeParse(tooMany).success).toBe(false);
  });

  it("leaves out pictures of buttons that offer another's sign-in, and icons linking to other sites", () => {
    const signals = signalsOf(`<title>Sign in</title>
      <button><img alt="Google"> Sign in with Google</button>
      <a href="https://www.facebook.com/acme"><img alt="Facebook"></a>${PASSWORD}`);
    expect(signals.logos).toEqual([]);
    expect(claimAsAsked(judge, 'acme-shop.top', signals)).toBeNull();
  });

  it('is warned about on a host that is none of the brand’s, naming the brand and its real site', () => {
    const kit = signalsOf(
      `<title>Log in to your PayPal account</title><img alt="PayPal">${PASSWORD}`,
    );
    for (const host of ['a8f3kq.pages.dev', 'gardenshop-supplies.com', 'x7q2mv.top', '203.0.113.9'])
      expect(claimAsAsked(judge, host, kit), host).toEqual({
        imitates: 'paypal.com',
        reason: 'page-claim',
        claim: 'PayPal',
      });
    // As its own country writes it: a Japanese card issuer's sign-in, in kanji and kana.
    const japanese = signalsOf(`<title>三井住友カード | ログイン</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'x7q2mv.top', japanese)?.imitates).toBe('smbc.co.jp');
    // An Egyptian bank in Arabic, a Korean bank in Hangul, a Russian network in Cyrillic; a
    // Ukrainian, a Greek, an Israeli and a Thai carrier, a Chinese, a Korean and a Taiwanese
    // bank, Taiwan's vehicle office, each as its own country writes it. On its own host, nothing.
    for (const [title, brand, own] of [
      ['تسجيل الدخول - بنك مصر', 'banquemisr.com', 'www.banquemisr.com'],
      ['카카오뱅크 로그인', 'kakaobank.com', 'www.kakaobank.com'],
      ['Вход | ВКонтакте', 'vk.com', 'vk.com'],
      ['Нова пошта — вхід', 'novaposhta.ua', 'my.novaposhta.ua'],
      ['ΕΛΤΑ Courier | Σύνδεση', 'elta.gr', 'www.elta.gr'],
      ['דואר ישראל - כניסה', 'israelpost.co.il', 'mypost.israelpost.co.il'],
      ['ไปรษณีย์ไทย เข้าสู่ระบบ', 'thailandpost.co.th', 'track.thailandpost.co.th'],
      ['招商银行 登录', 'cmbchina.com', 'www.cmbchina.com'],
      ['하나은행 로그인', 'kebhana.com', 'www.kebhana.com'],
      ['國泰世華銀行 登入', 'cathaybk.com.tw', 'www.cathaybk.com.tw'],
      ['監理服務網 - 登入', 'mvdis.gov.tw', 'www.mvdis.gov.tw'],
    ] as const) {
      const page = signalsOf(`<title>${title}</title>${PASSWORD}`);
      expect(claimAsAsked(judge, 'x7q2mv.top', page)?.imitates, title).toBe(brand);
      expect(claimAsAsked(judge, own, page), own).toBeNull();
    }
    // An everyday-word brand claims beside a word that asks, or as the whole title.
    expect(
      claimAsAsked(judge, 'x7q2mv.top', signalsOf(`<title>Sign in - Chase</title>${PASSWORD}`))
        ?.claim,
    ).toBe('Chase');
  });

  it('takes a heading that asks for a brand’s sign-in, or a title part that is its name, as outright as a title that asks', () => {
    const claimOn = (html: string) =>
      claimAsAsked(judge, 'x7q2mv.top', signalsOf(`${html}${PASSWORD}`));
    // Shapes of public kits' templates: a security check under a title naming no one, a
    // streaming page whose title ends in the site's name (an everyday word) with its sign-in
    // drawn over it.
    expect(
      claimOn(
        `<title>Security Check</title><h2>Facebook Security Check. Please Verify It's You.</h2>`,
      ),
    ).toMatchObject({ claim: 'Facebook' });
    expect(
      claimOn('<title>Just Chatting Videos and Highlights - Twitch</title><h1>Just Chatting</h1>'),
    ).toMatchObject({ claim: 'Twitch' });
    expect(claimOn('<title>Log in | Chase</title>')).toMatchObject({ claim: 'Chase' });
    // A heading that offers another brand's way in, one that only says "in" or "on" beside a
    // brand that is an everyday word, a title whose part only holds the word: no claim.
    expect(claimOn('<title>Welcome</title><h2>Sign in with Facebook</h2>')).toBeNull();
    expect(
      claimOn('<title>Ski review</title><h1>22 comments on “2021 Line Outline”</h1>'),
    ).toBeNull();
    expect(claimOn('<title>Apple pie recipes - Grandma’s kitchen</title>')).toBeNull();
  });

  it('reads a brand a kit disguises from text readers: letters of another script that pass for Latin ones, characters that show nothing', () => {
    const claimOn = (html: string) =>
      claimAsAsked(judge, 'p9d2wq.top', signalsOf(`${html}${PASSWORD}`));
    // A Cyrillic `а` in the name; a zero-width space, a zero-width joiner, a soft hyphen in it.
    for (const title of [
      'Log in to your P\u0430yPal account',
      'Log in to your Pay\u200bPal account',
      'P\u200bay\u200dPal',
      'Log in to your P\u00adayPal account',
    ])
      expect(claimOn(`<title>${title}</title>`), title).toMatchObject({ claim: 'PayPal' });
    expect(claimOn('<title>Sign in to Micr\u043esoft</title>')).toMatchObject({
      claim: 'Microsoft',
    });
    expect(claimOn('<h1>Pay\u200bPal</h1><img alt="P\u0430yPal">')).toMatchObject({
      claim: 'PayPal',
    });
    // As their own country writes them: a name parted by a zero-width space, accents read.
    expect(claimOn('<title>Вход в Сбер\u200bбанк</title>')).toMatchObject({ claim: 'Sberbank' });
    expect(claimOn('<title>Iniciar sesión en Itaú</title>')).toMatchObject({ claim: 'Itaú' });
    // Latin run into another script is still read apart from it.
    expect(claimOn('<title>Amazonの登録</title>')).toMatchObject({ claim: 'Amazon' });
    // Words with accents that name no brand stay no claim.
    expect(claimOn('<title>Café Müller — Connexion</title>')).toBeNull();
  });

  it('reads a brand a kit writes for a person and not a word list: digits, a capital I, small capitals, letters apart, capitals of its script', () => {
    const claimOn = (html: string) =>
      claimAsAsked(judge, 'p9d2wq.top', signalsOf(`${html}${PASSWORD}`));
    for (const [html, brand] of [
      ['<title>Log in to your Faceb00k account</title>', 'Facebook'],
      ['<title>Sign in to Micros0ft</title>', 'Microsoft'],
      ['<title>Netfl1x: sign in</title>', 'Netflix'],
      ['<title>Log in to your PayPaI account</title>', 'PayPal'],
      ['<title>Log in to \u1d18\u1d00\u028f\u1d18\u1d00\u029f</title>', 'PayPal'],
      ['<title>Sign in – \u2c6eicrosoft</title>', 'Microsoft'],
      // Wholly in another script's letters that pass for Latin ones (Cyrillic `Аррӏе`).
      ['<title>Sign in to \u0410\u0440\u0440\u04cf\u0435</title>', 'Apple'],
      ['<title>Log in to P a y P a l</title>', 'PayPal'],
      ['<title>Sign in</title><h1>Log in to P.a.y.P.a.l</h1>', 'PayPal'],
      ['<title>СБЕРБАНК ОНЛАЙН — вход</title>', 'Sberbank'],
      ['<title>Ελτα - Σύνδεση</title>', 'ELTA'],
    ] as const)
      expect(claimOn(html), html).toMatchObject({ claim: brand });
    // Names with digits that are no brand's, a name's own capital I, initials apart: no claim.
    for (const title of [
      'Model X200 and Series9 help — Sign in',
      'Covid19 portal: log in',
      'McIntosh Audio — Log in',
      'J. R. R. Tolkien Society — Sign in',
      // A Greek dairy's name in capitals holds ELTA's letters, not its name.
      'ΔΕΛΤΑ — Σύνδεση',
    ])
      expect(claimOn(`<title>${title}</title>`), title).toBeNull();
    // Cyrillic names keep their endings: `Сбербанка` is Sberbank's.
    expect(claimOn('<title>Вход в личный кабинет Сбербанка</title>')).toMatchObject({
      claim: 'Sberbank',
    });
  });

  it('is no claim on the brand’s own sites, nor on a site that names itself, nor where several brands show', () => {
    const kit = signalsOf(`<title>Log in to your PayPal account</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'www.paypal.com', kit)).toBeNull();
    // Banks' sign-in where their data centre serves it: ANSER's host for any bank, the Shinkin
    // banks' own sign-in host.
    const bank = signalsOf(`<title>千葉銀行 インターネットバンキング ログイン</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'www.parasol.anser.ne.jp', bank)).toBeNull();
    expect(claimAsAsked(judge, 'x7q2mv.top', bank)?.claim).toBe('Chiba Bank');
    const paypalThere = claimAsAsked(judge, 'www.parasol.anser.ne.jp', kit);
    expect(paypalThere?.claim).toBe('PayPal');
    const shinkin = signalsOf(`<title>shinkin ログイン</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'www11.ib.shinkin-ib.jp', shinkin)).toBeNull();
    expect(claimAsAsked(judge, 'x7q2mv.top', shinkin)?.claim).toBe('Shinkin Banks');
    expect(claimAsAsked(judge, 'www.paypal.de', kit)).toBeNull();
    // A shop's sign-in that names the shop, with PayPal offered.
    const shop = signalsOf(`<title>Acme Outdoor — sign in, pay with PayPal</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'acmeoutdoor.com', shop)).toBeNull();
    // A shop whose logo names it, with a PayPal button's picture, under a title of its own.
    const logoShop = signalsOf(
      `<title>Sign in to check out</title><img alt="Acme Outdoor"><img alt="PayPal">${PASSWORD}`,
    );
    expect(claimAsAsked(judge, 'acmeoutdoor.com', logoShop)).toBeNull();
    // The cards a shop takes, pictured before its sign-in.
    const cards = signalsOf(
      `<title>Checkout</title><img alt="Visa"><img alt="Mastercard"><img alt="American Express">${PASSWORD}`,
    );
    expect(claimAsAsked(judge, 'acme-shop.top', cards)).toBeNull();
    // A site's own WordPress, and a chase scene's page that asks nothing.
    const wordpress = signalsOf(`<title>Log In ‹ My Garden Blog — WordPress</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'mygardenblog.net', wordpress)).toBeNull();
    const film = signalsOf(`<title>The great chase of 1921</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'film-club.top', film)).toBeNull();
  });

  it('is not switched off by a kit that writes its own host’s name where no one sees it', () => {
    // The host's name as an empty picture's alt text and as a hidden heading, beside a title
    // that asks for PayPal's sign-in, or is PayPal's name alone.
    for (const title of ['Log in to your PayPal account', 'PayPal'])
      expect(
        claimAsAsked(
          judge,
          'x7q2mv.top',
          signalsOf(
            `<title>${title}</title><img alt="x7q2mv" width="0"><h3 hidden>x7q2mv</h3>${PASSWORD}`,
          ),
        ),
        title,
      ).toMatchObject({ claim: 'PayPal' });
    // Its name in the title, which shows in the tab, is the site's own page still.
    const titled = signalsOf(`<title>x7q2mv — Log in to your PayPal account</title>${PASSWORD}`);
    expect(claimAsAsked(judge, 'x7q2mv.top', titled)).toBeNull();
    // A page whose title only mentions a brand, beside its own name in its header, is its own.
    const blog = signalsOf(
      `<title>Issue 130: GitHub, Keycloak, Redis and more</title><h1>Mattias</h1>${PASSWORD}`,
    );
    expect(claimAsAsked(judge, 'mattias.be', blog)).toBeNull();
  });

  it('carries none of what the person typed: no field value reaches the signals', () => {
    document.documentElement.innerHTML = `<title>Log in to your PayPal account</title>${PASSWORD}`;
    const field = firstSecretField(document)!;
    field.value = 'Correct-Horse-77!';
    (document.querySelector('input[name="user"]') as HTMLInputElement).value = 'me@example.com';
    const sent = JSON.stringify(readClaimSignals(document, field));
    expect(sent).not.toContain('Correct-Horse');
    expect(sent).not.toContain('me@example.com');
  });

  it('is read only on pages that ask for a secret', () => {
    document.documentElement.innerHTML = '<title>PayPal</title><input name="q" type="search">';
    expect(firstSecretField(document)).toBeNull();
    document.documentElement.innerHTML = '<input autocomplete="cc-number" name="x">';
    expect(firstSecretField(document)?.name).toBe('x');
    document.documentElement.innerHTML = '<input type="tel" name="otp_code">';
    expect(firstSecretField(document)?.name).toBe('otp_code');
  });

  it('is refused by the background when a frame sends more than the limits', () => {
    const shown = {
      title: '',
      headings: [],
      pictures: [],
      icon: '',
      home: [],
      sendsTo: '',
      linkHosts: [],
    };
    expect(ClaimPageSchema.safeParse(shown).success).toBe(true);
    expect(ClaimPageSchema.safeParse({ ...shown, title: 'x'.repeat(201) }).success).toBe(false);
    expect(ClaimPageSchema.safeParse({ ...shown, headings: Array(9).fill('h') }).success).toBe(
      false,
    );
    const pictures = Array(201).fill({ said: 'PayPal', src: '' });
    expect(ClaimPageSchema.safeParse({ ...shown, pictures }).success).toBe(false);
    expect(ClaimPageSchema.safeParse({ ...shown, icon: 'x'.repeat(2049) }).success).toBe(false);
    const linkHosts = Array(65).fill('policies.google.com');
    expect(ClaimPageSchema.safeParse({ ...shown, linkHosts }).success).toBe(false);
    expect(ClaimPageSchema.safeParse({ ...shown, linkHosts: ['x'.repeat(254)] }).success).toBe(
      false,
    );
  });

  it('sends words folded and addresses as written, and leaves reading them to the background', () => {
    document.documentElement.innerHTML = `<title>  Log in to
      PayPal </title><a href="/"><img alt="PayPal" src="/img/pp-logo.svg?v=2"></a>
      <link rel="icon" href="data:image/png;base64,iVBORw0KGgo=">
      <img src="data:image/png;base64,iVBORw0KGgo=" alt="Secure"><img src="">
      <button><img alt="Google" src="https://www.gstatic.com/g.svg">Sign in with Google</button>
      ${PASSWORD}`;
    // In the head, where a page gives it; one written in the body is not read.
    document.body.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://x.top/">');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://www.paypal.com/signin?country.x=US#top">',
    );
    const shown = readClaimPage(document, firstSecretField(document)!);
    expect(shown).toEqual({
      title: 'Log in to PayPal',
      headings: [],
      // The picture that says nothing and loads nothing, and the one in a button with words of
      // its own, are not sent; a picture's data: address is only that.
      pictures: [
        { said: 'PayPal', src: '/img/pp-logo.svg', link: '/' },
        { said: 'Secure', src: 'data:' },
      ],
      icon: 'data:',
      home: ['https://www.paypal.com/signin'],
      sendsTo: '',
    });
    expect(signalsOfPage(shown, 'login.example.top')).toMatchObject({
      logos: ['PayPal pp logo', 'Secure'],
      imageHosts: [],
      icon: '',
    });
  });

  it('reads a form drawn in a shadow root as a person sees it, and finds its field where focus went', () => {
    document.documentElement.innerHTML = `<title>Log in</title><h1>Welcome</h1>
      <kit-sign-in></kit-sign-in><h2>After the form</h2>`;
    const host = document.querySelector('kit-sign-in')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<img alt="PayPal" src="/img/logo.svg"><h1>Log in to your PayPal account</h1>
      ${PASSWORD}<h2>Below the field</h2>`;
    // The page finds no field of its own: the person's focus does (a closed root's host is
    // where the event is aimed, as for an open one's from the window).
    expect(firstSecretField(document)).toBeNull();
    const field = root.querySelector<HTMLInputElement>('input[type=password]')!;
    field.focus();
    expect(focusedFrom(host)).toBe(field);
    // The document before the root's host, then the root before the field.
    expect(readClaimPage(document, field)).toMatchObject({
      title: 'Log in',
      headings: ['Welcome', 'Log in to your PayPal account'],
      pictures: [{ said: 'PayPal', src: '/img/logo.svg' }],
    });
    expect(claimAsAsked(judge, 'k8m3zt.top', readClaimSignals(document, field))).toMatchObject({
      imitates: 'paypal.com',
    });
  });

  it('reads the file name of a picture whose address runs past the cap in its query', () => {
    const long = `?sig=${'a'.repeat(4_000)}#${'b'.repeat(100)}`;
    document.documentElement.innerHTML = `<link rel="icon" href="https://cdn.example/ms-icon.ico${long}">
      <img src="https://cdn.example/assets/microsoft-logo.png${long}">${PASSWORD}`;
    const shown = readClaimPage(document, firstSecretField(document)!);
    expect(ClaimPageSchema.safeParse(shown).success).toBe(true);
    expect(shown.pictures).toEqual([
      { said: '', src: 'https://cdn.example/assets/microsoft-logo.png' },
    ]);
    expect(signalsOfPage(shown, 'login.example.top')).toMatchObject({
      logos: ['microsoft logo'],
      imageHosts: ['cdn.example'],
      icon: 'ms icon',
    });
  });
});
