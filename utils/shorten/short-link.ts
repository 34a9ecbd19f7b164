/** The link people share: the short-link base (normalised, no trailing slash), `/`, the slug. */
export function formatShortLink(base: string, slug: string): string {
  return `${base}/${encodeURIComponent(slug)}`;
}
