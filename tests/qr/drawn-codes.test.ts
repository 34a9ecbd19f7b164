import { afterEach, describe, expect, it } from 'vitest';
import { backgroundPicture, pictureOf } from '@/utils/content/drawn-pictures';
import { DrawnCodeReplySchema } from '@/utils/page-messages';
import { DRAWN_CODES } from '@/utils/qr/drawn-codes';
import { valueOfElement } from '@/utils/scan/kinds';

const reading = {
  options: { pageHost: 'shop.example', pageSite: null, links: true, emails: true, phones: true },
  relativeIsThisPage: true,
};
const world = globalThis as unknown as Record<string, Element[] | undefined>;

/** An element laid out `width` × `height` (happy-dom lays nothing out). */
function shown<T extends Element>(element: T, width: number, height: number): T {
  element.getBoundingClientRect = () => new DOMRect(10, 10, width, height);
  document.body.append(element);
  return element;
}
const svg = () => document.createElementNS('http://www.w3.org/2000/svg', 'svg');

afterEach(() => {
  document.body.replaceChildren();
  delete world[DRAWN_CODES];
});

describe('a code the page draws itself', () => {
  it('an SVG, a canvas or a background set in the element’s own style is asked about by its place', () => {
    const drawing = shown(svg(), 180, 180);
    const canvas = shown(document.createElement('canvas'), 200, 190);
    const tile = shown(document.createElement('div'), 160, 160);
    tile.setAttribute('style', 'background-image: url("/code.png")');
    expect(valueOfElement(drawing, reading)).toBe('qr:#0');
    expect(valueOfElement(canvas, reading)).toBe('qr:#1');
    expect(valueOfElement(tile, reading)).toBe('qr:#2');
    expect(world[DRAWN_CODES]).toEqual([drawing, canvas, tile]);
  });

  it('an anchor without an href, listed for its background, is a drawn code; with one, a link', () => {
    const anchor = shown(document.createElement('a'), 160, 160);
    anchor.setAttribute('style', 'background-image: url("/code.png")');
    expect(valueOfElement(anchor, reading)).toBe('qr:#0');
    anchor.setAttribute('href', 'https://scam.example/x');
    expect(valueOfElement(anchor, reading)).toBe('scam.example');
  });

  it('icons, banners, plain boxes and everything with link checking off are not asked about', () => {
    expect(valueOfElement(shown(svg(), 24, 24), reading)).toBeNull();
    expect(valueOfElement(shown(document.createElement('canvas'), 300, 150), reading)).toBeNull();
    expect(valueOfElement(shown(document.createElement('div'), 200, 200), reading)).toBeNull();
    const off = { ...reading, options: { ...reading.options, links: false } };
    expect(valueOfElement(shown(svg(), 180, 180), off)).toBeNull();
    expect(world[DRAWN_CODES] ?? []).toEqual([]);
  });
});

describe('the picture handed to the background', () => {
  it('an inline SVG becomes an SVG image of its own, drawn at least 400 px a side', () => {
    const drawing = shown(svg(), 100, 100);
    drawing.innerHTML = '<rect width="29" height="29" fill="#fff"/><path d="M4 4h1v1h-1z"/>';
    const picture = pictureOf(drawing) ?? '';
    expect(picture.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const markup = decodeURIComponent(picture.slice(picture.indexOf(',') + 1));
    expect(markup).toContain('width="400"');
    expect(markup).toContain('<path d="M4 4h1v1h-1z"');
    // The page's own copy is untouched.
    expect(drawing.hasAttribute('width')).toBe(false);
  });

  it('a background image by its address on the web; anything else is no picture', () => {
    const tile = shown(document.createElement('div'), 160, 160);
    tile.style.backgroundImage = 'url("https://cdn.example/code.png")';
    expect(pictureOf(tile)).toBe('https://cdn.example/code.png');
    expect(pictureOf(shown(document.createElement('div'), 160, 160))).toBeNull();
    // What browsers compute, read as it is.
    expect(backgroundPicture('linear-gradient(red, blue), url("https://cdn.example/b.png")')).toBe(
      'https://cdn.example/b.png',
    );
    expect(backgroundPicture('url(data:image/png;base64,AAAA)')).toBe('data:image/png;base64,AAAA');
    expect(backgroundPicture('url("javascript:alert(1)")')).toBeNull();
    expect(backgroundPicture('url("data:text/html,<b>x</b>")')).toBeNull();
    expect(backgroundPicture('none')).toBeNull();
    expect(pictureOf(shown(svg(), 0, 0))).toBeNull();
  });

  it('a canvas that drew another site’s image (unreadable) is no picture', () => {
    const canvas = shown(document.createElement('canvas'), 200, 200);
    canvas.toDataURL = () => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    };
    expect(pictureOf(canvas)).toBeNull();
  });

  it('the background takes only an image address back, whatever the frame answers', () => {
    expect(DrawnCodeReplySchema.safeParse('data:image/png;base64,AAAA').success).toBe(true);
    expect(DrawnCodeReplySchema.safeParse('https://cdn.example/code.png').success).toBe(true);
    expect(DrawnCodeReplySchema.safeParse(null).success).toBe(true);
    for (const reply of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 42, { image: 'x' }])
      expect(DrawnCodeReplySchema.safeParse(reply).success).toBe(false);
  });
});
