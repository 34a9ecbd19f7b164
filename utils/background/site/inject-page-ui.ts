import { browser } from 'wxt/browser';

/** The unlisted script the page UI ships in (entrypoints/page-ui.ts). */
const PAGE_UI_FILE = '/page-ui.js';

/**
 * Runs the page UI in one frame, in the content scripts' isolated world: `scripting` in
 * Chrome's Manifest V3, `tabs.executeScript` in Firefox's Manifest V2. Resolves once it ran.
 */
export async function injectPageUi(tabId: number, frameId: number): Promise<boolean> {
  try {
    if (import.meta.env.MANIFEST_VERSION === 3) {
      await browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        files: [PAGE_UI_FILE],
      });
    } else {
      await browser.tabs.executeScript(tabId, { file: PAGE_UI_FILE, frameId });
    }
    return true;
  } catch (error) {
    console.warn('[linkwise] page UI not injected', error);
    return false;
  }
}
