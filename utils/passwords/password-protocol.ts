/**
 * The password guard's names shared by the content script and the background, in a module of no
 * schema code (the content script runs in every page: zod stays out of it, password-schemas.ts
 * holds the schemas the background checks against).
 */

/** What the background asks a frame to do once the person chose to go on after a warning. */
export const PASSWORD_RELEASE = 'linkwise:password-release';

/** Shorter passwords are never kept nor compared: too weak to be worth a warning. */
export const MIN_PASSWORD_LENGTH = 8;

/** Whether a text is long enough to be kept as a password, or compared with the kept ones. */
export const isLongEnough = (password: string) => [...password].length >= MIN_PASSWORD_LENGTH;
