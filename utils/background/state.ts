import type { CountryCode } from 'libphonenumber-js/min';
import type { EngineContext } from '../lookup/engine';
import { type BuildDefaults, keysFor, resolveEndpoints } from '../settings/resolve';
import type { Secrets, Settings } from '../settings/schema';

/** Everything the background reads from storage to answer a message. */
export interface BackgroundState {
  settings: Settings;
  secrets: Secrets;
  trusted: ReadonlySet<string>;
  ignoredSites: ReadonlySet<string>;
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
    lookupBase: resolveEndpoints(state.settings, defaults).lookupBase,
    lookupKey: keysFor(state.secrets).lookupKey,
    trusted: state.trusted,
    defaultRegion: state.settings.defaultPhoneRegion as CountryCode | null,
  };
}
