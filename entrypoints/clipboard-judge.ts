import { judgeUi } from '@/utils/guard-relay/judge-ui';
import { uiArrival, uiGlobal } from '@/utils/page-ui-globals';

/**
 * Injected by the background into a frame whose page guard held back a text on its way to the
 * clipboard (utils/guard-relay/judge-ui.ts): never listed in the manifest, never web-accessible.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  world[uiGlobal('judge')] = judgeUi;
  (world[uiArrival('judge')] as ((ui: typeof judgeUi) => void) | undefined)?.(judgeUi);
});
