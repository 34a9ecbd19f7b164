import { isOwnDomain } from '../settings/policy';
import type { BackgroundState } from '../settings/state';

/** The same site with or without leading `www.` labels (the engine treats them as one). */
export function withoutWww(host: string): string {
  let bare = host;
  while (bare.startsWith('www.') && bare.split('.').length > 2) bare = bare.slice(4);
  return bare;
}

/**
 * A site Linkwise must never cover or block: the person trusts it, chose not to check it, or
 * continued to it this browser session. `host` is normalised (no `www.`); the "not checked"
 * list keeps hosts as the person's pages had them, so both sides are compared without `www.`.
 */
export function isExemptSite(
  host: string,
  state: Pick<BackgroundState, 'trusted' | 'ignoredSites' | 'policy'>,
  continued: ReadonlySet<string>,
): boolean {
  if (state.trusted.has(host) || continued.has(host)) return true;
  if (isOwnDomain(host, state.policy?.ownDomains ?? [])) return true;
  for (const ignored of state.ignoredSites) if (withoutWww(ignored) === host) return true;
  return false;
}
