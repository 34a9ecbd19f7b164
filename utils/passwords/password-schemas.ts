import * as z from 'zod/mini';
import { FINGERPRINT_PATTERN, SALT_PATTERN } from './fingerprint';

/**
 * The password guard's contract (zod/mini: the content script's side is typed by these, the
 * background checks every message and stored value against them). No schema here has room for a
 * password: what crosses a boundary is a fingerprint (fingerprint.ts), a site or a host.
 */

export const FingerprintSchema = z.string().check(z.regex(FINGERPRINT_PATTERN));
export const SaltSchema = z.string().check(z.regex(SALT_PATTERN));
const SiteSchema = z.string().check(z.minLength(1), z.maxLength(253));

/**
 * What a frame does with passwords, as the background decides from the frame's own address:
 * - `off`: nothing (switched off, a private window, or nothing to protect and nowhere to keep);
 * - `keep`: an established site (on the bundled lists, the organisation's sign-in domains, one
 *   the person uses): a password signed in with here is kept for it, nothing is held;
 * - `hold`: any other site while passwords are kept: a password field's text is held until it is
 *   known to be no other site's password.
 * `codes`: whether a sign-in code pasted here is stopped (this frame is no identity provider's).
 */
export const PasswordModeSchema = z.object({
  mode: z.enum(['off', 'keep', 'hold']),
  salt: z.optional(SaltSchema),
  codes: z.boolean(),
});
export type PasswordMode = z.infer<typeof PasswordModeSchema>;

/** A password's fingerprints sent at a sign-in (a form may hold a new one and its repeat). */
export const SignedInSchema = z.array(FingerprintSchema).check(z.minLength(1), z.maxLength(4));

/** One site a kept password belongs to, and the day (since 1970) it was last signed in with there. */
const KeptSiteSchema = z.object({ site: SiteSchema, day: z.int().check(z.minimum(0)) });

/** At most this many passwords kept; the least recently used go first. */
export const MAX_KEPT_PASSWORDS = 100;
/** At most this many sites for one password. */
export const MAX_SITES_PER_PASSWORD = 50;
/** A site not signed in to with a password for this many days is forgotten for it. */
export const KEEP_DAYS = 400;

/** What is stored (local storage, never synced): the install's salt and each fingerprint's sites. */
export const KeptPasswordsSchema = z.object({
  salt: SaltSchema,
  prints: z
    .array(
      z.object({
        print: FingerprintSchema,
        sites: z.array(KeptSiteSchema).check(z.minLength(1), z.maxLength(MAX_SITES_PER_PASSWORD)),
      }),
    )
    .check(z.maxLength(MAX_KEPT_PASSWORDS)),
});
export type KeptPasswords = z.infer<typeof KeptPasswordsSchema>;

/** As options lists them: a site, how many kept passwords belong to it, the last sign-in day. */
export const KeptSiteViewSchema = z.object({
  site: SiteSchema,
  passwords: z.int().check(z.minimum(1)),
  day: z.int().check(z.minimum(0)),
});
export type KeptSiteView = z.infer<typeof KeptSiteViewSchema>;

/** The background's answer to "whose password is this?": another site's, or none. */
export const WhoseSchema = z.object({ belongsTo: z.nullable(SiteSchema) });
