import { uiArrival, uiGlobal } from '@/utils/page-ui-globals';
import { passwordKit } from '@/utils/password-fields/password-kit';

/**
 * Injected by the background into a frame whose password guard needs to fingerprint a password
 * (utils/password-fields/password-kit.ts): never listed in the manifest, never web-accessible.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  world[uiGlobal('passwords')] = passwordKit;
  (world[uiArrival('passwords')] as ((kit: typeof passwordKit) => void) | undefined)?.(passwordKit);
});
