import { pageShared } from '@/utils/content/page-shared';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import type { HeldInput } from '@/utils/content/typing-hold';
import { startRelay } from '@/utils/guard-relay/relay';
import type { PasswordHold } from '@/utils/password-fields/password-hold';
import { markMoment, measured } from '@/utils/scan/bench-timing';
import type { PageUi } from '@/utils/ui/page-ui';
import { guardClicks } from './click-guard';
import { startPasswordGuard } from './password-guard';
import { initShownOnRequest } from './shown-on-request';
import { initSiteGuard } from './site-guard';

/** Before the password guard started (it starts at once: never, in practice). */
const NO_PASSWORD_HOLD = {
  ready: Promise.resolve(),
  adopt: (held: readonly HeldInput[]) => [...held],
};

/** Each feature runs on its own, so one failing feature never breaks the others. */
function start(name: string, feature: () => Promise<void>): void {
  feature().catch((error: unknown) => console.warn('[linkwise]', name, error));
}

/**
 * What must be in place before the page's own scripts, in every page and frame: the page
 * guards' relay, the click guard (the first listener) and the site check (as early as the page
 * exists). Page protection reads the parsed page, so it comes at `document_end`, in a script of
 * its own (entrypoints/protection.content/): what runs before a page's scripts stays small.
 */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_start',
  // Frames are checked too, each running its own copy: those of other sites, and those a page
  // makes itself (build/hooks.ts adds them to the manifest, not to this bundle).
  allFrames: true,
  main: (ctx) =>
    measured(() => {
      markMoment('main');
      start('guards', async () =>
        // A command hidden in the person's selection was left out of their copy: they hear so.
        startRelay(
          () => void loadPageUi<PageUi>('page').then((ui) => ui?.showHiddenLeftOut(document)),
        ),
      );
      const { verdicts, reporter } = pageShared();
      // Sign-in codes are stopped before the typing hold could hold (and later deliver) a paste.
      const passwords = startPasswordGuard(ctx.signal);
      guardClicks(ctx, verdicts);
      let hold: PasswordHold | undefined;
      start('site', () => initSiteGuard(ctx, reporter, () => hold ?? NO_PASSWORD_HOLD));
      // After the typing hold: it holds everything while the site is checked, then hands over.
      hold = passwords.hold();
      start('requests', () => initShownOnRequest(ctx));
      // e2e builds only: the import sits in a branch the store build compiles out, so neither
      // the bridge nor its message schema is in the store bundle.
      if (import.meta.env.WXT_E2E_HOOKS === 'true') {
        start('e2e', async () => (await import('./e2e-bridge')).initE2eBridge(ctx));
      }
    }, 'start'),
});
