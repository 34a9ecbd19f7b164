import { describe, expect, it, vi } from 'vitest';
import { leadsToOwnSite } from '@/utils/background/lookup/page-port';
import { routeOf, unwrappedLink } from '@/utils/links/route';
import { valueOfElement } from '@/utils/scan/kinds';

const reading = {
  options: {
    pageHost: 'mail.example.org',
    pageSite: 'example.org',
    links: true,
    emails: true,
    phones: true,
  },
  relativeIsThisPage: true,
};
const link = (href: string) => {
  const a = document.createElement('a');
  a.href = href;
  return a;
};
/** The way a link's card and warning show, or null when it is not wrapped. */
const routeOfLink = (element: Element) => {
  const unwrapped = unwrappedLink(element);
  return unwrapped ? routeOf(unwrapped) : null;
};
const SAFE = 'https://eur01.safelinks.protection.outlook.com/?url=';

describe('a link’s value', () => {
  it('costs one read of its href, with no test for the attribute first', () => {
    const element = link('https://More-1.Example.com/a?b');
    const has = vi.spyOn(element, 'hasAttribute');
    const get = vi.spyOn(element, 'getAttribute');
    const revealing = {
      ...reading,
      options: { ...reading.options, shorteners: new Set(['bit.ly']) },
    };
    expect(valueOfElement(element, revealing)).toBe('more-1.example.com');
    expect(valueOfElement(element, reading)).toBe('more-1.example.com');
    expect(has).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('a link whose text shows a web address', () => {
  const shown = (href: string, text: string) => {
    const a = link(href);
    a.textContent = text;
    return a;
  };

  it('is asked about with the host its text shows; other links as they were', () => {
    expect(
      valueOfElement(
        shown('https://parcel-update.top/t', ' https://www.PayPal.com/signin '),
        reading,
      ),
    ).toBe('parcel-update.top www.paypal.com');
    const address = `${SAFE}https%3A%2F%2Fparcel-update.top%2F&data=1`;
    expect(valueOfElement(shown(address, 'https://www.paypal.com/'), reading)).toBe(
      `${address} www.paypal.com`,
    );
    expect(
      valueOfElement(shown('https://www.paypal.com/a', 'https://www.paypal.com'), reading),
    ).toBe('www.paypal.com');
    expect(valueOfElement(shown('https://parcel-update.top/t', 'Track your parcel'), reading)).toBe(
      'parcel-update.top',
    );
    expect(
      valueOfElement(
        shown('https://parcel-update.top/t', 'https://www.paypal.com and more'),
        reading,
      ),
    ).toBe('parcel-update.top');
  });
});

describe('a wrapped link on a page', () => {
  it('is asked about by its address (the background reads the destination); the way there is said', () => {
    const address = `${SAFE}${encodeURIComponent('https://www.paypa1-secure-login.com/x')}&data=1`;
    const wrapped = link(`${address}#frag`);
    expect(valueOfElement(wrapped, reading)).toBe(address);
    expect(routeOfLink(wrapped)).toBe('Microsoft Safe Links → www.paypa1-secure-login.com');
  });

  it('ordinary Google, YouTube and LinkedIn links are not taken for wrapped ones', () => {
    expect(valueOfElement(link('https://www.google.com/search?q=x'), reading)).toBe(
      'www.google.com',
    );
    expect(valueOfElement(link('https://www.youtube.com/watch?v=1'), reading)).toBe(
      'www.youtube.com',
    );
    expect(valueOfElement(link('https://www.google.com/url?q=https://scam.top/'), reading)).toBe(
      'https://www.google.com/url?q=https://scam.top/',
    );
  });

  it('to the page’s own site is the page’s own link: the background never looks it up', () => {
    const wrapped = `${SAFE}${encodeURIComponent('https://intranet.example.org/')}&data=1`;
    expect(leadsToOwnSite(wrapped, 'https://mail.example.org/inbox')).toBe(true);
    expect(leadsToOwnSite(wrapped, 'https://elsewhere.net/')).toBe(false);
    const outside = `${SAFE}${encodeURIComponent('https://scam.top/')}&data=1`;
    expect(leadsToOwnSite(outside, 'https://mail.example.org/inbox')).toBe(false);
  });

  it('that cannot be read is looked up as it is, with no route', () => {
    const opaque = link('https://protect-eu.mimecast.com/s/AbCd?domain=scam.top');
    expect(valueOfElement(opaque, reading)).toBe('protect-eu.mimecast.com');
    expect(routeOfLink(opaque)).toBeNull();
    expect(routeOfLink(link('https://example.com/'))).toBeNull();
  });

  it('is not unwrapped when links are not checked', () => {
    const wrapped = link(`${SAFE}${encodeURIComponent('https://scam.top/')}`);
    expect(
      valueOfElement(wrapped, { ...reading, options: { ...reading.options, links: false } }),
    ).toBeNull();
  });
});

describe('a short link on a page, with "reveal short links" on', () => {
  const revealing = {
    ...reading,
    options: { ...reading.options, shorteners: new Set(['bit.ly', 'go.example.org']) },
  };

  it('is asked about by its address (no fragment), so the background can reveal it', () => {
    expect(valueOfElement(link('https://bit.ly/3xYz#top'), revealing)).toBe('https://bit.ly/3xYz');
    expect(valueOfElement(link('https://www.bit.ly/3xYz'), revealing)).toBe(
      'https://www.bit.ly/3xYz',
    );
    // Linkwise's own short links, even on the page's own site.
    expect(valueOfElement(link('https://go.example.org/abc'), revealing)).toBe(
      'https://go.example.org/abc',
    );
  });

  it('by its host otherwise: the option off, another host, another scheme, or too long', () => {
    expect(valueOfElement(link('https://bit.ly/3xYz'), reading)).toBe('bit.ly');
    expect(valueOfElement(link('https://example.com/x'), revealing)).toBe('example.com');
    expect(valueOfElement(link(`https://bit.ly/${'a'.repeat(3000)}`), revealing)).toBe('bit.ly');
    expect(valueOfElement(link('ftp://bit.ly/x'), revealing)).not.toBe('ftp://bit.ly/x');
  });
});

describe('an image that may hold a QR code', () => {
  const image = (src: string, width: number, height: number) => {
    const img = document.createElement('img');
    img.src = src;
    img.setAttribute('width', String(width));
    img.setAttribute('height', String(height));
    return img;
  };

  it('is asked about by its address when square-ish and large enough', () => {
    expect(valueOfElement(image('https://cdn.example/qr.png', 180, 180), reading)).toBe(
      'qr:https://cdn.example/qr.png',
    );
    expect(valueOfElement(image('https://cdn.example/qr.png', 200, 240), reading)).toBe(
      'qr:https://cdn.example/qr.png',
    );
  });

  it('is left alone when small, wide, not on the web, or with link checking off', () => {
    expect(valueOfElement(image('https://cdn.example/icon.png', 48, 48), reading)).toBeNull();
    expect(valueOfElement(image('https://cdn.example/banner.png', 600, 120), reading)).toBeNull();
    expect(valueOfElement(image('data:image/png;base64,AAAA', 200, 200), reading)).toBeNull();
    const off = { ...reading, options: { ...reading.options, links: false } };
    expect(valueOfElement(image('https://cdn.example/qr.png', 180, 180), off)).toBeNull();
  });
});

describe('a link with "Reveal short links" on', () => {
  const revealing = {
    ...reading,
    options: { ...reading.options, shorteners: new Set(['bit.ly', 'tinyurl.com']) },
  };

  it('is resolved by the browser only when its written host may be a shortener’s', () => {
    const resolved = vi.spyOn(HTMLAnchorElement.prototype, 'hostname', 'get');
    const plain = Array.from({ length: 100 }, (_, i) => link(`https://news-${i}.example.net/a?b`));
    expect(plain.map((a) => valueOfElement(a, revealing))).toEqual(
      plain.map((_, i) => `news-${i}.example.net`),
    );
    // A page's ordinary links cost no URL resolution (three getters, each a parse).
    expect(resolved).not.toHaveBeenCalled();
    // A short link, however written, is still asked about by its address.
    for (const href of [
      'https://bit.ly/abc',
      'https://WWW.Bit.ly/abc#x',
      'https://bit.ly:443/abc',
    ]) {
      expect(valueOfElement(link(href), revealing)).toMatch(/^https:\/\/(www\.)?bit\.ly\/abc$/);
    }
    // Written unusually (spaces, user info, a backslash), the browser decides.
    expect(valueOfElement(link(' https://tinyurl.com/x'), revealing)).toBe('https://tinyurl.com/x');
    expect(valueOfElement(link('https://bit.ly\\abc'), revealing)).toBe('https://bit.ly/abc');
    expect(resolved).toHaveBeenCalledTimes(5);
    resolved.mockRestore();
  });
});
