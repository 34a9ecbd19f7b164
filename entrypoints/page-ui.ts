import { PAGE_UI_GLOBAL, pageUi } from '@/utils/ui/page-ui';

/**
 * Injected by the background into a frame whose content script needs to show something
 * (utils/ui/page-ui.ts): never listed in the manifest, never web-accessible, so no page can
 * load or probe it.
 */
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[PAGE_UI_GLOBAL] = pageUi;
});
