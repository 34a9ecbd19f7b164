import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from '@/utils/content/context';

/**
 * Every event and message a page can forge to look like "a newer copy started": named from the
 * public extension id and the entrypoint, as WXT names them (`extra`: the exact name WXT uses
 * in this environment).
 */
function forgeNewerCopy(extra: string[] = []): void {
  const types = ['content', 'content-script'].map(
    (entry) => `${fakeBrowser.runtime.id}:${entry}:wxt:content-script-started`,
  );
  for (const type of [...types, ...extra]) {
    const detail = { contentScriptName: 'content', messageId: 'forged' };
    document.dispatchEvent(new CustomEvent(type, { detail }));
    window.postMessage({ type, ...detail }, '*');
  }
}

afterEach(() => vi.restoreAllMocks());

describe('ContentScriptContext (Linkwise’s, in place of WXT’s)', () => {
  it('announces nothing to the page: no event dispatched, no message posted', () => {
    const dispatched = vi.spyOn(document, 'dispatchEvent');
    const posted = vi.spyOn(window, 'postMessage');
    new ContentScriptContext('content', { matches: ['https://*/*'] });
    expect(dispatched).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalled();
  });

  it('nothing a page dispatches or posts ends it: its listeners keep working', async () => {
    const ctx = new ContentScriptContext('content');
    const clicks = vi.fn();
    ctx.addEventListener(window, 'click', clicks);
    forgeNewerCopy();
    await new Promise((resolve) => setTimeout(resolve, 10)); // posted messages arrive later
    expect(ctx.isInvalid).toBe(false);
    window.dispatchEvent(new MouseEvent('click'));
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('ends when the extension is gone, and takes its listeners with it', async () => {
    vi.useFakeTimers();
    const ctx = new ContentScriptContext('content');
    const clicks = vi.fn();
    const ended = vi.fn();
    ctx.addEventListener(window, 'click', clicks);
    ctx.onInvalidated(ended);
    // What Chrome does to an orphaned content script once the extension is updated or removed.
    const id = fakeBrowser.runtime.id;
    fakeBrowser.runtime.id = undefined as unknown as string;
    expect(ctx.isInvalid).toBe(true);
    fakeBrowser.runtime.id = id;
    expect(ended).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new MouseEvent('click'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(clicks).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('for contrast: the same forged event ends WXT’s own context (the attack this stops)', async () => {
    // Unit tests import WXT's original (the swap is a build plugin,
    // build/content-script-context.ts); the e2e replay test and CI's check of the store bundle
    // cover the built content script.
    const { ContentScriptContext: WxtContext } = await import('wxt/utils/content-script-context');
    const wxtName = (WxtContext as unknown as { SCRIPT_STARTED_MESSAGE_TYPE: string })
      .SCRIPT_STARTED_MESSAGE_TYPE;
    const wxt = new WxtContext('content');
    const ours = new ContentScriptContext('content');
    expect(wxt.isValid).toBe(true);
    forgeNewerCopy([wxtName]);
    expect(wxt.isValid).toBe(false);
    expect(ours.isInvalid).toBe(false);
  });
});
