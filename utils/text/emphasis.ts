/**
 * `text` cut around the first place `part` stands in it, matched case-insensitively (a code's
 * web address written in capitals still has its host found): [before, part as written, after],
 * or null when `part` is empty or not in it. The popup and the page's card both draw the middle
 * in bold.
 */
export function splitAround(
  text: string,
  part: string | undefined,
): [string, string, string] | null {
  const at = part ? text.toLowerCase().indexOf(part.toLowerCase()) : -1;
  if (!part || at < 0) return null;
  const end = at + part.length;
  return [text.slice(0, at), text.slice(at, end), text.slice(end)];
}
