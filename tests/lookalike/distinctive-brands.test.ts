import { describe, expect, it } from 'vitest';
import { bundledJudge } from './measure';

/**
 * Issue 67's rules on the bundled lists: a brand that is no everyday word counts slipped, doubled
 * or run into another word under any suffix; one that is an everyday word only beside words that
 * ask for an account, a payment, a delivery or a login; legitimate near-names never.
 */
describe('brands by what their names are', () => {
  const judge = bundledJudge();
  const imitated = (host: string) => judge.judge(host)?.imitates ?? null;

  it('finds a distinctive brand one slip or a doubled letter away, alone, under any suffix', () => {
    expect(imitated('binancce.cf')).toBe('binance.com');
    expect(imitated('coinbasle.com')).toBe('coinbase.com');
    expect(imitated('openisea.com')).toBe('opensea.io');
    expect(imitated('walletconnecl.org')).toBe('walletconnect.org');
    // Digits read as the letters they pass for, then slipped (`pay1pal` as `paylpal`).
    expect(imitated('mex-pay1pal-transfer.000webhostapp.com')).toBe('paypal.com');
    // A first letter changed, or a letter changed away from its keys, in a short name makes
    // another word or name.
    expect(imitated('raver.com')).toBeNull();
    expect(imitated('mongo.com')).toBeNull();
  });

  it('finds a brand one slip away from its keys only beside a word that asks', () => {
    expect(imitated('amazgon-pay.cc')).toBe('amazon.com');
    expect(imitated('amazgon.cc')).toBeNull();
    expect(imitated('amazgon-shop.cc')).toBeNull();
  });

  it('finds a distinctive crypto brand run into any word under any suffix', () => {
    expect(imitated('receiveuniswap.com')).toBe('uniswap.org');
    expect(imitated('walletconnectserver.com')).toBe('walletconnect.com');
    // Inside an everyday word that holds it, the brand is that word.
    expect(imitated('interactivehub.com')).toBeNull();
  });

  it("finds a bank's name run into any word, unless it is two words or under an institution's suffix", () => {
    expect(imitated('bradescoappdigital.com')).toBe('bradesco.com.br');
    expect(imitated('fxhalifax.com')).toBe('halifax.co.uk');
    // Capital One's name is two common words run together (`capitalone+` in the list: the word
    // lists read `capita` and `lone`): inside a longer word it reads as words.
    expect(imitated('capitaloneshopping.com')).toBeNull();
    // Only a university registers under ac.uk (St George's, University of London).
    expect(imitated('citystgeorges.ac.uk')).toBeNull();
    // A platform's or a shop's name run in stays as it was: only beside a word that asks.
    expect(imitated('googletagservices.com')).toBeNull();
  });

  it("finds a wallet's or an exchange's address with a country's suffix after it", () => {
    expect(imitated('stellar.org.pl')).toBe('stellar.org');
    expect(imitated('accountviewer.stellar.org.ht')).toBe('stellar.org');
    expect(imitated('ripple.com.lv')).toBe('ripple.com');
    // Other brands' are often their own there, or another company's.
    expect(imitated('qq.com.cn')).toBeNull();
    expect(imitated('bt.com.ve')).toBeNull();
  });

  it('counts an everyday-word brand only beside a word that asks, never for its suffix', () => {
    for (const host of [
      'apple-light.app',
      'fishorange.shop',
      'wise-pizza.online',
      'steam-photo.online',
    ])
      expect(imitated(host), host).toBeNull();
    expect(imitated('apple-id-verify.shop')).toBe('apple.com');
    expect(imitated('stellar-wallet-sync.com')).toBe('stellar.org');
    expect(imitated('three-billing-update.com')).toBe('three.co.uk');
  });

  it("counts a site's everyday-word name only whole in its owner's name, beside a word that asks", () => {
    expect(imitated('medium-verify.com')).toBe('medium.com');
    expect(imitated('windows-auth.net')).toBe('windows.com');
    for (const host of [
      // Beside words that ask nothing, run into one, or beside `www`: words.
      'medium-blog.com',
      'verifymedium.com',
      'indexww.com',
      // Someone's project on a shared host, an institution's name, an organisation's own page.
      'react-alert-box.js.org',
      'weather-login.netlify.app',
      'service-public.gouv.fr',
      'weather-gov.github.io',
    ])
      expect(imitated(host), host).toBeNull();
  });

  it("never reads an institution's everyday-word name as that institution beside words", () => {
    // finance.gov.bd and argentina.gob.ar are most visited sites: their names are anyone's words.
    for (const host of [
      'finance-loans.com',
      'car-finance-payments.co.uk',
      'my-finance-account.com',
      'argentina-pagos.com',
    ])
      expect(imitated(host), host).toBeNull();
    // Its address written out still names it.
    expect(imitated('finance.gov.bd.verify-login.com')).toBe('finance.gov.bd');
  });

  it('knows the crypto brands the scam databases name', () => {
    expect(imitated('moonbirds-mint.net')).toBe('proof.xyz');
    expect(imitated('azuki-claim.com')).toBe('azuki.com');
  });

  it("never counts a legitimate near-name from the brand's own protection list", () => {
    for (const host of ['metamast.com', 'metmask.com', 'myetheroll.com'])
      expect(imitated(host), host).toBeNull();
  });
});
