import type { AppFailure } from '../../api/failures';
import { failureForStatus, type HttpDeps, sendRequest } from '../../api/http';
import { checkValue } from '../../api/lookup';
import { LOOKUP_PATH, SHORTEN_PATH } from '../../api/paths';

import { i18n } from '../../i18n';
import { keysFor } from '../../settings/resolve';
import type { HandlerMap } from '../wiring/deps';
import { endpointsOf } from '../wiring/state';
import { shortenUrl } from './shorten-service';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });

export const shortenHandlers: HandlerMap<'shorten:create' | 'connection:test'> = {
  'shorten:create': (message, _origin, deps) =>
    shortenUrl(message.url, { confirmRisky: message.confirmRisky }, deps),

  async 'connection:test'(message, _origin, deps) {
    await deps.beforeSending?.();
    const state = await deps.state();
    const { secrets } = state;
    const endpoints = endpointsOf(state, deps.buildDefaults);
    const base = message.service === 'shorten' ? endpoints.shortenBase : endpoints.lookupBase;
    if (!base) return fail({ kind: 'not-configured', service: message.service });
    const host = new URL(base).host;
    return message.service === 'lookup'
      ? testLookup(base, host, keysFor(secrets).lookupKey, deps.http)
      : testShorten(base, host, keysFor(secrets).apiKey, deps.http);
  },
};

/** A lookup of a reserved name (RFC 2606) proves the service answers, and leaks nothing. */
async function testLookup(
  base: string,
  host: string,
  lookupKey: string | undefined,
  http: HttpDeps,
) {
  const result = await checkValue({ baseUrl: base, lookupKey }, 'example.com', http);
  if (!result.ok) return result;
  return {
    ok: true as const,
    value: { host, detail: i18n.t('options.answered', [`${host}${LOOKUP_PATH}`]) },
  };
}

/**
 * The shorten API has no documented read-only endpoint, so the test sends a request that a
 * correct server must refuse (an empty body): reaching it with a 4xx proves the address, and
 * a 401 says the key is wrong. No link is created.
 */
async function testShorten(base: string, host: string, apiKey: string | undefined, http: HttpDeps) {
  const url = new URL(`${base}${SHORTEN_PATH}`);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
  const sent = await sendRequest(url, { method: 'POST', headers, body: '{}' }, http);
  if (!sent.ok) return sent;
  const { status } = sent.value;
  if (status === 400 || status === 422) {
    return {
      ok: true as const,
      value: { host, detail: i18n.t('options.answered', [`${host}${SHORTEN_PATH}`]) },
    };
  }
  return fail(failureForStatus(sent.value, host, http.now(), 'a 400 answer to an empty request'));
}
