/**
 * Host permissions for the two services' build-time defaults. Self-hosted and managed deployments
 * set these so the extension works with no further setup; the options page overrides them at run
 * time.
 */
export const buildDefaultOrigins = [process.env.WXT_SHORTEN_API_URL, process.env.WXT_LOOKUP_API_URL]
  .filter((value): value is string => Boolean(value?.trim()))
  .map((value) => originPattern(value.trim()));

/**
 * A host permission for a service URL. Match patterns carry no port: Firefox rejects a pattern
 * with one, and Chrome ignores it, so `http://127.0.0.1/*` covers a server on any port.
 */
function originPattern(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}
