import { defaultHttpDeps } from '../api/http';
import { checkValue } from '../api/lookup';
import { Backoff, INITIAL_BACKOFF } from '../lookup/backoff';
import { AnswerCache } from '../lookup/cache';
import { createLookupEngine } from '../lookup/engine';
import { LOOKUP_LIMITS } from '../lookup/limits';
import { RequestScheduler } from '../lookup/scheduler';
import { SentLog } from '../lookup/sent-log';
import { buildDefaults } from '../settings/resolve';
import { addToHistory } from '../shorten/history';
import {
  backoffItem,
  getBackoffState,
  getHistory,
  getInstallId,
  getList,
  getSecrets,
  getSettings,
  ignoredSitesItem,
  lookupCacheStore,
  pageReportsStore,
  secretsItem,
  sentLogStore,
  setHistory,
  settingsItem,
  trustedValuesItem,
  updateList,
} from '../storage';
import type { HandlerDeps } from './deps';
import { listenForPagePorts } from './page-port';
import { registerQuickActions } from './quick-actions';
import { createMessageRouter, type ExtensionIdentity } from './router';
import { createStateCache, engineContext } from './state';

/**
 * Builds the background from real storage and fetch: the lookup engine with its persistent
 * cache, scheduler and backoff, and the message router. Kept out of the entrypoint so the
 * entrypoint only registers listeners.
 */
export function createBackground(identity: ExtensionIdentity) {
  let perMinute: number = LOOKUP_LIMITS.maxPerMinute;
  const state = createStateCache(async () => {
    const [settings, secrets, trusted, ignored] = await Promise.all([
      getSettings(),
      getSecrets(),
      getList(trustedValuesItem),
      getList(ignoredSitesItem),
    ]);
    perMinute =
      import.meta.env.WXT_BENCH === 'true' ? Number.POSITIVE_INFINITY : settings.lookupPerMinute;
    return { settings, secrets, trusted: new Set(trusted), ignoredSites: new Set(ignored) };
  });
  for (const item of [settingsItem, secretsItem, trustedValuesItem, ignoredSitesItem]) {
    item.watch(() => state.invalidate());
  }

  const backoff = new Backoff(INITIAL_BACKOFF, Date.now, Math.random, (snapshot) => {
    void backoffItem.setValue(snapshot);
  });
  const backoffRestored = getBackoffState().then((saved) => backoff.restore(saved));
  const scheduler = new RequestScheduler(backoff, {
    now: Date.now,
    perMinute: () => perMinute,
    // Bench builds only (compiled out elsewhere): the local emulator may be asked faster.
    ...(import.meta.env.WXT_BENCH === 'true' ? { ceilingPerMinute: Number.POSITIVE_INFINITY } : {}),
  });
  const sentLog = new SentLog(sentLogStore);
  const engine = createLookupEngine({
    client: (config, value) => checkValue(config, value, defaultHttpDeps),
    cache: new AnswerCache({ now: Date.now, store: lookupCacheStore }),
    scheduler,
    sentLog,
    now: Date.now,
    context: async () => {
      await backoffRestored;
      return engineContext(await state.get(), buildDefaults);
    },
  });

  let historyWrites = Promise.resolve();
  const deps: HandlerDeps = {
    state: state.get,
    getInstallId,
    buildDefaults,
    engine,
    sentLog,
    setTrusted: (value, present) => updateList(trustedValuesItem, value, present),
    setIgnoredSite: (host, present) => updateList(ignoredSitesItem, host, present),
    addHistory: (entry) => {
      // One write at a time: two links finishing together must both be kept.
      historyWrites = historyWrites
        .then(async () => setHistory(addToHistory(await getHistory(), entry)))
        .catch((error: unknown) => console.error('[linkwise] history not saved', error));
      return historyWrites;
    },
    http: defaultHttpDeps,
    pageReports: pageReportsStore,
  };
  listenForPagePorts({ engine, state: state.get });
  return {
    route: createMessageRouter(deps, identity),
    engine,
    quickActions: registerQuickActions(deps),
  };
}
