/**
 * Characters that change how the text around them reads without showing themselves: C0 and C1
 * controls, the soft hyphen, bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), zero-width spaces and joiners
 * (U+200B–U+200D, U+2060–U+2064, U+FEFF) and U+180E. A status holding U+202E can make
 * "risk level gnp.exe" read as something else; a zero-width space can hide a word.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Line breaks and tabs read as one space: these strings are shown on one line. */
const BREAKS = /[\t\n\v\f\r\u2028\u2029]+/g;

/**
 * Text from a service or a page, made inert and honest for display: invisible and direction
 * characters removed, breaks turned into spaces, trimmed, and at most `max` characters (whole
 * code points, with "…" when cut). Nothing here is ever parsed as HTML in the first place; this
 * is about what the person reads.
 */
export function cleanText(value: string, max: number): string {
  const visible = value.replace(INVISIBLE, '').replace(BREAKS, ' ').trim();
  const points = Array.from(visible);
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : visible;
}

/** True when the text holds anything `cleanText` would remove (for values that must be exact). */
export function hasInvisible(value: string): boolean {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(value);
}
