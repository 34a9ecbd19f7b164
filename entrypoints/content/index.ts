import '@/utils/zod-setup';
import { initCheckCard } from './check-card';
import { initE2eBridge } from './e2e-bridge';
import { initPageProtection } from './page-protection';
import { initToast } from './toast';

/** Each feature runs on its own, so one failing feature never breaks the others. */
const features = [
  initPageProtection,
  initToast,
  initCheckCard,
  // e2e builds only; compiled out of every other build.
  ...(import.meta.env.WXT_E2E_HOOKS === 'true' ? [initE2eBridge] : []),
];

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  // Same-origin frames are checked too; each frame runs its own copy.
  allFrames: true,
  main(ctx) {
    for (const init of features) {
      init(ctx).catch((error: unknown) => console.warn('[linkwise]', init.name, error));
    }
  },
});
