import type { Secrets, Settings } from './schema';
import { normaliseServiceUrl } from './service-url';

/** Build-time defaults (WXT_SHORTEN_API_URL / WXT_LOOKUP_API_URL), possibly unset. */
export interface BuildDefaults {
  shortenApiUrl?: string;
  lookupApiUrl?: string;
}

export interface ServiceEndpoints {
  shortenBase: string | null;
  lookupBase: string | null;
  /** Base of the short links shown to the user (short-link domain or the shorten origin). */
  shortLinkBase: string | null;
}

function fromBuild(value: string | undefined): string | null {
  if (!value) return null;
  const normalised = normaliseServiceUrl(value);
  return normalised.ok ? normalised.value : null;
}

/**
 * The options page (or the organisation's policy) overrides the build defaults; otherwise the
 * defaults apply — except for addresses the policy names (`withoutDefault`): a mistyped managed
 * address leaves that service off rather than sending to the built-in host.
 */
export function resolveEndpoints(
  settings: Settings,
  defaults: BuildDefaults,
  withoutDefault: readonly string[] = [],
): ServiceEndpoints {
  const build = (key: keyof BuildDefaults) =>
    withoutDefault.includes(key) ? null : fromBuild(defaults[key]);
  const shortenBase = settings.shortenApiUrl ?? build('shortenApiUrl');
  const lookupBase = settings.lookupApiUrl ?? build('lookupApiUrl');
  const shortLinkBase =
    settings.shortLinkDomain ?? (shortenBase ? new URL(shortenBase).origin : null);
  return { shortenBase, lookupBase, shortLinkBase };
}

/** Keys as the clients want them: absent rather than empty. */
export function keysFor(secrets: Secrets): { apiKey?: string; lookupKey?: string } {
  return {
    apiKey: secrets.apiKey || undefined,
    lookupKey: secrets.lookupApiKey || undefined,
  };
}

export const buildDefaults: BuildDefaults = {
  shortenApiUrl: import.meta.env.WXT_SHORTEN_API_URL,
  lookupApiUrl: import.meta.env.WXT_LOOKUP_API_URL,
};
