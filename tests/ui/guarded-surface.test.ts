import { afterEach, describe, expect, it, vi } from 'vitest';
import { showGuardedSurface } from '@/utils/ui/guarded-surface';

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const shown: Array<{ dismiss: () => void }> = [];
const show = (options: Partial<Parameters<typeof showGuardedSurface>[1]> = {}) => {
  const surface = showGuardedSurface(document, {
    tag: 'linkwise-test-surface',
    css: '',
    layer: 'modal',
    ...options,
  });
  shown.push(surface);
  return surface;
};

afterEach(() => {
  for (const surface of shown.splice(0)) surface.dismiss();
  document.body.innerHTML = '';
});

describe('a guarded surface', () => {
  it('sits under the root element with its styles inline and important', () => {
    const { host } = show();
    expect(host.parentElement).toBe(document.documentElement);
    expect(host.getAttribute('style')).toContain('display: block !important');
    expect(host.getAttribute('style')).toContain('all: initial !important');
  });

  it('comes back before the next frame when the page removes or moves it', async () => {
    const { host } = show();
    host.remove();
    await settle();
    expect(host.parentElement).toBe(document.documentElement);
    document.body.append(host);
    await settle();
    expect(host.parentElement).toBe(document.documentElement);
  });

  it('takes back its own styles and drops attributes a page adds', async () => {
    const { host } = show({ attributes: { 'data-kind': 'test' } });
    host.setAttribute('style', 'display: none !important');
    host.setAttribute('hidden', '');
    host.setAttribute('inert', '');
    host.setAttribute('data-kind', 'changed');
    await settle();
    expect(host.getAttribute('style')).toContain('display: block !important');
    expect(host.hasAttribute('hidden')).toBe(false);
    expect(host.hasAttribute('inert')).toBe(false);
    expect(host.getAttribute('data-kind')).toBe('test');
  });

  it('goes first in the document when asked (a banner comes first in the tab order)', () => {
    const { host } = show({ placement: 'first', layer: 'popover' });
    expect(document.documentElement.firstElementChild).toBe(host);
  });

  it('hands over to the caller when a page removes it every time it comes back', async () => {
    // The page's own observer, created first, removes any such element the moment it appears.
    const fight = new MutationObserver(() => {
      for (const element of document.querySelectorAll('linkwise-test-surface')) element.remove();
    });
    fight.observe(document, { childList: true, subtree: true });
    const overpowered = vi.fn();
    const surface = show({ onOverpowered: overpowered });
    for (let i = 0; i < 40; i++) await settle();
    fight.disconnect();
    expect(overpowered).toHaveBeenCalledTimes(1);
    expect(surface.shown).toBe(false);
    expect(surface.host.isConnected).toBe(false);
  });

  it('lets the pointer through when passive, yet sees what covers it as the pointer would', () => {
    vi.useFakeTimers();
    try {
      const { host, panel } = show({ layer: 'popover', passive: true });
      expect(panel.style.pointerEvents).toBe('none');
      vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 280, 60));
      const reshown = vi.spyOn(panel, 'showPopover');
      // The browser passes over an element the pointer passes through.
      const look = vi
        .spyOn(document, 'elementFromPoint')
        .mockImplementation(() => (panel.style.pointerEvents === 'none' ? document.body : host));
      vi.advanceTimersByTime(3_000);
      expect(look).toHaveBeenCalledTimes(3);
      expect(reshown).not.toHaveBeenCalled();
      expect(panel.style.pointerEvents).toBe('none');
      // A page's element over it is seen, and the panel put back on top.
      look.mockReturnValue(document.body);
      vi.advanceTimersByTime(1_000);
      expect(reshown).toHaveBeenCalledTimes(1);
      look.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is gone for good once dismissed', async () => {
    const surface = show();
    surface.dismiss();
    await settle();
    expect(surface.host.isConnected).toBe(false);
  });
});
