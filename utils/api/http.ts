import type * as z from 'zod/mini';
import { cleanText } from '../text/clean';
import type { ApiFailure, Result } from './failures';
import { parseRetryAfter } from './retry-after';

/** What a client needs from the outside world; tests and the background pass their own. */
export interface HttpDeps {
  fetch: typeof fetch;
  now: () => number;
  isOnline: () => boolean;
  /** How long one request may take, headers and body together. */
  timeoutMs: number;
}

export const defaultHttpDeps: HttpDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  now: () => Date.now(),
  isOnline: () => globalThis.navigator?.onLine ?? true,
  timeoutMs: 5_000,
};

/** Marks a body that was not valid JSON, so "not JSON" and "JSON null" stay distinct. */
export const NOT_JSON = Symbol('not-json');

export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Sends one request and reads the whole body under a single timeout. Only transport failures
 * (unreachable, timeout) are decided here; what a status code means is up to each client.
 */
export async function sendRequest(
  url: URL,
  init: RequestInit,
  deps: HttpDeps,
): Promise<Result<RawResponse>> {
  const { host } = url;
  const { timeoutMs } = deps;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await deps.fetch(url, {
      ...init,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
    });
    const text = await response.text();
    return {
      ok: true,
      value: { status: response.status, headers: response.headers, body: parseJson(text) },
    };
  } catch {
    if (timedOut) return { ok: false, failure: { kind: 'timeout', host, afterMs: timeoutMs } };
    return { ok: false, failure: { kind: 'unreachable', host, offline: !deps.isOnline() } };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * Maps a status code that is not a documented success to a failure. The error body's shape is
 * not documented (spec §7), so a message is taken only if one is plainly there, as text.
 */
export function failureForStatus(
  response: RawResponse,
  host: string,
  now: number,
  expected: string,
): ApiFailure {
  const { status } = response;
  const serverMessage = readServerMessage(response.body);
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
  if (status === 429) return { kind: 'rate-limited', host, retryAfterMs };
  if (status === 401 || status === 403)
    return { kind: 'unauthorized', host, status, serverMessage };
  if (status === 408) return { kind: 'timeout', host, afterMs: 0 };
  // 404/405 mean "no such endpoint here": almost always a wrong API URL, not a bad request.
  if (status === 404 || status === 405)
    return { kind: 'unexpected-response', host, status, expected };
  if (status >= 400 && status < 500) return { kind: 'bad-request', host, status, serverMessage };
  if (status >= 500) return { kind: 'server-error', host, status, retryAfterMs };
  return { kind: 'unexpected-response', host, status, expected };
}

const MAX_SERVER_MESSAGE = 300;

/** Finds `message`, `error` or `error.message` in an error body; anything else is ignored. */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  const candidates = [
    record.message,
    nested,
    typeof nested === 'object' && nested !== null
      ? (nested as Record<string, unknown>).message
      : undefined,
  ];
  const found = candidates.find((value): value is string => typeof value === 'string');
  const cleaned = found === undefined ? '' : cleanText(found, MAX_SERVER_MESSAGE);
  return cleaned || undefined;
}

/** Joins an API base (already normalised, no trailing slash) and an absolute API path. */
export function endpoint(base: string, path: string): URL {
  return new URL(`${base}${path}`);
}

/**
 * The documented success path shared by both clients: a 2xx whose JSON body matches `schema`.
 * Any other status becomes its failure; a 2xx with another body is `unexpected-response`.
 */
export function parseSuccess<T extends z.ZodMiniType>(
  response: RawResponse,
  host: string,
  now: number,
  schema: T,
  expected: string,
): Result<z.output<T>> {
  if (response.status < 200 || response.status > 299) {
    return { ok: false, failure: failureForStatus(response, host, now, expected) };
  }
  const parsed = response.body === NOT_JSON ? null : schema.safeParse(response.body);
  if (!parsed?.success) {
    return {
      ok: false,
      failure: { kind: 'unexpected-response', host, status: response.status, expected },
    };
  }
  return { ok: true, value: parsed.data };
}
