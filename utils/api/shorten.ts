import * as z from 'zod/mini';
import { i18n } from '../i18n';
import { hasInvisible } from '../text/clean';
import type { Result } from './failures';
import { endpoint, type HttpDeps, parseSuccess, sendRequest } from './http';
import { SHORTEN_PATH } from './paths';

/** Spec §4.1: the documented path, relative to the shorten base URL. */

/** Spec §4.1 request body. `fingerprint` is Linkwise's random install id, never a device print. */
export const ShortenRequestSchema = z.object({
  destination: z.url({ protocol: /^https?$/, normalize: false }).check(z.maxLength(8192)),
  fingerprint: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type ShortenRequest = z.infer<typeof ShortenRequestSchema>;

/**
 * Spec §2.1 Link. `expiresAt`'s type when not null is not shown, so a string or a number is kept
 * as given; a missing value stays `undefined` ("unknown"), never read as "permanent".
 * `upgrade`'s meaning is not shown: it is kept, not interpreted. Unknown fields are dropped.
 */
export const LinkSchema = z.object({
  id: z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String)),
  // The short link is built from the slug: one that would read differently than it is (bidi or
  // zero-width characters, spaces) is refused rather than shown.
  slug: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(256),
    z.refine((slug) => !hasInvisible(slug) && !/\s/.test(slug), 'slug with hidden characters'),
  ),
  destination: z.string(),
  expiresAt: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  upgrade: z.optional(z.boolean()),
});
export type Link = z.infer<typeof LinkSchema>;

export interface ShortenConfig {
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>` only when present (spec §5). */
  apiKey?: string;
}

const expectedLink = () => i18n.t('refusal.expectedShortLink');

/**
 * POST {base}/api/public/shorten. Any 2xx with a valid Link body is success (status not shown).
 * `request` must already have passed ShortenRequestSchema (the background does that).
 */
export async function createShortLink(
  config: ShortenConfig,
  request: ShortenRequest,
  deps: HttpDeps,
): Promise<Result<Link>> {
  const url = endpoint(config.baseUrl, SHORTEN_PATH);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  const sent = await sendRequest(
    url,
    { method: 'POST', headers, body: JSON.stringify(request) },
    deps,
  );
  if (!sent.ok) return sent;
  return parseSuccess(sent.value, url.host, deps.now(), LinkSchema, expectedLink());
}
