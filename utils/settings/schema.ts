import * as z from 'zod/mini';
import { normaliseKey, normaliseServiceUrl } from './service-url';

/** A stored service URL: normalised, or null (= use the build-time default). Bad values → null. */
const StoredServiceUrl = z.catch(
  z.pipe(
    z.nullable(z.string()),
    z.transform((value) => {
      if (value === null) return null;
      const normalised = normaliseServiceUrl(value);
      return normalised.ok ? normalised.value : null;
    }),
  ),
  null,
);

/** `.catch` also covers a missing key, so every field has exactly one default, here. */
const toggle = (fallback: boolean) => z.catch(z.boolean(), fallback);

/**
 * User settings, without secrets. Every field falls back to its default on its own, so one
 * corrupt field never resets the others. This schema is the single source of the type.
 */
const SettingsShape = z.object({
  shortenApiUrl: StoredServiceUrl,
  lookupApiUrl: StoredServiceUrl,
  /** Where short links point; null = the shorten API's origin. */
  shortLinkDomain: StoredServiceUrl,
  autoShorten: toggle(true),
  autoCopy: toggle(true),
  protectLinks: toggle(true),
  protectEmails: toggle(true),
  protectPhones: toggle(true),
  /**
   * Off by default: short links on screen are revealed automatically (each hop contacts the
   * shortener), within the lookup budget and a small budget of its own.
   */
  revealShortLinks: toggle(false),
  /** Off by default: nothing is checked in private windows unless the user opts in. */
  checkPrivateWindows: toggle(false),
  /** Region for phone numbers written without +country code; null = only international form. */
  defaultPhoneRegion: z.catch(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))), null),
  /** Items below this level are not marked on pages (a record is still a record). */
  minRiskLevel: z.catch(z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']), 'LOW'),
  /** Site protection: a full-page warning on a reported scam site (a banner below the level). */
  blockScamSites: toggle(true),
  /**
   * Sites at or above this level are covered by the full-page warning; those below it but at
   * or above `minRiskLevel` get a banner. Unknown levels count as HIGH.
   */
  minBlockLevel: z.catch(z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']), 'HIGH'),
  /**
   * On by default: a site no one reported yet whose name imitates a trusted one (a popular site,
   * one the person uses, the organisation's) is marked and warned about, judged on the device.
   */
  warnLookalikes: toggle(true),
  /**
   * On by default: a page that slips a command onto the clipboard ("verify you are human:
   * Win+R, Ctrl+V, Enter") is stopped, judged on the device (utils/guards/).
   */
  guardClipboard: toggle(true),
  /**
   * On by default: a page that locks the browser (full screen taken back, dialog loops, a
   * flooded history, an alarm) is broken out of, judged on the device.
   */
  breakPageLocks: toggle(true),
  /**
   * On by default: a password signed in with on an established site is kept as a fingerprint
   * for that site, and held from any other site until it is known to be none of them; a sign-in
   * code pasted into a page is stopped (utils/passwords/).
   */
  protectPasswords: toggle(true),
  /** The user's own cap on lookups per minute (1–60). */
  lookupPerMinute: z.catch(z.int().check(z.minimum(1), z.maximum(60)), 60),
});
export type Settings = z.infer<typeof SettingsShape>;

export const DEFAULT_SETTINGS: Settings = SettingsShape.parse({});

/** Anything that is not an object at all becomes the defaults. */
export const SettingsSchema = z.catch(SettingsShape, () => ({ ...DEFAULT_SETTINGS }));

/** Fields holding a service URL; an invalid new value for one of these is never saved. */
export const URL_SETTING_KEYS = ['shortenApiUrl', 'lookupApiUrl', 'shortLinkDomain'] as const;

/**
 * API keys live in their own item, read only by the background and the options page, so the
 * settings object can be handed to any UI without carrying a secret.
 */
const SecretsShape = z.object({
  apiKey: z.catch(z.pipe(z.string(), z.transform(normaliseKey)), ''),
  lookupApiKey: z.catch(z.pipe(z.string(), z.transform(normaliseKey)), ''),
});
export type Secrets = z.infer<typeof SecretsShape>;
export const SecretsSchema = z.catch(SecretsShape, () => ({ apiKey: '', lookupApiKey: '' }));

export const InstallIdSchema = z.uuid();
