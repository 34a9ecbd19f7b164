import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { markMoment, measured } from '@/utils/scan/bench-timing';
import { guardClicks } from './click-guard';
import { initPageProtection } from './page-protection';
import { createPageReporter } from './page-report';
import { initShownOnRequest } from './shown-on-request';
import { initSiteGuard } from './site-guard';

/** Each feature runs on its own, so one failing feature never breaks the others. */
function start(name: string, feature: () => Promise<void>): void {
  feature().catch((error: unknown) => console.warn('[linkwise]', name, error));
}

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  // Before any page script: the click guard must be the first listener, and the site check
  // must start as early as the page exists. Scanning waits for the parsed document.
  runAt: 'document_start',
  // Frames are checked too, each running its own copy: those of other sites, and those a page
  // makes itself (build/hooks.ts adds them to the manifest, not to this bundle).
  allFrames: true,
  main: (ctx) =>
    measured(() => {
      markMoment('main');
      // Marked items and their verdicts: written by page protection, read by the click guard.
      const verdicts = new WeakMap<Element, RiskyVerdict>();
      guardClicks(ctx, verdicts);
      const reporter = createPageReporter();
      start('site', () => initSiteGuard(ctx, reporter));
      start('page', () => initPageProtection(ctx, verdicts, reporter));
      start('requests', () => initShownOnRequest(ctx));
      // e2e builds only: the import sits in a branch the store build compiles out, so neither
      // the bridge nor its message schema is in the store bundle.
      if (import.meta.env.WXT_E2E_HOOKS === 'true') {
        start('e2e', async () => (await import('./e2e-bridge')).initE2eBridge(ctx));
      }
    }, 'start'),
});
