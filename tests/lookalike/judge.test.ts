import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LISTS } from '@/utils/lookalike/bundled';
import {
  innerLettersLeftOut,
  innerSwaps,
  isTypingSlip,
  oneSlipApart,
} from '@/utils/lookalike/edits';
import { createLookalikeJudge } from '@/utils/lookalike/judge';
import { readAsAscii, skeleton } from '@/utils/lookalike/skeleton';
import { indexTrustedSites } from '@/utils/lookalike/trusted-index';
import CASES from '../fixtures/lookalike/browser-cases.json';

const judge = createLookalikeJudge({ ...BUNDLED_LISTS });

/** Each host judged a look-alike of the site beside it. */
function expectImitating(pairs: ReadonlyArray<readonly [host: string, imitates: string]>) {
  for (const [host, imitates] of pairs) expect(judge.judge(host)?.imitates, host).toBe(imitates);
}

/** No host judged a look-alike. */
function expectNoLookalike(hosts: readonly string[]) {
  for (const host of hosts) expect(judge.judge(host), host).toBeNull();
}

describe('skeleton (UTS #39)', () => {
  // Every line of Unicode's confusables.txt whose prototype is ASCII letters or digits, as
  // Unicode wrote it: the bundled table must give the source the prototype's skeleton.
  const lines = readFileSync('tests/fixtures/lookalike/confusables-ascii.txt', 'utf8')
    .split('\n')
    .filter(Boolean);

  it('reads every confusable with an ASCII prototype as its prototype', () => {
    expect(lines.length).toBeGreaterThan(1_400);
    const wrong = lines.filter((line) => {
      const [source, prototype] = line
        .split(';')
        .slice(0, 2)
        .map((hex) =>
          hex
            .trim()
            .split(/\s+/)
            .map((point) => String.fromCodePoint(Number.parseInt(point, 16)))
            .join(''),
        ) as [string, string];
      return skeleton(source) !== skeleton(prototype);
    });
    expect(wrong).toEqual([]);
  });

  it('gives look-alike names one skeleton', () => {
    for (const name of ['pаypal', 'paypa1', 'páypal', 'PAYPAL', 'рауроl'.replace('о', 'а')])
      expect(skeleton(name), name).toBe(skeleton('paypal'));
    expect(skeleton('rnicrosoft')).toBe(skeleton('microsoft'));
    expect(skeleton('example')).not.toBe(skeleton('examples'));
  });

  it('reads a name in ASCII alone as it reads the same characters beside others', () => {
    // A name in ASCII alone is read by a table of its own; beside an `é` the whole is read
    // character by character, decomposed: both must give each ASCII character one skeleton.
    for (let code = 0; code < 128; code++) {
      const char = String.fromCharCode(code);
      expect(`${skeleton(char)}e`, `U+${code.toString(16)}`).toBe(skeleton(`${char}é`));
    }
    expect(skeleton('PayPa1-Login.com')).toBe('paypal-login.corn');
  });
});

describe('oneSlipApart', () => {
  it.each([
    ['paypal', 'paypa', true],
    ['paypal', 'paypall', true],
    ['paypal', 'paypai', true],
    ['paypal', 'papyal', true],
    ['paypal', 'paypal', false],
    ['paypal', 'pyapla', false],
    ['paypal', 'paypalxx', false],
    ['ab', 'ba', true],
  ])('%s / %s: %s', (a, b, expected) => {
    expect(oneSlipApart(a, b)).toBe(expected);
    expect(oneSlipApart(b, a)).toBe(expected);
  });
});

describe("a short linked name's slips (judged, and turned into near words by the refresh)", () => {
  it('swaps two different neighbouring letters after the first; leaves out an inner letter', () => {
    expect(innerSwaps('jquery')).toEqual(['juqery', 'jqeury', 'jqurey', 'jqueyr']);
    // Only letters, and only different ones.
    expect(innerSwaps('ab-cd')).toEqual(['ab-dc']);
    expect(innerSwaps('noon')).toEqual(['nono']);
    expect(innerLettersLeftOut('criteo')).toEqual(['citeo', 'crteo', 'crieo', 'crito']);
  });
});

describe('isTypingSlip (a slip a person makes, not a name of its own)', () => {
  it.each([
    ['paypa', 'paypal', true], // a letter left out
    ['paypall', 'paypal', true], // doubled
    ['papyal', 'paypal', true], // swapped
    ['imcrosoft', 'microsoft', true], // swapped, the first two
    ['paypsl', 'paypal', true], // the key beside it
    ['amazan', 'amazon', true], // a vowel for another
    ['cloud', 'icloud', false], // the first letter: another name
    ['qcloud', 'icloud', false],
    ['metatask', 'metamask', false], // `t` is nowhere near `m`
    ['myethlerwallet', 'myetherwallet', false], // `l` added beside neither neighbour
    ['site2', 'site3', false], // a number
    ['ab-cde', 'abcde', false], // a hyphen
  ])('%s of %s: %s', (typed, target, expected) => {
    expect(isTypingSlip(typed, target)).toBe(expected);
  });
});

describe('the index finds every typing slip of its names (only it reads them)', () => {
  // Names spanning the alphabet, under two suffixes; every one-character change, addition,
  // removal and swap of each, over letters, digits and a hyphen.
  const names = ['wikipedia.org', 'zalando.de', 'booking.com', 'xfinity.com', 'jquery.com'];
  const index = indexTrustedSites({
    visited: { top: names, more: [] },
    brands: { ...BUNDLED_LISTS.brands, brands: [] },
  });
  const characters = 'abcdefghijklmnopqrstuvwxyz0123456789-';
  const variants = (label: string) => {
    const made = new Set<string>();
    for (let at = 0; at <= label.length; at++) {
      if (at < label.length) made.add(label.slice(0, at) + label.slice(at + 1));
      if (at < label.length - 1)
        made.add(label.slice(0, at) + label[at + 1] + label[at] + label.slice(at + 2));
      for (const character of characters) {
        made.add(label.slice(0, at) + character + label.slice(at));
        if (at < label.length) made.add(label.slice(0, at) + character + label.slice(at + 1));
      }
    }
    return made;
  };

  it('as comparing each with every name would', () => {
    let slips = 0;
    for (const domain of names) {
      const [label, suffix] = domain.split('.') as [string, string];
      for (const typed of variants(label)) {
        const expected = names.some(
          (name) => name.endsWith(`.${suffix}`) && isTypingSlip(typed, name.split('.')[0]!),
        );
        const found = index.typingSlipOf(typed, suffix);
        expect(Boolean(found), `${typed}.${suffix}`).toBe(expected);
        if (found) expect(isTypingSlip(typed, found.label)).toBe(true);
        if (expected) slips++;
      }
    }
    // Of every kind: left out, swapped, doubled, the key beside, a vowel for another.
    expect(slips).toBeGreaterThan(200);
  });
});

describe('look-alikes of the sites people visit', () => {
  it.each([
    ['xn--pypal-4ve.com', 'paypal.com', 'confusable'], // pаypal.com, Cyrillic а
    ['rnicrosoft.com', 'microsoft.com', 'confusable'],
    ['g00gle.com', 'google.com', 'confusable'],
    ['paypa.com', 'paypal.com', 'typo'],
    ['f4cebook.com', 'facebook.com', 'confusable'],
    ['micr0soft.com', 'microsoft.com', 'confusable'],
    ['amazno.com', 'amazon.com', 'typo'],
    ['goog.le.com', 'google.com', 'typo'],
    ['paypal.com.account-verify.top', 'paypal.com', 'address-in-name'],
    ['paypal-com-login.xyz', 'paypal.com', 'address-in-name'],
    ['wwwpaypal.com', 'paypal.com', 'address-in-name'],
    ['amazon-secure-login.info', 'amazon.com', 'brand-and-words'],
    ['paypallogin.com', 'paypal.com', 'brand-and-words'],
    ['appleid-signin.netlify.app', 'apple.com', 'brand-on-shared-host'],
    ['paypal-login.000webhostapp.com', 'paypal.com', 'brand-on-shared-host'],
    // A most visited site's web or mobile version on someone's page.
    ['shopify-web.vercel.app', 'shopify.com', 'brand-on-shared-host'],
    ['latimes-mobile.netlify.app', 'latimes.com', 'brand-on-shared-host'],
    // On a code host, a brand beside sign-in words or disguised.
    ['paypal-login.github.io', 'paypal.com', 'brand-on-shared-host'],
    ['metamask-wallet.gitlab.io', 'metamask.io', 'brand-on-shared-host'],
    // … or an address written in with a dot or a hyphen (run together, it is how organisations
    // name their accounts: `irsgov`).
    ['paypal-com.github.io', 'paypal.com', 'address-in-name'],
    ['wwwpaypal.github.io', 'paypal.com', 'address-in-name'],
    ['support@paypa1.com', 'paypal.com', 'confusable'],
  ])('%s imitates %s (%s)', (host, imitates, reason) => {
    expect(judge.judge(host)).toEqual({ imitates, reason });
  });

  it.each(CASES.lookalikes)(
    '$unicode: as the browsers judge it ($imitates)',
    ({ host, imitates }) => {
      expect(judge.judge(host)?.imitates).toBe(imitates);
    },
  );
});

describe('what is never flagged', () => {
  it.each([
    // The sites themselves, their subdomains, and brands' own other names and countries.
    'paypal.com',
    'www.paypal.com',
    'accounts.google.com',
    'google.de',
    'google.co.uk',
    'amazon.co.jp',
    'login.microsoftonline.com',
    'paypal.me',
    'youtu.be',
    'fb.com',
    'apple.co',
    'news.bbc.co.uk',
    // Someone else's page on a shared host, named after nothing anyone trusts.
    'my-portfolio.netlify.app',
    // The same name under another suffix, for a brand phishers rarely register so: the service's
    // to judge, not a look-alike (wallets, payments and banks are: see below).
    'netflix.top',
    // A first letter changed, a number, a hyphen: names of their own, not typing slips.
    'cloud.com',
    // A first letter left out that leaves an everyday word (of `icloud`, `cdiscount`, `aternos`),
    // or a four-letter name (of `chess`: Hess's own `hess.com`).
    'discount.com',
    'ternos.org',
    'hess.com',
    // Two letters of a linked name swapped that make an everyday word (of `angel.co`, `mitre.org`).
    'angle.co',
    'miter.org',
    // … or an inner letter of one left out that makes one (of `toptal.com`).
    'total.com',
    'faphouse2.com',
    // A brand alone inside another name, off a shared host (`applebees`, a pie shop).
    'applepie-recipes.com',
    '127.0.0.1',
  ])('%s', (host) => {
    expect(judge.judge(host)).toBeNull();
  });

  it.each(CASES.safe)('%s (internationalised, safe for the browsers)', (host) => {
    expect(judge.judge(host)).toBeNull();
  });
});

describe("the organisation's and the person's sites", () => {
  it('flags a look-alike of an own or partner domain, never the domain or its subdomains', () => {
    const own = createLookalikeJudge({
      ...BUNDLED_LISTS,
      organisation: ['northwind-traders.com', 'northwind-partner.com'],
    });
    expect(own.judge('ceo@n0rthwind-traders.com')).toEqual({
      imitates: 'northwind-traders.com',
      reason: 'confusable',
    });
    expect(own.judge('northwind-partnr.com')).toEqual({
      imitates: 'northwind-partner.com',
      reason: 'typo',
    });
    expect(own.judge('ceo@northwind-traders.com')).toBeNull();
    expect(own.judge('mail.northwind-traders.com')).toBeNull();
    // Without the policy, the organisation's look-alikes are not known.
    expect(judge.judge('n0rthwind-traders.com')).toBeNull();
  });

  it('flags a look-alike of a site the person uses', () => {
    const yours = createLookalikeJudge({ ...BUNDLED_LISTS, yours: ['kleinstadtbank.de'] });
    expect(yours.judge('kleinstadtbnak.de')).toEqual({
      imitates: 'kleinstadtbank.de',
      reason: 'typo',
    });
    expect(yours.judge('kleinstadtbank.de')).toBeNull();
    expect(judge.judge('kleinstadtbnak.de')).toBeNull();
  });
});

describe('the sites people are phished for (issue 51)', () => {
  it.each([
    ['chase-login.com', 'chase.com'],
    ['secure-chase.com', 'chase.com'],
    ['wellsfargo-secure-login.info', 'wellsfargo.com'],
    ['hsbc-secure.co.uk', 'hsbc.co.uk'],
    ['allegro-payments.pl', 'allegro.pl'],
    ['onlinesbi-kyc.in', 'onlinesbi.sbi'],
    ['metamask-wallet.pages.dev', 'metamask.io'],
    ['roblox-free.com', 'roblox.com'],
    ['usps-redelivery.com', 'usps.com'],
    ['irs-refund.org', 'irs.gov'],
    ['dhl-parcel.info', 'dhl.com'],
    ['google.ca.account-verify-367.top', 'google.ca'],
    ['people.com.account-verify-349.top', 'people.com'],
    ['bittrex.cam', 'bittrex.com'],
    ['myetherwallet.nu', 'myetherwallet.com'],
    // Written in other ways phishers use: slipped, run together, as a fake address.
    ['instagarm-support.com', 'instagram.com'],
    ['lloydbanking-secure-payee.com', 'lloydsbank.co.uk'],
    ['ebay.com1.i.11itm.com', 'ebay.com'],
    ['amaozn.co.jp.ufapi.com', 'amazon.co.jp'],
  ])('%s imitates %s', (host, imitates) => {
    expect(judge.judge(host)?.imitates).toBe(imitates);
  });

  it.each([
    // Words that merely rank well are no brands.
    'safe-site-shop.com',
    'onlinehealth.wiki',
    'freemail.help.economia.cz',
    'm0.libe.com',
    'people-mobile.com',
    // An everyday-word brand beside words that are not about signing in or paying.
    'apple-valley-orchard.com',
    'orange-county-news.com',
    // A brand's account page on a code host, and organisations' accounts there, named with a
    // brand's word beside theirs or a brand inside theirs (github/government.github.com).
    'facebook.github.io',
    'google-research.github.io',
    'googlecodelabs.github.io',
    'facebookresearch.github.io',
    'worldbank.github.io',
    'nationalbankbelgium.github.io',
    'ukhomeoffice.github.io',
    'skillsfundingagency.github.io',
    'irsgov.github.io',
  ])('%s is no look-alike', (host) => {
    expect(judge.judge(host)).toBeNull();
  });

  it("a site's own second domain, linked from its own pages, is its own", () => {
    expect(judge.judge('ak-hdl.buzzfed.com')?.imitates).toBe('buzzfeed.com');
    expect(judge.judge('ak-hdl.buzzfed.com', { pageSite: 'buzzfeed.com' })).toBeNull();
    // From any other page it is still a look-alike.
    expect(judge.judge('ak-hdl.buzzfed.com', { pageSite: 'example.org' })?.imitates).toBe(
      'buzzfeed.com',
    );
  });

  it('reads a name that is no valid punycode as written, without failing (any page may hold one)', () => {
    expect(() => judge.judge('xn--zz.com')).not.toThrow();
    expect(judge.judge('xn--zz.com')).toBeNull();
    expect(judge.judge('secure-chase.xn--zz')?.imitates).toBe('chase.com');
  });

  it("a page's links to its own site's names are that site's, except on a shared host", () => {
    expect(judge.judge('www.secure-chase.com')?.imitates).toBe('chase.com');
    expect(judge.judge('www.secure-chase.com', { pageSite: 'secure-chase.com' })).toBeNull();
    // On 000webhostapp.com every name is someone else's: a page there vouches for none.
    expect(
      judge.judge('chase-login.000webhostapp.com', { pageSite: '000webhostapp.com' })?.imitates,
    ).toBe('chase.com');
  });

  it("judges the pages of a popular host that gives anyone a name as someone's, not as the host", () => {
    // blogspot.de, tilda.ws and page.link are popular sites (bundled as trusted) whose users name
    // their own pages: those seen carrying phishing before 2021 are shared hosts.
    expect(judge.judge('paypalverifymyaccount.blogspot.de')?.imitates).toBe('paypal.de');
    // Blogger's country names are one host's: the same blogs under each.
    expect(judge.judge('paypal-verify.blogspot.fr')?.imitates).toBe('paypal.fr');
    expect(judge.judge('facebookcomsettings.tilda.ws')?.imitates).toBe('facebook.com');
    expect(judge.judge('binanceupdates.page.link')?.imitates).toBe('binance.com');
    // The host itself, and a page that names no brand, are not look-alikes.
    expect(judge.judge('www.blogspot.de')).toBeNull();
    expect(judge.judge('garden-notes.livejournal.com')).toBeNull();
  });
  it('names image and script hosts no brand (people never sign in there)', () => {
    expect(judge.judge('mat1.gtimg.com')).toBeNull();
    expect(judge.judge('i.ytimg.com')).toBeNull();
    // A brand beside the words of a host pages load from says nothing; a sign-in word still does.
    expect(judge.judge('aliexpress-media.com')).toBeNull();
    expect(judge.judge('cdn-tinkoff.ru')).toBeNull();
    expect(judge.judge('aliexpress-media-login.com')?.imitates).toBe('aliexpress.com');
  });

  it("knows a brand's own hosts its pages load from", () => {
    expect(judge.judge('www.google-analytics.com')).toBeNull();
    expect(judge.judge('google-account-recovery.com')?.imitates).toBe('google.com');
  });
});

describe('brands written as phishers write them', () => {
  it.each([
    // Slipped in the first three letters, found by the last three.
    ['helpcenterlnstagramform.000webhostapp.com', 'instagram.com'],
    ['fcebookalert.weebly.com', 'facebook.com'],
    // Letters doubled, and a digit for a letter it looks nothing like.
    ['faceboookhelp.000webhostapp.com', 'facebook.com'],
    ['wwwins1agramhelp.000webhostapp.com', 'instagram.com'],
    // Misspelt by two letters, then a suffix written as a word: a fake address.
    ['amazconm-co-jp.qwxyz.top', 'amazon.co.jp'],
    // Without its `s`, beside payment words.
    ['lloyd-secure-payments.com', 'lloydsbank.co.uk'],
    // Before a name that is not its own; written apart across a dot.
    ['revolut.qwxyzzt.com', 'revolut.com'],
    ['allegro.lokalnie.casa', 'allegro.pl'],
    // An everyday-word brand inside a word beside a sign-in word, on someone's page.
    ['loginorangefr.yolasite.com', 'orange.fr'],
    // Sign-in words undone (`unverified`), a brand's network (`chasenet`).
    ['chase-unverified.com', 'chase.com'],
    ['chasenet-login.com', 'chase.com'],
    // Sign-in words run together with words that add nothing (`web`, `app`, `my`).
    ['outlookwebappinfo.moonfruit.com', 'outlook.com'],
    ['chase-myaccount.com', 'chase.com'],
    // Misspelt on purpose under a suffix phishing favours.
    ['rakuxten-jp.xyz', 'rakuten.co.jp'],
    // … or a short brand padded with a letter or two, to find a name still free.
    ['uspsoa.top', 'usps.com'],
    // A card issuer's, a bank's or a carrier's name of five letters or more padded with up to
    // four letters, under any suffix but a country's (JPCERT/CC's labels, 2019–2024).
    ['aifulkk.com', 'aiful.co.jp'],
    ['aifultwoi.com', 'aiful.co.jp'],
    ['jppostuc.com', 'japanpost.jp'],
    // Its suffix run in after it, the address typed without its dots.
    ['aifulco.net', 'aiful.co.jp'],
    ['vpassnejp.com', 'vpass.ne.jp'],
    // A card issuer's or a carrier's name alone under a suffix it does not own.
    ['aiful.top', 'aiful.co.jp'],
    ['japanpost.lol', 'japanpost.jp'],
    // Japan's second levels written as words; a five-letter brand one letter off before its own.
    ['secure-sakura-ad-jp-rs-cp.cogioidaiduong.com', 'sakura.ad.jp'],
    ['jacss.co.jp-service-tranid-0001.x8e53.cn', 'jaccs.co.jp'],
    ['www.orlco-co-jp.oreio.ifhtfy.top', 'orico.co.jp'],
    ['smbcc-a.shop', 'smbc.co.jp'],
    // … or before its own second level but `co`, however the name goes on (`vpass.ne.jp/index`).
    ['vposs-ne-index.a6reg5.2t04qsw.cn', 'vpass.ne.jp'],
    // Its address written as subdomains, misspelt or padded, before a name not its own.
    ['resonobamk.co.jp.jbsifu.com', 'resonabank.co.jp'],
    ['rvkutenn.co.3tkaeh20.cc', 'rakuten.co.jp'],
    ['pocketcarb.co.wy4c.com', 'pocketcard.co.jp'],
    ['www.ubernatsns.com.cacious.top', 'uber.com'],
    ['jacss.co.jp.evil.cn', 'jaccs.co.jp'],
    // A name of twelve letters or more two letters off, its first kept.
    ['kuronekoyamrwato.top', 'kuronekoyamato.co.jp'],
    // A name its own address writes in two words, written so and slipped.
    ['www.etc-meisia.iwgubzv.shop', 'etc-meisai.jp'],
    ['etc-maisai.cruciial.club', 'etc-meisai.jp'],
    ['sso.gno-aozora.example.top', 'gmo-aozora.com'],
    // Its address typed with `www` run in and a letter slipped; digits between a kit's words.
    ['wwworicn.ebuydao.com', 'orico.co.jp'],
    ['netstation2aplus.paqoizaar.com', 'aplus.co.jp'],
    // A name's first letter left out, from six letters, unless that leaves an everyday word
    // (`cloud.com`).
    ['nstagram.com', 'instagram.com'],
    ['aypal.com', 'paypal.com'],
    ['iktok.com', 'tiktok.com'],
    ['uawei.com', 'huawei.com'],
    // Two letters after the first swapped, of a linked name too short to be judged for other
    // slips (`jquery.com`, `mysql.com`).
    ['jqurey.com', 'jquery.com'],
    ['msyql.com', 'mysql.com'],
    // … or, of six letters, an inner letter left out.
    ['crieo.com', 'criteo.com'],
    ['htjar.com', 'hotjar.com'],
    // A four-letter name with two inner letters swapped (any other slip of one is another name).
    ['eaby.com', 'ebay.com'],
    // … or with a letter written as a digit.
    ['eb4y.com', 'ebay.com'],
    // A brand one slip off as a subdomain's word, beside a word that asks or its own suffix
    // written out (`jp` for auone.jp), in front of a throwaway name.
    ['info-oricor.quvantiro.com', 'orico.co.jp'],
    ['connect-auoneo-jp.quvantiro.cn', 'au.com'],
    ['jp-docomn.quvantiro.top', 'docomo.ne.jp'],
    ['wwinfoorico.quvantiro.cn', 'orico.co.jp'],
    // Initials of four letters padded with a letter or two; Japan's second level run in after a
    // short or everyday name.
    ['smbcre.com', 'smbc.co.jp'],
    ['visacojp.shop', 'visa.com'],
    // A government office's name alone under a suffix phishing favours.
    ['mhlw.club', 'mhlw.go.jp'],
    // A card issuer's name of five letters run into others, first, under such a suffix.
    ['aifulqtkxwn.sbs', 'aiful.co.jp'],
    // Words read together before each alone: SBI Securities' `sbisec`, not SBI's `sbi`.
    ['sbi-sec-login.top', 'sbisec.co.jp'],
    // Four letters of a brand of Japan's with a `jp` run in; `your` before a word that asks.
    ['smbcojp.me', 'smbc.co.jp'],
    ['yourparcel-sagawa.shop', 'sagawa-exp.co.jp'],
  ])('%s imitates %s', (host, imitates) => {
    expect(judge.judge(host)?.imitates).toBe(imitates);
  });

  it.each([
    // A brand's own top-level domain.
    'gemini.google',
    'x.netbank',
    // A bank under a country's suffix is its branch there.
    'raiffeisen.ru',
    // A letter beside a brand is its own naming, not a word.
    'tiktokv.us',
    // An everyday word under a country's suffix is that country's word.
    'mango-office.ru',
    // Two digits in a short name make a name of its own.
    'de17a.com',
    // Crowded names: numbered series and adult sites, one slip from their neighbours.
    '123-hds.com',
    'hentaivox.com',
    // A brand inside a longer word of a subdomain (`interac` of `interactive`).
    'interactive.qwxyzzt.com',
    // An everyday-word brand beside words that add nothing, or a number: no sign-in word.
    'outlookwebapp.moonfruit.com',
    'chase-mobileapp.com',
    'chase-2024.com',
    // A short brand padded, under a suffix phishing does not favour, or by three letters; an
    // everyday word that starts with one (`citi` of `citing`).
    'uspsoa.com',
    // Padded under a country's suffix: that country's names (`kotaku.com.au`, a place `azukisawa`).
    'kotaku.com.au',
    'azukisawa.jp',
    // A five-letter brand one letter off before a suffix that is not its own; a card issuer's
    // name under a country's suffix (its branch there).
    'jacss.com.evil.cn',
    // A long name two letters off that is a name of its own.
    'americanexpert.com',
    // A content network's name for a site's address that is no brand's, nor one misspelt.
    'www.uberall.com.cdn.cloudflare.net',
    // … nor an everyday word that is only a brand's domain's name (`service` of service.gov.uk).
    'service.com.example.top',
    'mail.example.co.jp.inbound.protection.outlook.com',
    'vposs-co.com',
    // … nor a longer name two letters from a brand before a second level not the brand's.
    'revolve-ne-studio.com',
    'aiful.de',
    // A card issuer's name after a number, the owner's only word, nothing asking.
    'mp3aplus.com',
    'uspsabc.top',
    'citing.site',
    // A subdomain's word one slip from a brand, nothing asking beside it: as often a name.
    'origo.quvantiro.com',
    'rodin.quvantiro.com',
    // … an everyday word one slip from a brand (`money` of `monex`), or `my` and a word.
    'money-support.quvantiro.com',
    'ts3.mycard.quvantiro.cn',
    // A government office's name under a suffix of no phishing favour; initials padded further.
    'mhlw.com',
    'smbcnext.com',
    // … nor four letters of a brand of no Japanese address with a `jp` run in.
    'hsbcojp.com',
  ])('%s is no look-alike', (host) => {
    expect(judge.judge(host)).toBeNull();
  });
  it('reads a visited name of three letters as a brand only whole, beside a sign-in word of the same name', () => {
    expectImitating([
      ['wsj-secure.com', 'wsj.com'],
      ['account-udn.com', 'udn.com'],
      ['cnn-payment.firebaseapp.com', 'cnn.com'],
      ['ssa-secure.herokuapp.com', 'ssa.gov'],
      ['att-login9860.com', 'att.com'],
    ]);
    // Run in (`msnverify`: three letters are as often initials), beside words that ask nothing,
    // even with a sign-in word too (AT&T's own analytics host), in a subdomain (Microsoft's own
    // `msa` servers), or an everyday word (`who`), or a suffix's name that is a site's too
    // (`com.be`, `net.hr`): none of them.
    expectNoLookalike([
      'msnverify.com',
      'wsj-online.com',
      'app-analytics-services-att.com',
      'ipv4.login.msa.akadns6.net',
      'who-enroll.glitch.me',
      'weebly.com.confirm-347.top',
      'conroeisd-net-docc-auth.cf',
    ]);
  });
  it('reads a visited name with digits or hyphens as a brand, as it is written', () => {
    expectImitating([
      ['bet365-account.herokuapp.com', 'bet365.com'],
      ['signin-varzesh3.com', 'varzesh3.com'],
      ['merriam-webster-connect.web.app', 'merriam-webster.com'],
      ['merriamwebster-login.com', 'merriam-webster.com'],
      // A letter before a word that alone says nothing (`mobile`) is the name's own.
      ['t-mobile-login.com', 't-mobile.com'],
      ['t-mobile-support.blogspot.com', 't-mobile.com'],
    ]);
    // Beside words that ask nothing, off a shared host: as any visited name.
    expect(judge.judge('bet365-blog.com')).toBeNull();
    // A site named so without the hyphen keeps its word (`save-from.net` is trusted too).
    expect(judge.judge('savefrom-claim.net')?.imitates).toBe('savefrom.net');
  });
  it("reads a site's address typed with its dot or scheme missed as a sign-in word would be read", () => {
    expectImitating([
      ['www-healthline.com', 'healthline.com'],
      ['wwwhealthline.com', 'healthline.com'],
      ['healthline-www.com', 'healthline.com'],
      ['httpsdeviantart.com', 'deviantart.com'],
      ['http-fanfiction.net', 'fanfiction.net'],
      ['agodawww.com', 'agoda.com'],
      // A linked site's name from five letters too.
      ['www-trustpilot.com', 'trustpilot.com'],
      ['harvardwww.edu', 'harvard.edu'],
    ]);
    // Not an everyday word's (`weather`), not in a subdomain, not someone's project named after
    // the protocol it speaks, not a name that merely starts so (`wwwhatsnew`, `httpbin`).
    expectNoLookalike([
      'www-weather.com',
      'www.healthline.example.com',
      'discordhttps.js.org',
      'wwwhatsnew.com',
      'httpbin.org',
      // Three letters are as often anyone's initials.
      'www-wsj.com',
    ]);
  });
  it('judges slips of names with digits once five letters stand beside them', () => {
    expectImitating([
      ['flihgtradar24.com', 'flightradar24.com'],
      ['w3scholos.com', 'w3schools.com'],
      ['4shaerd.com', '4shared.com'],
    ]);
    // Less its digits' first letter an everyday word is left (a near word): no slip.
    expect(judge.judge('shared.com')).toBeNull();
  });
});

describe('popular sites the visits miss (known from links)', () => {
  it('trusts them, and judges confusables, a written-in address and slips of long names', () => {
    expect(BUNDLED_LISTS.linked).toContain('cloudflare.com');
    expect(judge.judge('cloudflare.com')).toBeNull();
    expect(judge.judge('c1oudflare.com')).toEqual({
      imitates: 'cloudflare.com',
      reason: 'confusable',
    });
    expect(judge.judge('cloudflare.com.verify-22.top')?.imitates).toBe('cloudflare.com');
    // A typing slip of a long name only linked to is judged; of a short one, only two letters
    // after the first swapped (any other slip of a short name is too often another real site).
    expect(judge.judge('cloudflrae.com')?.imitates).toBe('cloudflare.com');
    expect(BUNDLED_LISTS.linked).toContain('nginx.org');
    expect(judge.judge('ngnix.org')?.imitates).toBe('nginx.org');
    for (const host of ['nginxx.org', 'ngimx.org', 'gninx.org'])
      expect(judge.judge(host), host).toBeNull();
  });
  it('reads a linked name of 4 letters or more as a brand only whole, beside a sign-in word of the same name', () => {
    expect(BUNDLED_LISTS.linked).toContain('fujitsu.com');
    for (const host of ['fujitsu-login.com', 'secure-fujitsu.xyz', 'fujitsu-verify.netlify.app'])
      expect(judge.judge(host)?.imitates, host).toBe('fujitsu.com');
    expect(BUNDLED_LISTS.linked).toContain('mysql.com');
    for (const host of ['mysql-update.com', 'mysql-verification.workers.dev'])
      expect(judge.judge(host)?.imitates, host).toBe('mysql.com');
    // Four letters are as often initials: those count only beside nothing but sign-in words.
    expect(BUNDLED_LISTS.linked).toContain('xero.com');
    expect(judge.judge('verification-xero.com')?.imitates).toBe('xero.com');
    expect(judge.judge('xero-partner-login.com')).toBeNull();
    // From five letters, run in after a word that asks: a company runs its products' words in
    // after its own name (`fujitsulogin` stays below), not before it.
    for (const host of ['verifyfujitsu.com', 'loginfujitsu.net'])
      expect(judge.judge(host)?.imitates, host).toBe('fujitsu.com');
    expect(judge.judge('verifyxero.com')).toBeNull();
    // Run into another word (`liberapay`), beside words that ask nothing (`fujitsu-blog`), or
    // its own name in another country with sign-in words before it: no brand of its own.
    expect(BUNDLED_LISTS.linked).toContain('libera.chat');
    expectNoLookalike([
      'liberapay.com',
      'fujitsulogin.com',
      'fujitsu-blog.com',
      'www.sec.flab.fujitsu.co.jp',
      'login.fujitsu.xyz',
    ]);
  });
});

describe('names in other characters', () => {
  it.each([
    // Skeletons equal once letters that differ by a stroke or pass as a pair read alike.
    ['xn--offic-2ra.com', 'office.com'], // officç
    ['xn--c-7waa.com', 'cnn.com'], // cȑȑ
    ['xn--dobc-4q5a.com', 'adobe.com'], // ạdobc
    // `e` for `c` before `cl` for `d`: the two folds in either order read alike.
    ['xn--ielud-lua.com', 'icloud.com'], // ielöud
    // One letter added, and it is a foreign one.
    ['xn--skype-cta.com', 'skype.com'], // sïkype
  ])('%s imitates %s', (host, imitates) => {
    expect(judge.judge(host)?.imitates).toBe(imitates);
  });

  it('reads a word of another language one plain letter from a site as that word', () => {
    // café.fr is one `f` from cafef.vn: the slip is a plain letter, so no disguise.
    expect(judge.judge('xn--caf-dma.fr')).toBeNull();
    // śtackovetflow: Polish writes `ś`, so the plain slip (`t` for `r`) is no disguise either.
    expect(judge.judge('xn--tackovetflow-mlc.com')).toBeNull();
  });

  it('reads a slip anywhere in a name holding a letter no language writes its words with', () => {
    // ʂtackovetflow: `ʂ` (a phonetic letter) is there only to pass for `s`; the slip is `t` for `r`.
    expect(judge.judge('xn--tackovetflow-6pf.com')?.imitates).toBe('stackoverflow.com');
  });

  it('reads the words of a name in other characters as it shows them, not its punycode', () => {
    // pаypal-login, with a Cyrillic `а`.
    expect(judge.judge('xn--pypal-login-yij.com')?.imitates).toBe('paypal.com');
    expectNoLookalike([
      // fachärztinnen: the punycode's tail `jcb` is no word (JCB's name).
      'xn--fachrztinnen-jcb.de',
      // autodétruisît: the plain letters punycode keeps run into `truist` (Truist's).
      'xn--autodtruist-fbb4e.fr',
      // imieninowałabym: its tail `pnc`.
      'xn--imieninowaabym-pnc.pl',
      // випрямні, a Ukrainian word: its letters that pass for ASCII ones spell `bnp`.
      'xn--b1ammeig9hqc.com.ua',
    ]);
  });

  it('reads a word in ASCII only where every letter passes for one, else only its ASCII runs', () => {
    expect(readAsAscii('fachärztinnen-straße')).toBe('facharztinnen-strasse');
    expect(readAsAscii('pаypal-login')).toBe('paypal-login');
    expect(readAsAscii('paypal登录')).toBe('paypal');
    expect(readAsAscii('випрямні')).toBe('');
  });

  it('does not read plain names loosely', () => {
    // `offic` + `c` is a name of its own when written in plain letters.
    expect(judge.judge('officc.com')).toBeNull();
  });
});

describe('on shared hosts, brands slipped inside longer words', () => {
  it.each([
    ['iinstargam.000webhostapp.com', 'instagram.com'],
    ['faceb00k59278.000webhostapp.com', 'facebook.com'],
    // From eight letters, any slip; letters doubled too.
    ['fcebooksecurityalert.000webhostapp.com', 'facebook.com'],
    ['miiicrosoftoutloook.weebly.com', 'microsoft.com'],
    // A shorter brand whole inside any longer word.
    ['weukukuwetransfer.000webhostapp.com', 'wetransfer.com'],
  ])('%s imitates %s', (host, imitates) => {
    expect(judge.judge(host)?.imitates).toBe(imitates);
  });

  it("not a brand under eight letters slipped: that runs through words and people's names", () => {
    expectNoLookalike([
      'akanksha.is-a.dev', // akank: akbank less a letter
      'chesterkengallego.is-a.dev', // ester: elster
      'personal-portfolio-gamma-gold-55.vercel.app', // rsona: resona
      'skillstackpanchal.vercel.app', // skill: skrill
      'mercurial-aardvark.glitch.me', // mercuri: mercari
      'futuristic-aardvark.glitch.me', // turist: truist, two letters swapped
      'accredited-courses.netlify.app', // acredit: reddit with its d once
      // Names a host makes up for its users' pages, as Plesk names its temporary domains.
      'amazing-poitras.203-0-113-7.plesk.page', // amazin: amazon
      'trusting-lumiere.203-0-113-7.plesk.page', // trust: truist
      // Real PayPal phishing, given up with them: `payapl` is two letters of `paypal` swapped.
      'myaccount-mypayapl-securiing.000webhostapp.com',
    ]);
  });

  it('not an everyday word that holds a brand, or is one slip from it', () => {
    expectNoLookalike([
      'interactive-portfolio.vercel.app', // interac
      'revolution-app.netlify.app', // revolut
      'contract-manager.vercel.app', // ontrac
      'aback-delivery.glitch.me', // delhivery less its h
      'aback-macaroni.glitch.me', // macaro-ni.jp, a site whose name joined is a word
    ]);
  });

  it('not under a suffix of its own, where many words hold one (`retreaded`)', () => {
    expect(judge.judge('filteringretreaded.online')).toBeNull();
  });

  it('a long brand that is an everyday word, slipped alone under a suffix phishing favours', () => {
    // JPCERT/CC's read years: Telegram's kits on throwaway suffixes.
    expect(judge.judge('telegrzm.top')).toMatchObject({ imitates: 'telegram.org', reason: 'typo' });
    expect(judge.judge('telegranm.icu')?.imitates).toBe('telegram.org');
    expect(judge.judge('discprd.top')?.imitates).toBe('discord.com');
    // Under another suffix or a country's it is as often a name of its own; beside other
    // words it needs a word that asks, as before; a short everyday brand slipped is a word.
    expectNoLookalike(['telegrzm.info', 'telegrzm.de', 'telegrzm-news.top', 'chasse.top']);
  });

  it('a long wallet name slipped under a suffix it does not own', () => {
    expect(judge.judge('myetherewallet.cc')?.imitates).toBe('myetherwallet.com');
    // A shorter one is too often a name of its own.
    expect(judge.judge('metamaks.ru')).toBeNull();
  });
});
