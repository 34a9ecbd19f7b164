import { describe, expect, it } from 'vitest';
import { listenKept } from '@/utils/content/relisten';

/**
 * document.open() erases every listener of the document and window (the browser does it, not
 * the page's code, so happy-dom stands in by removing the listener itself); the rewrite replaces
 * the document's children, and the kept listener is back before the next event.
 */
describe('listeners a rewritten document keeps', () => {
  it('adds a kept listener again when the document is rewritten, once, and not after abort', async () => {
    const seen: string[] = [];
    const listener = (event: Event) => seen.push(event.type);
    const controller = new AbortController();
    listenKept(window, 'keydown', listener, { capture: true, signal: controller.signal });
    // What document.open() does to Linkwise's listener, then to the document's children.
    window.removeEventListener('keydown', listener, { capture: true });
    window.dispatchEvent(new Event('keydown'));
    expect(seen).toEqual([]);
    const root = document.documentElement;
    root.remove();
    document.append(root);
    await Promise.resolve(); // mutation observers run as a microtask
    window.dispatchEvent(new Event('keydown'));
    // Twice rewritten, still one listener: adding one that is there changes nothing.
    root.remove();
    document.append(root);
    await Promise.resolve();
    window.dispatchEvent(new Event('keydown'));
    expect(seen).toEqual(['keydown', 'keydown']);
    // Ended with its context: never added again.
    controller.abort();
    root.remove();
    document.append(root);
    await Promise.resolve();
    window.dispatchEvent(new Event('keydown'));
    expect(seen).toEqual(['keydown', 'keydown']);
  });
});
