import { fingerprintNow, fingerprintOf } from '../passwords/fingerprint';

/**
 * What the password guard needs only once a password is about (`password-kit.js`, injected into
 * a frame on first need, entrypoints/password-kit.ts): the fingerprint and its plain-JavaScript
 * hashing. What every page runs before its own scripts keeps only the listeners: the hold's, and
 * the sign-in watch's (sign-ins.ts).
 */
export const passwordKit = { fingerprintOf, fingerprintNow };
export type PasswordKit = typeof passwordKit;
