import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAttributes } from '@/utils/ui/page-names';
import { place, showTypingNotice, TYPING_PATIENCE_MS } from '@/utils/ui/typing-notice';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<input id="password" type="password">';
});
afterEach(() => vi.useRealTimers());

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;

describe('the typing notice', () => {
  it('sits after the field, else before it, else above or below it, inside the window', () => {
    const panel = document.createElement('div');
    const view = { innerWidth: 1000, innerHeight: 800 } as Window;
    place(panel, rect(100, 200, 300, 30), view);
    expect([panel.style.left, panel.style.top]).toEqual(['408px', '200px']);
    place(panel, rect(650, 200, 300, 30), view);
    expect([panel.style.left, panel.style.top]).toEqual(['362px', '200px']);
    place(panel, rect(100, 40, 800, 30), view);
    expect([panel.style.left, panel.style.top]).toEqual(['100px', '78px']);
    panel.dir = 'rtl';
    place(panel, rect(600, 200, 300, 30), view);
    expect(panel.style.left).toBe('312px');
  });

  it('says the check is slow after a while and offers to type it in now; till then the pointer goes through it to the page', () => {
    const typeNow = vi.fn();
    const attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
    const notice = showTypingNotice(document, document.getElementById('password')!, typeNow);
    const root = attachShadow.mock.results[0]?.value as ShadowRoot;
    attachShadow.mockRestore();
    const panel = root.querySelector<HTMLElement>('[role="status"]')!;
    expect(panel.textContent).toBe('Checking this site… your typing will appear in a moment.');
    expect(root.querySelector('button')).toBeNull();
    // A page's button it covers is pressed through it (the click is held with the typing).
    expect(panel.style.pointerEvents).toBe('none');
    vi.advanceTimersByTime(TYPING_PATIENCE_MS);
    expect(panel.textContent).toContain('the lookup service is slow');
    expect(panel.style.pointerEvents).toBe('auto');
    const button = root.querySelector('button')!;
    button.dispatchEvent(new MouseEvent('click')); // a page's click: not the person's
    expect(typeNow).not.toHaveBeenCalled();
    const click = new MouseEvent('click');
    Object.defineProperty(click, 'isTrusted', { value: true });
    button.dispatchEvent(click);
    expect(typeNow).toHaveBeenCalledTimes(1);
    notice.dismiss();
    expect(document.querySelector(`[${pageAttributes().typing}]`)).toBeNull();
  });
});
