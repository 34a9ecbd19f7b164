import { i18n, language } from '../i18n';

/**
 * What the user reads about a link's lifetime. `null` means permanent (spec §2.1); a missing
 * value is "unknown", never "permanent". The type when not null is not shown, so an ISO string,
 * epoch milliseconds and epoch seconds are all understood, and anything else is shown as sent.
 */
export function expiryText(
  expiresAt: string | number | null | undefined,
  locale: string = language(),
  timeZone?: string,
): string {
  if (expiresAt === null) return i18n.t('popup.permanent');
  if (expiresAt === undefined) return i18n.t('popup.expiryUnknown');
  const date =
    typeof expiresAt === 'number'
      ? new Date(expiresAt < 1e12 ? expiresAt * 1000 : expiresAt)
      : new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return i18n.t('popup.expiresRaw', [String(expiresAt)]);
  const when = date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return i18n.t('popup.expires', [when]);
}
