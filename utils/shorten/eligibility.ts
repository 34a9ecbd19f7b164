import type { Result } from '../api/failures';
import { i18n } from '../i18n';

/** Store pages where extensions cannot run and whose URLs are not worth shortening. */
const STORE_HOSTS = [
  'chromewebstore.google.com',
  'chrome.google.com',
  'microsoftedge.microsoft.com',
  'addons.mozilla.org',
];

/**
 * Decides whether a tab's URL can be shortened, and if not, says why in one sentence.
 * The URL is kept exactly (query and fragment included) when it can.
 */
export function shortenableUrl(raw: string | undefined): Result<string, string> {
  const value = raw?.trim() ?? '';
  if (!value) return { ok: false, failure: i18n.t('refusal.noTabAddress') };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, failure: i18n.t('address.notWeb') };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      failure: i18n.t('refusal.browserPage', [url.protocol.replace(/:$/, '')]),
    };
  }
  if (STORE_HOSTS.includes(url.hostname)) {
    return { ok: false, failure: i18n.t('refusal.storePage') };
  }
  return { ok: true, value };
}
