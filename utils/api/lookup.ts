import * as z from 'zod/mini';
import { i18n } from '../i18n';
import { cleanText } from '../text/clean';
import type { Result } from './failures';
import { endpoint, type HttpDeps, NOT_JSON, parseSuccess, sendRequest } from './http';
import { LOOKUP_PATH } from './paths';

/** Spec §4.2: the documented path, relative to the lookup base URL. */

/** Spec §4.2 query: one value, already normalised to a hostname, e-mail or E.164 phone. */
export const LookupQuerySchema = z.object({ q: z.string().check(z.maxLength(2048)) });
export type LookupQuery = z.infer<typeof LookupQuerySchema>;

/**
 * Lengths are not shown in the spec, so an overlong string is shortened for display rather
 * than turning a real record into an "unexpected answer"; invisible and direction characters
 * are removed (a service answer may lie about how it reads: utils/text/clean.ts).
 */
function clip(max: number) {
  return (value: string) => cleanText(value, max);
}

/**
 * Spec §2.2. Only `phone`, `CRITICAL` and `verified_scam` are documented values; every other
 * type, level and status is kept exactly as sent (the full sets are not shown). Score range is
 * not shown either, so any finite number is accepted.
 */
export const LookupFoundSchema = z.object({
  query: z.string(),
  data: z.object({
    type: z.pipe(z.string(), z.transform(clip(64))),
    risk: z.object({
      score: z.number(),
      // A level that is nothing but invisible characters is still a record: shown as unknown.
      level: z.pipe(
        z.string().check(z.trim(), z.minLength(1)),
        z.transform((value) => cleanText(value, 64) || 'UNKNOWN'),
      ),
    }),
    reports: z.number(),
    status: z.pipe(z.string(), z.transform(clip(200))),
    last_updated: z.pipe(z.string(), z.transform(clip(64))),
  }),
});
export type LookupFound = z.infer<typeof LookupFoundSchema>;

/** Spec §2.3. Recognised by its body whatever the status code (the code is not shown). */
export const LookupNoRecordSchema = z.object({
  found: z.literal(false),
  message: z.optional(z.pipe(z.string().check(z.maxLength(2000)), z.transform(clip(500)))),
});

export const LookupAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('found'), record: LookupFoundSchema }),
  z.object({ kind: z.literal('no-record'), message: z.string() }),
]);
export type LookupAnswer = z.infer<typeof LookupAnswerSchema>;

export interface LookupConfig {
  baseUrl: string;
  /** Optional key for the lookup service only. The shorten API key is never sent here. */
  lookupKey?: string;
}

const expectedAnswer = () => i18n.t('refusal.expectedLookupAnswer');
const defaultNoRecordMessage = () => i18n.t('refusal.noRecordDefault');

/** GET {base}/api/v1/check?q=… for one already-normalised value. */
export async function checkValue(
  config: LookupConfig,
  value: string,
  deps: HttpDeps,
): Promise<Result<LookupAnswer>> {
  const url = endpoint(config.baseUrl, LOOKUP_PATH);
  const query: LookupQuery = { q: value };
  url.searchParams.set('q', query.q);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // How a lookup key is sent is not shown (spec §5); a Bearer header is the assumption.
  if (config.lookupKey) headers.Authorization = `Bearer ${config.lookupKey}`;
  const sent = await sendRequest(url, { method: 'GET', headers }, deps);
  if (!sent.ok) return sent;
  const response = sent.value;
  const body = response.body === NOT_JSON ? undefined : response.body;

  const noRecord = LookupNoRecordSchema.safeParse(body);
  if (noRecord.success) {
    const message = noRecord.data.message?.trim() || defaultNoRecordMessage();
    return { ok: true, value: { kind: 'no-record', message } };
  }
  const found = parseSuccess(response, url.host, deps.now(), LookupFoundSchema, expectedAnswer());
  return found.ok ? { ok: true, value: { kind: 'found', record: found.value } } : found;
}
