import { uiArrival, uiGlobal } from '@/utils/content/page-ui-globals';
import { judgeUi } from '@/utils/guards/judge-ui';

/**
 * Injected by the background into a frame whose page guard held back a text on its way to the
 * clipboard (utils/guards/judge-ui.ts): never listed in the manifest, never web-accessible.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  world[uiGlobal('judge')] = judgeUi;
  (world[uiArrival('judge')] as ((ui: typeof judgeUi) => void) | undefined)?.(judgeUi);
});
