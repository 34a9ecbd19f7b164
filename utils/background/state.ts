import type { CountryCode } from 'libphonenumber-js/min';
import type { EngineContext } from '../lookup/engine';
import type { Policy } from '../settings/policy';
import { type BuildDefaults, keysFor, resolveEndpoints } from '../settings/resolve';
import type { Secrets, Settings } from '../settings/schema';

/** Everything the background reads from storage to answer a message. */
export interface BackgroundState {
  /** As they apply: the person's, with the organisation's policy over them (policy.ts). */
  settings: Settings;
  secrets: Secrets;
  trusted: ReadonlySet<string>;
  ignoredSites: ReadonlySet<string>;
  /** The organisation's policy (managed storage); absent when there is none. */
  policy?: Policy;
}

/** The service addresses as they apply (a policy's named address never falls back). */
export function endpointsOf(state: BackgroundState, defaults: BuildDefaults) {
  return resolveEndpoints(state.settings, defaults, state.policy?.namedUrls);
}

/**
 * One storage read serves every message until something changes: a page with thousands of
 * links must not cost thousands of storage reads. `invalidate` is called from storage watchers.
 */
export function createStateCache(load: () => Promise<BackgroundState>) {
  let current: Promise<BackgroundState> | null = null;
  return {
    get: (): Promise<BackgroundState> => {
      current ??= load().catch((error: unknown) => {
        current = null;
        throw error;
      });
      return current;
    },
    invalidate: (): void => {
      current = null;
    },
  };
}

export function engineContext(state: BackgroundState, defaults: BuildDefaults): EngineContext {
  return {
    lookupBase: endpointsOf(state, defaults).lookupBase,
    lookupKey: keysFor(state.secrets).lookupKey,
    trusted: state.trusted,
    ownDomains: state.policy?.ownDomains ?? [],
    defaultRegion: state.settings.defaultPhoneRegion as CountryCode | null,
  };
}
