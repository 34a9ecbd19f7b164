/**
 * The ways a browser locker keeps a person on its page, as the lock breaker tells them apart
 * (page-world/lock-watch.ts), the background checks them and the warning names them.
 */
export const LOCK_TECHNIQUES = [
  'fullscreen',
  'dialogs',
  'history',
  'keyboard',
  'pointer',
  'alarm',
] as const;
export type LockTechnique = (typeof LOCK_TECHNIQUES)[number];
