import { describe, expect, it } from 'vitest';
import { MENU_IDS, menuTarget } from '@/utils/background/quick/menus';
import { shortenableUrl } from '@/utils/shorten/eligibility';
import { expiryText } from '@/utils/shorten/expiry';
import { qrMatrix, qrSvgFile } from '@/utils/shorten/qr';
import { formatShortLink } from '@/utils/shorten/short-link';

describe('shortenableUrl', () => {
  it('keeps an http(s) URL exactly, query and fragment included', () => {
    const url = 'https://shop.example.com/a/b?x=1&y=%20#section-2';
    expect(shortenableUrl(url)).toEqual({ ok: true, value: url });
    expect(shortenableUrl('http://127.0.0.1:8080/')).toEqual({
      ok: true,
      value: 'http://127.0.0.1:8080/',
    });
  });

  it.each([
    ['about:blank', 'about: pages belong to the browser'],
    ['chrome://settings', 'chrome: pages belong to the browser'],
    ['edge://settings', 'edge: pages'],
    ['moz-extension://abc/popup.html', 'moz-extension: pages'],
    ['chrome-extension://abc/popup.html', 'chrome-extension: pages'],
    ['file:///home/me/report.pdf', 'file: pages'],
    ['data:text/html,hi', 'data: pages'],
    ['javascript:alert(1)', 'javascript: pages'],
    ['view-source:https://example.com/', 'view-source: pages'],
    ['https://chromewebstore.google.com/detail/x', 'store pages'],
    ['https://addons.mozilla.org/firefox/addon/x/', 'store pages'],
    ['https://microsoftedge.microsoft.com/addons/detail/x', 'store pages'],
    ['', 'no address'],
    ['not a url', 'not a web address'],
  ])('refuses %j in one sentence', (url, reason) => {
    const result = shortenableUrl(url);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.failure).toContain(reason);
      expect(result.failure).toMatch(/\.$/);
    }
  });
});

describe('formatShortLink', () => {
  it('joins the short-link domain and the slug with one slash, escaping odd slugs', () => {
    expect(formatShortLink('https://go.example', 'aB3dE9x')).toBe('https://go.example/aB3dE9x');
    expect(formatShortLink('https://self.hosted/s', 'a/b?c')).toBe(
      'https://self.hosted/s/a%2Fb%3Fc',
    );
  });
});

describe('expiryText', () => {
  it('says Permanent only for null, and unknown for a missing value', () => {
    expect(expiryText(null)).toBe('Permanent');
    expect(expiryText(undefined)).toBe('Expiry not given by the service');
  });

  it('shows an ISO date, epoch milliseconds and epoch seconds as local date and time', () => {
    const expected = 'Expires Dec 21, 2026, 10:11 PM';
    expect(expiryText('2026-12-21T22:11:52.570Z', 'en-US', 'UTC')).toBe(expected);
    expect(expiryText(Date.parse('2026-12-21T22:11:52.570Z'), 'en-US', 'UTC')).toBe(expected);
    expect(expiryText(Math.floor(Date.parse('2026-12-21T22:11:52Z') / 1000), 'en-US', 'UTC')).toBe(
      expected,
    );
  });

  it('shows a value it cannot read as sent', () => {
    expect(expiryText('next tuesday')).toBe('Expires: next tuesday');
  });
});

describe('QR code', () => {
  it('makes a square matrix with the three finder patterns, and an SVG of our own numbers', () => {
    const matrix = qrMatrix('https://go.example/aB3dE9x');
    expect(matrix.length).toBeGreaterThanOrEqual(21);
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true);
    const last = matrix.length - 1;
    for (const [row, col] of [
      [0, 0],
      [0, last],
      [last, 0],
    ] as const)
      expect(matrix[row]?.[col]).toBe(true);
    expect(qrSvgFile(matrix)).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
    );
  });
});

describe('menuTarget', () => {
  it('uses the link for "Shorten this link" and the page for "Shorten this page"', () => {
    expect(
      menuTarget({
        menuItemId: MENU_IDS.shortenLink,
        linkUrl: 'https://a.example/x',
        pageUrl: 'https://p.example/',
      }),
    ).toBe('https://a.example/x');
    expect(menuTarget({ menuItemId: MENU_IDS.shortenPage, pageUrl: 'https://p.example/' })).toBe(
      'https://p.example/',
    );
    expect(menuTarget({ menuItemId: MENU_IDS.shortenPage }, 'https://tab.example/')).toBe(
      'https://tab.example/',
    );
    expect(menuTarget({ menuItemId: 'someone-else' })).toBeUndefined();
  });
});
