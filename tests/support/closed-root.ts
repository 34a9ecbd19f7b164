import { vi } from 'vitest';

/**
 * A closed shadow root holding `html`, drawn in `host` (a new span at the body's end unless
 * given), reached as the content scripts' world reaches it: through Chrome's call for extensions,
 * stubbed here (Firefox: the element's openOrClosedShadowRoot). `vi.unstubAllGlobals()` takes
 * the stub away.
 */
export function closedRoot(
  html: string,
  host: HTMLElement = document.body.appendChild(document.createElement('span')),
): { host: HTMLElement; root: ShadowRoot } {
  const root = host.attachShadow({ mode: 'closed' });
  root.innerHTML = html;
  vi.stubGlobal('chrome', {
    dom: { openOrClosedShadowRoot: (at: Element) => (at === host ? root : null) },
  });
  return { host, root };
}
