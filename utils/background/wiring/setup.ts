import { browser } from 'wxt/browser';
import { defaultHttpDeps } from '../../api/http';
import { checkValue } from '../../api/lookup';
import { sitesYouUse } from '../../lookalike/visits';
import { Backoff, INITIAL_BACKOFF } from '../../lookup/backoff';
import { AnswerCache } from '../../lookup/cache';
import { createLookupEngine } from '../../lookup/engine';
import { LOOKUP_LIMITS } from '../../lookup/limits';
import { MINUTE_SAVE_GAP_MS, RollingMinute } from '../../lookup/rolling-minute';
import { throttledSave } from '../../lookup/save-throttle';
import { RequestScheduler } from '../../lookup/scheduler';
import { SentLog } from '../../lookup/sent-log';
import { policySettled, readPolicy, watchPolicy } from '../../settings/managed';
import { applyPolicy, applyPolicyToSecrets } from '../../settings/policy';
import { buildDefaults } from '../../settings/resolve';
import { SETTINGS_CHANGED } from '../../settings/view';
import { addToHistory } from '../../shorten/history';
import { BLOCKED_PAGE_PATH } from '../../site/blocked-page';
import { onNavigationStart } from '../../site/early-check';
import { createSiteBlocker, dnrBackend, webRequestBackend } from '../../site/site-blocker';
import {
  backoffItem,
  continuedSitesItem,
  getBackoffState,
  getHistory,
  getInstallId,
  getKeptPasswords,
  getList,
  getLookupMinute,
  getSecrets,
  getSettings,
  getSiteVisits,
  getTouchedSettings,
  ignoredSitesItem,
  keptPasswordsItem,
  lookupCacheStore,
  pageReportsStore,
  secretsItem,
  sentLogStore,
  setHistory,
  setLookupMinute,
  settingsItem,
  siteVisitsItem,
  trustedValuesItem,
  updateList,
} from '../../storage';
import { createGuardedTabs } from '../guards/guarded-tabs';
import { createAutoReveal } from '../lookup/auto-reveal';
import { fetchHop } from '../lookup/hop-fetch';
import { createLookalikeCheck } from '../lookup/lookalikes';
import { packagedListsLoader } from '../lookup/packaged-lists';
import { listenForPagePorts } from '../lookup/page-port';
import { ownShortLinkHost } from '../lookup/reveal-handlers';
import { createSenderCheck } from '../lookup/senders';
import { createSiteVisitNotes } from '../lookup/site-visits';
import { createKeptStore } from '../passwords/kept-store';
import { createPasswordGuard } from '../passwords/password-guard';
import { createPageQr } from '../qr/page-qr';
import { readQr } from '../qr/read-qr';
import { registerQuickActions } from '../quick/quick-actions';
import { checkSiteEarly } from '../site/site-handlers';
import { trackShownTabs } from './active-tabs';
import type { HandlerDeps } from './deps';
import { createMessageRouter, type ExtensionIdentity } from './router';
import { createStateCache, engineContext } from './state';

/**
 * Bench builds only (compiled out elsewhere): lets a benchmark measure site protection with and
 * without the check at navigation start, and browsing with the real per-minute budget.
 */
export const benchSwitches = {
  earlySiteCheck: true,
  // Set at build time for benchmarks of the real budget, so a service worker that restarts
  // mid-run (a switch set from outside is lost with it) keeps measuring the same thing.
  unlimitedBudget: import.meta.env.WXT_BENCH_REAL_BUDGET !== 'true',
  /** How many values wait in the scheduler (set once it exists). */
  queuedValues: () => 0,
};

/**
 * Builds the background from real storage and fetch: the lookup engine with its persistent
 * cache, scheduler and backoff, and the message router. Kept out of the entrypoint so the
 * entrypoint only registers listeners.
 */
export function createBackground(identity: ExtensionIdentity) {
  let perMinute: number = LOOKUP_LIMITS.maxPerMinute;
  // The look-alike lists (brands, free mail), read from the package once, on the first question.
  const lookalikeLists = packagedListsLoader((path) => new URL(path, identity.origin).href);
  const state = createStateCache(async () => {
    const [user, secrets, trusted, ignored, policy, visits] = await Promise.all([
      getSettings(),
      getSecrets(),
      getList(trustedValuesItem),
      getList(ignoredSitesItem),
      readPolicy(),
      getSiteVisits(),
    ]);
    const settings = applyPolicy(user, await getTouchedSettings(user), policy);
    perMinute = settings.lookupPerMinute;
    return {
      settings,
      secrets: applyPolicyToSecrets(secrets, policy),
      trusted: new Set(trusted),
      ignoredSites: new Set(ignored),
      policy,
      sitesYouUse: sitesYouUse(visits),
    };
  });
  const policyReady = policySettled();
  const changed = () => {
    state.invalidate();
    blocker.syncSoon();
  };
  for (const item of [settingsItem, secretsItem, trustedValuesItem, ignoredSitesItem]) {
    item.watch(changed);
  }
  // A site that became one the person uses (or the list cleared in options) applies at once.
  siteVisitsItem.watch(() => state.invalidate());
  // An administrator's change applies while the browser runs (Chrome reloads policy files); an
  // open options page is told to show the new locks and values (no page has a listener: fine).
  watchPolicy(() => {
    changed();
    browser.runtime.sendMessage(SETTINGS_CHANGED).catch(() => {});
  });
  /** Read once and kept until it changes: the site check asks on every page load. */
  let continued: Promise<ReadonlySet<string>> | null = null;
  const continuedSites = () => {
    continued ??= getList(continuedSitesItem).then((list) => new Set(list));
    return continued;
  };
  continuedSitesItem.watch(() => {
    continued = null;
    blocker.syncSoon();
  });
  /** A list change applies to the very next message, not only once storage reports it. */
  const changeList =
    (item: typeof trustedValuesItem) =>
    async (value: string, present: boolean): Promise<string[]> => {
      const list = await updateList(item, value, present);
      state.invalidate();
      return list;
    };

  const backoff = new Backoff(INITIAL_BACKOFF, Date.now, Math.random, (snapshot) => {
    void backoffItem.setValue(snapshot);
  });
  const backoffRestored = getBackoffState().then((saved) => backoff.restore(saved));
  // The minute's requests outlive the worker: a fresh worker must not spend the minute again.
  // Saved at once after a quiet moment, at most every MINUTE_SAVE_GAP_MS while requests flow.
  const minute = new RollingMinute(
    throttledSave(() => void setLookupMinute(minute.snapshot()), MINUTE_SAVE_GAP_MS),
  );
  const minuteRestored = getLookupMinute().then((untils) => minute.restore(untils, Date.now()));
  const scheduler = new RequestScheduler(backoff, {
    now: Date.now,
    // Bench builds lift the budget for the local emulator, unless a benchmark measures it.
    perMinute: () =>
      import.meta.env.WXT_BENCH === 'true' && benchSwitches.unlimitedBudget
        ? Number.POSITIVE_INFINITY
        : perMinute,
    isActiveTab: trackShownTabs(),
    minute,
    // Bench builds only (compiled out elsewhere): the local emulator may be asked faster.
    ...(import.meta.env.WXT_BENCH === 'true' ? { ceilingPerMinute: Number.POSITIVE_INFINITY } : {}),
  });
  if (import.meta.env.WXT_BENCH === 'true') benchSwitches.queuedValues = () => scheduler.pending;
  const lookupHttp = { ...defaultHttpDeps, timeoutMs: LOOKUP_LIMITS.timeoutMs };
  const sentLog = new SentLog(sentLogStore);
  const lookalikeCheck = createLookalikeCheck(state.get, lookalikeLists);
  // Nearly every wake is a page's first question, and the judge answers most of them (a name's
  // look-alike check; whether passwords belong to a site): built as the worker starts rather than
  // after that question, which waited for it (a sign-in page opened with the browser was
  // answered after its password was sent).
  setTimeout(() => void lookalikeCheck.judge().catch(() => null), 0);
  const engine = createLookupEngine({
    // The lookup's own time limit (limits.ts), so a time-scaled test build scales it too.
    client: (config, value) => checkValue(config, value, lookupHttp),
    cache: new AnswerCache({ now: Date.now, store: lookupCacheStore }),
    scheduler,
    sentLog,
    now: Date.now,
    context: async () => {
      // Nothing is sent before an organisation's policy had its chance to name its own service.
      await Promise.all([backoffRestored, minuteRestored, policyReady]);
      return engineContext(await state.get(), buildDefaults);
    },
    // A new scam record for a domain: the blocking rules follow at once.
    onAnswer: (value, answer) => {
      if (value.kind === 'domain' && answer.kind === 'found') blocker.syncSoon();
    },
    lookalike: lookalikeCheck,
  });

  // Known scam sites are stopped before any request: Chrome's declarativeNetRequest rules, or
  // Firefox's (Manifest V2) blocking webRequest, both sending the tab to the warning page.
  // Chrome's per-session address of the warning page (use_dynamic_url): pages cannot probe it.
  const warningPage = browser.runtime.getURL(BLOCKED_PAGE_PATH);
  const blocker = createSiteBlocker({
    engine,
    state: state.get,
    continuedSites,
    backend:
      import.meta.env.MANIFEST_VERSION === 3
        ? dnrBackend(warningPage)
        : webRequestBackend(warningPage),
    now: Date.now,
  });
  void blocker.sync();

  let historyWrites = Promise.resolve();
  // Senders' names, judged for the pages' ports and for a person's check of a whole message.
  const senderCheck = createSenderCheck(state.get, lookalikeLists);
  const guardedTabs = createGuardedTabs();
  const keptPasswords = createKeptStore({
    get: getKeptPasswords,
    set: (kept) => keptPasswordsItem.setValue(kept),
    now: Date.now,
  });
  keptPasswordsItem.watch(() => keptPasswords.invalidate());
  const passwords = createPasswordGuard({
    state: state.get,
    kept: keptPasswords,
    judge: lookalikeCheck.judge,
    engine,
    warn: guardedTabs.warn,
  });
  const deps: HandlerDeps = {
    state: state.get,
    beforeSending: () => policyReady,
    getInstallId,
    buildDefaults,
    engine,
    sentLog,
    setTrusted: changeList(trustedValuesItem),
    setIgnoredSite: changeList(ignoredSitesItem),
    continuedSites,
    addContinuedSite: async (host) => {
      await updateList(continuedSitesItem, host, true);
      continued = null;
    },
    syncSiteRules: () => blocker.sync(),
    addHistory: (entry) => {
      // One write at a time: two links finishing together must both be kept.
      historyWrites = historyWrites
        .then(async () => setHistory(addToHistory(await getHistory(), entry)))
        .catch((error: unknown) => console.error('[linkwise] history not saved', error));
      return historyWrites;
    },
    http: defaultHttpDeps,
    fetchHop,
    pageReports: pageReportsStore,
    senderCheck,
    // The look-alike switch governs a page's claim as it does a host's name.
    claimCheck: async (host, signals) => {
      if (!(await state.get()).settings.warnLookalikes) return null;
      return (await lookalikeCheck.judge())?.claimOf(host, signals) ?? null;
    },
    guardedTabs,
    passwords,
    keptPasswords,
    noteSiteVisit: createSiteVisitNotes({
      get: getSiteVisits,
      set: (visits) => siteVisitsItem.setValue(visits),
      now: Date.now,
    }),
  };
  const autoReveal = createAutoReveal({
    engine,
    fetchHop: deps.fetchHop,
    ownShortLinkHost: async () => ownShortLinkHost(await state.get(), buildDefaults),
  });
  const pageQr = createPageQr({
    engine,
    readQr,
    defaultRegion: async () => (await state.get()).settings.defaultPhoneRegion,
  });
  listenForPagePorts({
    engine,
    state: state.get,
    autoReveal,
    pageQr,
    sender: senderCheck,
    locker: guardedTabs,
  });
  // The site check starts with the navigation, while the site itself is still answering.
  onNavigationStart((url, tabId) => {
    if (import.meta.env.WXT_BENCH === 'true' && !benchSwitches.earlySiteCheck) return;
    void browser.tabs
      .get(tabId)
      .then((tab) => checkSiteEarly(deps, url, { id: tabId, incognito: tab.incognito }))
      .catch(() => undefined);
  });
  return {
    route: createMessageRouter(deps, identity),
    engine,
    quickActions: registerQuickActions(deps),
    /** Brings the blocking rules up to date at once (e2e builds ask it through their bridge). */
    syncSiteRules: () => blocker.sync(),
  };
}
