import { browser } from 'wxt/browser';
import type { ContentScriptContext } from '#imports';
import { E2E_PORT, E2eRequestSchema } from '@/utils/background/e2e-bridge';

/** e2e builds only: relays a test page's request to the background (see e2e-bridge in utils). */
export async function initE2eBridge(ctx: ContentScriptContext): Promise<void> {
  if (location.hostname !== '127.0.0.1') return;
  ctx.addEventListener(window, 'message', (event) => {
    if (event.source !== window) return;
    const request = E2eRequestSchema.safeParse(
      (event.data as { linkwiseE2E?: unknown })?.linkwiseE2E,
    );
    if (!request.success) return;
    const port = browser.runtime.connect({ name: E2E_PORT });
    port.onMessage.addListener(() => {
      document.documentElement.dataset.linkwiseE2eDone = String(Date.now());
      port.disconnect();
    });
    port.postMessage(request.data);
  });
  // Tests wait for this: content scripts start at document_idle, which can be after `load`.
  document.documentElement.dataset.linkwiseE2eReady = 'true';
}
