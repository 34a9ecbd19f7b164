import { E2E_PORT, E2eRequestSchema } from '@/utils/background/wiring/e2e-bridge';
import { browser } from '@/utils/content/browser';
import type { PageContext } from '@/utils/content/context';
import { readBadges, readSurfaces } from '@/utils/ui/e2e-surfaces';

/** Test pages: the emulator itself and the `*.top` sites the test browsers send to it. */
const TEST_HOST = /^127\.0\.0\.1$|\.top$/;

/**
 * e2e builds only: a test page's request, relayed to the background (see e2e-bridge in utils),
 * or answered here ('read-surfaces': the text of Linkwise's surfaces, which live in closed
 * shadow roots no test can otherwise read).
 */
export async function initE2eBridge(ctx: PageContext): Promise<void> {
  if (!TEST_HOST.test(location.hostname)) return;
  ctx.addEventListener(window, 'message', (event) => {
    if (event.source !== window) return;
    const request = E2eRequestSchema.safeParse(
      (event.data as { linkwiseE2E?: unknown })?.linkwiseE2E,
    );
    if (!request.success) return;
    if (request.data.action === 'read-surfaces') {
      document.documentElement.dataset.linkwiseE2eSurfaces = JSON.stringify(readSurfaces());
      return;
    }
    if (request.data.action === 'read-badges') {
      document.documentElement.dataset.linkwiseE2eBadges = JSON.stringify(readBadges());
      return;
    }
    const port = browser.runtime.connect({ name: E2E_PORT });
    port.onMessage.addListener((reply) => {
      if (reply !== 'done')
        document.documentElement.dataset.linkwiseE2eReply = JSON.stringify(reply);
      document.documentElement.dataset.linkwiseE2eDone = String(Date.now());
      port.disconnect();
    });
    port.postMessage(request.data);
  });
  // Tests wait for this before posting requests.
  document.documentElement.dataset.linkwiseE2eReady = 'true';
}
