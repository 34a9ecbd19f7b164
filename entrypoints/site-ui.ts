import { uiArrival, uiGlobal } from '@/utils/page-ui-globals';
import { siteUi } from '@/utils/ui/site-ui';

/**
 * Injected by the background into a frame whose site is reported (utils/ui/site-ui.ts): never
 * listed in the manifest, never web-accessible, so no page can load or probe it.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  world[uiGlobal('site')] = siteUi;
  // The site check's answer may be waiting for it: the warning goes up now.
  (world[uiArrival('site')] as ((ui: typeof siteUi) => void) | undefined)?.(siteUi);
});
