import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { breakAtSlashes, shortLinkSize } from '@/components/ShortLinkCard';

describe('the popup’s short link', () => {
  it('breaks only after a slash, and the text stays the link', () => {
    const link = 'https://go.example-company-shortener.com/very-long-slug-2026';
    const host = document.createElement('p');
    render(breakAtSlashes(link), host);
    expect(host.textContent).toBe(link);
    // Every break opportunity follows a slash.
    for (const wbr of host.querySelectorAll('wbr')) {
      expect(wbr.previousSibling?.textContent?.endsWith('/')).toBe(true);
    }
    expect(host.querySelectorAll('wbr')).toHaveLength(link.split('/').length - 1);
  });

  it('is large when it fits, and shrinks for longer links, never below 12 px', () => {
    expect(shortLinkSize('https://s.io/abc')).toBe(18);
    expect(shortLinkSize(`https://go.example.com/${'x'.repeat(20)}`)).toBeLessThan(18);
    expect(shortLinkSize(`https://go.example.com/${'x'.repeat(200)}`)).toBe(12);
  });
});
