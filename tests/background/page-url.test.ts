import { describe, expect, it } from 'vitest';
import { pageUrlOf } from '@/utils/background/wiring/sender';

const tab = { id: 4, url: 'https://mail.example.com/inbox' };

describe('the page a content script’s frame belongs to', () => {
  it('is the frame’s own address for a web page', () => {
    expect(pageUrlOf({ url: 'https://ads.example.net/slot', tab })).toBe(
      'https://ads.example.net/slot',
    );
  });

  it('is its maker’s for a frame a page made itself: Chrome’s origin, a blob’s origin, else the tab', () => {
    // Chrome reports the origin of the frame that made an about:srcdoc frame.
    expect(pageUrlOf({ url: 'about:srcdoc', origin: 'https://ads.example.net', tab })).toBe(
      'https://ads.example.net/',
    );
    expect(pageUrlOf({ url: 'blob:https://scam.example.top/1f2e', origin: 'null', tab })).toBe(
      'https://scam.example.top/',
    );
    // Firefox gives no origin; a sandboxed frame's is opaque: the tab's page.
    expect(pageUrlOf({ url: 'about:blank', tab })).toBe(tab.url);
    expect(pageUrlOf({ url: 'data:text/html,<a>', origin: 'null', tab })).toBe(tab.url);
  });

  it('is nothing web when no web page is known', () => {
    expect(pageUrlOf({ url: 'about:blank', tab: { id: 1, url: 'about:newtab' } })).toBe(
      'about:blank',
    );
    expect(pageUrlOf({})).toBeUndefined();
  });
});
