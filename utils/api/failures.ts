import * as z from 'zod/mini';

/**
 * The closed set of ways a call to either service can fail. Every client returns one of these
 * instead of throwing, and `describeFailure` turns each into a sentence that says what to do.
 * (zod/mini: content scripts validate replies with these too, and must stay small.)
 */
export const ApiFailureSchema = z.discriminatedUnion('kind', [
  /** No answer at all: DNS, refused connection, CORS, or the browser is offline. */
  z.object({ kind: z.literal('unreachable'), host: z.string(), offline: z.boolean() }),
  z.object({ kind: z.literal('timeout'), host: z.string(), afterMs: z.number() }),
  /** `retryAfterMs` is null when the server gave no usable Retry-After header. */
  z.object({
    kind: z.literal('rate-limited'),
    host: z.string(),
    retryAfterMs: z.nullable(z.number()),
  }),
  z.object({
    kind: z.literal('unauthorized'),
    host: z.string(),
    status: z.number(),
    serverMessage: z.optional(z.string()),
  }),
  z.object({
    kind: z.literal('bad-request'),
    host: z.string(),
    status: z.number(),
    serverMessage: z.optional(z.string()),
  }),
  z.object({
    kind: z.literal('server-error'),
    host: z.string(),
    status: z.number(),
    retryAfterMs: z.nullable(z.number()),
  }),
  /** The server answered, but not in the documented form; `expected` says what was wanted. */
  z.object({
    kind: z.literal('unexpected-response'),
    host: z.string(),
    status: z.number(),
    expected: z.string(),
  }),
]);
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

/** Failures that happen before or around an API call, inside the extension. */
export const AppFailureSchema = z.union([
  ApiFailureSchema,
  z.object({ kind: z.literal('not-configured'), service: z.enum(['shorten', 'lookup']) }),
  z.object({ kind: z.literal('invalid-input'), reason: z.string() }),
  z.object({ kind: z.literal('private-window') }),
  /** Linkwise itself is holding back after failures or a Retry-After; no request was sent. */
  z.object({ kind: z.literal('backing-off'), retryAfterMs: z.number() }),
  /** The tab that asked closed or navigated away before its turn came. */
  z.object({ kind: z.literal('cancelled') }),
  z.object({ kind: z.literal('extension-unavailable') }),
]);
export type AppFailure = z.infer<typeof AppFailureSchema>;

/** Result of any call that can fail: the value, or exactly one failure. */
export type Result<T, F = ApiFailure> = { ok: true; value: T } | { ok: false; failure: F };

/** A schema for `Result<T, AppFailure>`, used to validate replies from the background. */
export function resultSchema<T extends z.core.$ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), failure: AppFailureSchema }),
  ]);
}
