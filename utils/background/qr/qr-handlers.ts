import { browser } from 'wxt/browser';
import type { HandlerMap } from '../wiring/deps';
import { checkQrRead } from './check-qr';
import { readQr } from './read-qr';

/**
 * The popup's QR codes: "Scan this tab for QR codes" reads the visible tab's capture (so codes
 * drawn as tables, on a canvas or in a video frame count too), and an image pasted or dropped
 * into Check is read as it is. Extension pages only (a page cannot ask for either).
 */
export const qrHandlers: HandlerMap<'qr:scan-tab' | 'qr:read-image'> = {
  async 'qr:scan-tab'(message, _origin, deps) {
    const capture = await captureTab(message.tabId);
    const read = capture
      ? await readQr(capture.image)
      : ({ ok: false, reason: 'unreachable' } as const);
    const request = { feature: 'popup', incognito: capture?.incognito, fromTab: true } as const;
    return { ok: true, value: await checkQrRead(read, deps, request) };
  },

  async 'qr:read-image'(message, _origin, deps) {
    const read = await readQr(message.image);
    return { ok: true, value: await checkQrRead(read, deps, { feature: 'popup' }) };
  },
};

/** The visible part of the tab the popup belongs to (activeTab grants it while the popup is open). */
async function captureTab(tabId: number): Promise<{ image: string; incognito: boolean } | null> {
  try {
    const tab = await browser.tabs.get(tabId);
    if (!tab.active || tab.windowId === undefined) return null;
    const image = await browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
    return { image, incognito: tab.incognito };
  } catch {
    return null;
  }
}
