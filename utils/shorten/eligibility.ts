import type { Result } from '../api/failures';

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
  if (!value) return { ok: false, failure: 'This tab has no address to shorten. Paste one above.' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, failure: 'This is not a web address. It should start with https://.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      failure: `${url.protocol.replace(/:$/, '')}: pages belong to the browser and cannot be shortened.`,
    };
  }
  if (STORE_HOSTS.includes(url.hostname)) {
    return { ok: false, failure: 'Extension store pages cannot be shortened.' };
  }
  return { ok: true, value };
}
