import { describe, expect, it } from 'vitest';
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

describe('a wrapped link on a page', () => {
  it('names its destination’s host, and says the way there', () => {
    const wrapped = link(
      `${SAFE}${encodeURIComponent('https://www.paypa1-secure-login.com/x')}&data=1`,
    );
    expect(valueOfElement(wrapped, reading)).toBe('www.paypa1-secure-login.com');
    expect(routeOfLink(wrapped)).toBe('Microsoft Safe Links → www.paypa1-secure-login.com');
  });

  it('to the page’s own site is the page’s own link (not looked up)', () => {
    const wrapped = link(`${SAFE}${encodeURIComponent('https://intranet.example.org/')}&data=1`);
    expect(valueOfElement(wrapped, reading)).toBeNull();
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
