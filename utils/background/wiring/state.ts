import type { CountryCode } from 'libphonenumber-js/min';
import type { EngineContext } from '../../lookup/engine';
import { type BuildDefaults, keysFor, resolveEndpoints } from '../../settings/resolve';
import type { BackgroundState } from '../../settings/state';

export type { BackgroundState };

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
