import { fingerprintOf } from '../passwords/fingerprint';
import { watchSignIns } from './sign-ins';

/**
 * What the password guard needs only once a password is about (`password-kit.js`, injected into
 * a frame on first need, entrypoints/password-kit.ts): the fingerprint and its plain-JavaScript
 * hashing, and the sign-in watch of a site passwords belong to. What every page runs before its
 * own scripts keeps only the hold's listeners.
 */
export const passwordKit = { fingerprintOf, watchSignIns };
export type PasswordKit = typeof passwordKit;
