import { uiArrival, uiGlobal } from '@/utils/page-ui-globals';
import { pageUi } from '@/utils/ui/page-ui';

/**
 * Injected by the background into a frame whose content script needs to show something
 * (utils/ui/page-ui.ts): never listed in the manifest, never web-accessible, so no page can
 * load or probe it.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  world[uiGlobal('page')] = pageUi;
  // A warning waiting for it goes up now, before the background hears the script ran.
  (world[uiArrival('page')] as ((ui: typeof pageUi) => void) | undefined)?.(pageUi);
});
