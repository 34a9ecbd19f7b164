import { judgeUi } from '@/utils/guard-relay/judge-ui';
import { uiArrival, uiGlobal } from '@/utils/page-ui-globals';

/**
 * Injected by the background into a frame whose page guard held back a text on its way to the
 * clipboard, or where the person may be about to copy (utils/guard-relay/judge-ui.ts,
 * own-copy.ts): never listed in the manifest, never web-accessible.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  world[uiGlobal('judge')] = judgeUi;
  (world[uiArrival('judge')] as ((ui: typeof judgeUi) => void) | undefined)?.(judgeUi);
});
