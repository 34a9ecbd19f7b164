import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import type { UiPart } from '../../page-ui-globals';

/**
 * The unlisted scripts the injected parts ship in (entrypoints/page-ui.ts, site-ui.ts,
 * clipboard-judge.ts).
 */
const UI_FILES: Record<UiPart, ScriptPublicPath> = {
  page: '/page-ui.js',
  site: '/site-ui.js',
  judge: '/clipboard-judge.js',
  guard: '/guard-warning.js',
  passwords: '/password-kit.js',
};

/**
 * Runs the page UI or the site UI in one frame, in the content scripts' isolated world:
 * `scripting` in Chrome's Manifest V3, `tabs.executeScript` in Firefox's Manifest V2. Resolves
 * once it ran.
 */
export function injectPageUi(
  tabId: number,
  frameId: number,
  part: UiPart = 'page',
): Promise<boolean> {
  return injectScript(tabId, frameId, UI_FILES[part]);
}

/** Runs one of the extension's unlisted scripts in a frame's isolated world (see injectPageUi). */
export function injectScript(
  tabId: number,
  frameId: number,
  file: ScriptPublicPath,
): Promise<boolean> {
  // One injection per frame at a time: the site check starts it, the frame's request joins it.
  const key = `${tabId}:${frameId}:${file}`;
  const running = injecting.get(key);
  if (running) return running;
  const injection = inject(tabId, frameId, file).finally(() => injecting.delete(key));
  injecting.set(key, injection);
  return injection;
}

const injecting = new Map<string, Promise<boolean>>();

async function inject(tabId: number, frameId: number, file: ScriptPublicPath): Promise<boolean> {
  try {
    if (import.meta.env.MANIFEST_VERSION === 3) {
      await browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        files: [file],
        // At once, not at document_idle: a site warning is due while the page still loads.
        injectImmediately: true,
      });
    } else {
      await browser.tabs.executeScript(tabId, {
        file,
        frameId,
        runAt: 'document_start',
        // A frame the page filled itself (about:blank, srcdoc: a mail's body) is the page's
        // own; Firefox reaches it only when asked to.
        matchAboutBlank: true,
      });
    }
    return true;
  } catch (error) {
    console.warn('[linkwise] not injected:', file, error);
    return false;
  }
}
