import { afterEach, describe, expect, it } from 'vitest';
import {
  candidateFromAttribute,
  isOwnSite,
  linkCandidate,
  type ScanOptions,
  textHits,
} from '@/utils/scan/targets';

const OPTIONS: ScanOptions = {
  pageHost: 'news.example.com',
  pageSite: 'example.com',
  links: true,
  emails: true,
  phones: true,
};

const HREFS = [
  'https://Scam.COM/a?b#c',
  'http://scam.com:8080/x',
  'https://scam.com',
  'https://scam.com?q=a@b.com',
  'https://scam.com#x',
  'https://scam.com.',
  'https://user:pw@scam.com/',
  'https://scam.com%2F@evil.example/',
  'https://xn--80ak6aa92e.com/',
  'https://пример.рф/',
  'https://[::1]:8080/',
  'https://news.example.com/own',
  'HTTPS://Scam.com/upper-scheme',
  'http:scam.com/no-slashes',
  'https:\\\\scam.com\\backslashes',
  '//scam.com/protocol-relative',
  ' https://scam.com/leading-space',
  'https://scam.com/trailing-space ',
  'https://sc\tam.com/tab',
  '/path',
  '?q=1',
  '#top',
  'page.html',
  '',
  'javascript:void(0)',
  'data:text/html,x',
  'ftp://files.example.org/',
  'mailto:refunds@scam.com?subject=hi',
  'tel:+18005550199',
];

afterEach(() => {
  document.head.innerHTML = '';
});

function resolvedLink(raw: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.setAttribute('href', raw);
  document.body.append(link);
  return link;
}

describe('candidateFromAttribute', () => {
  it.each(HREFS)('agrees with the browser on %j (or leaves it to the browser)', (raw) => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'https://news.example.com/a',
    );
    const fast = candidateFromAttribute(raw, OPTIONS, true);
    if (fast !== undefined) expect(fast).toBe(linkCandidate(resolvedLink(raw), OPTIONS));
  });

  it('reads the common forms without asking the browser', () => {
    expect(candidateFromAttribute('https://Scam.COM/a', OPTIONS, true)).toBe('scam.com');
    expect(candidateFromAttribute('http://scam.com:8080/', OPTIONS, true)).toBe('scam.com');
    expect(candidateFromAttribute('https://news.example.com/x', OPTIONS, true)).toBeNull();
    expect(candidateFromAttribute('/x', OPTIONS, true)).toBeNull();
    expect(candidateFromAttribute('#x', OPTIONS, true)).toBeNull();
    expect(candidateFromAttribute('javascript:void(0)', OPTIONS, true)).toBeNull();
  });

  it('takes the plain host its caller has read already instead of parsing it again', () => {
    expect(candidateFromAttribute('https://scam.com/', OPTIONS, true, 'given.example')).toBe(
      'given.example',
    );
    expect(candidateFromAttribute('https://user@scam.com/', OPTIONS, true)).toBeUndefined();
  });

  it('leaves relative links to the browser when a <base> points elsewhere', () => {
    expect(candidateFromAttribute('/x', OPTIONS, false)).toBeUndefined();
    expect(candidateFromAttribute('//scam.com/x', OPTIONS, true)).toBeUndefined();
  });

  it('follows the options: no hostnames when links are off', () => {
    const noLinks = { ...OPTIONS, links: false };
    expect(candidateFromAttribute('https://scam.com/', noLinks, true)).toBeNull();
  });
});

describe('isOwnSite', () => {
  it('is the page’s registrable domain and everything under it, and nothing else', () => {
    for (const host of ['news.example.com', 'example.com', 'shop.example.com', 'a.b.example.com']) {
      expect(isOwnSite(host, OPTIONS), host).toBe(true);
    }
    for (const host of ['notexample.com', 'example.com.evil.org', 'example.co', 'com']) {
      expect(isOwnSite(host, OPTIONS), host).toBe(false);
    }
  });

  it('keeps sites in the Public Suffix List’s private section apart (the background’s domain)', () => {
    // On a.github.io the background says the registrable domain is a.github.io itself.
    const pages = { ...OPTIONS, pageHost: 'a.github.io', pageSite: 'a.github.io' };
    expect(isOwnSite('docs.a.github.io', pages)).toBe(true);
    expect(isOwnSite('b.github.io', pages)).toBe(false);
    expect(isOwnSite('github.io', pages)).toBe(false);
  });

  it('without a registrable domain (an IP address), only the exact host is the page’s own', () => {
    const local = { ...OPTIONS, pageHost: '127.0.0.1', pageSite: null };
    expect(isOwnSite('127.0.0.1', local)).toBe(true);
    expect(isOwnSite('0.0.1', local)).toBe(false);
  });
});

describe('textHits: every script, never a secret', () => {
  const text = (data: string) => ({ data }) as Text;
  const options = {
    pageHost: 'reader.example',
    pageSite: 'reader.example',
    links: true,
    emails: true,
    phones: true,
  };

  it('reads a number in full-width digits and marks the characters the page shows', () => {
    const data = '電話：＋１　（６５０）　３３３－６０００まで';
    const [hit] = textHits(text(data), options);
    expect(hit?.candidate).toBe('+1 (650) 333-6000');
    expect(data.slice(hit!.start, hit!.end)).toBe('＋１　（６５０）　３３３－６０００');
  });

  it('reads a number in Arabic-Indic digits (libphonenumber-js: "should find non-European digits")', () => {
    const data = 'العَرَبِيَّة +٤٤٣٣٣٣٣٣٣٣٣٣عَرَبِيّ';
    const [hit] = textHits(text(data), options);
    expect(hit?.candidate).toBe('+443333333333');
    expect(data.slice(hit!.start, hit!.end)).toBe('+٤٤٣٣٣٣٣٣٣٣٣٣');
  });

  it('reads an address after a link in markup as an address, not as its user info', () => {
    const hits = textHits(
      text('[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)'),
      options,
    );
    expect(hits.map((hit) => hit.candidate)).toEqual(['someone@ibm.com']);
  });

  it('reads an address at a host with no domain only as a sender shows it', () => {
    // Before `>` (`Name <address>`), or alone in its text (Gmail's span.go, between `<` and `>`).
    expect(textHits(text('From: Correios <contato@correios>'), options)[0]?.candidate).toBe(
      'contato@correios',
    );
    expect(textHits(text('contato@correios'), options)[0]?.candidate).toBe('contato@correios');
    // In a sentence it is a handle or a word, not an address.
    expect(textHits(text('ping admin@server01 for access, or me@home.'), options)).toEqual([]);
  });

  it('never takes the user info of a web address for an e-mail address', () => {
    const hits = textHits(
      text(
        'Log in at http://user:pass@example.com or ftp://me@files.example.org, or write to help@example.com.',
      ),
      options,
    );
    expect(hits.map((hit) => hit.candidate)).toEqual(['help@example.com']);
  });
});
