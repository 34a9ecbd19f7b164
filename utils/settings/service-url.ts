import type { Result } from '../api/failures';
import { i18n } from '../i18n';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Normalises a service base URL typed by a user or set at build time: trimmed, https (plain
 * http only on this machine), no credentials, query or fragment, and no trailing slash, so that
 * `${base}/api/...` always forms the documented path. A path prefix is kept for self-hosted
 * servers that live under one.
 */
export function normaliseServiceUrl(input: string): Result<string, string> {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, failure: i18n.t('address.empty') };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, failure: i18n.t('address.notWeb') };
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return { ok: false, failure: i18n.t('address.httpsOnly') };
  }
  if (url.username || url.password) {
    return { ok: false, failure: i18n.t('address.noCredentials') };
  }
  if (url.search || url.hash) {
    return { ok: false, failure: i18n.t('address.noQuery') };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, value: `${url.origin}${path}` };
}

/** Trims a key as pasted; an empty key means "no key". */
export function normaliseKey(input: string): string {
  return input.trim();
}
