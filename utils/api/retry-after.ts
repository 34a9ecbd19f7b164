/**
 * Parses an HTTP Retry-After header (RFC 9110 §10.2.3): either delay-seconds or an HTTP date.
 * Returns the wait in milliseconds from `nowMs`, never negative, or null when absent or unusable.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Only full dates count: Date.parse also accepts bare numbers such as "-5" or "1.5".
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}
