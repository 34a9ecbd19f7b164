import { checkValue } from '@/utils/api/lookup';
import type { HandlerDeps } from '@/utils/background/wiring/deps';
import { createMessageRouter } from '@/utils/background/wiring/router';
import { engineContext } from '@/utils/background/wiring/state';
import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { AnswerCache } from '@/utils/lookup/cache';
import { createLookupEngine } from '@/utils/lookup/engine';
import { RequestScheduler } from '@/utils/lookup/scheduler';
import { SentLog } from '@/utils/lookup/sent-log';
import type { PageReport } from '@/utils/page-messages';
import { applyPolicy, applyPolicyToSecrets, parsePolicy } from '@/utils/settings/policy';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import type { HistoryEntry } from '@/utils/shorten/history';
import { DEFAULT_API_KEY, type Emulator } from '../emulator/server';
import { testHttp } from './emulator';

export const IDENTITY = { id: 'linkwise-id', origin: 'chrome-extension://linkwise-id/' };
export const POPUP = { id: IDENTITY.id, url: `${IDENTITY.origin}popup.html` };
export const CONTENT = {
  id: IDENTITY.id,
  url: 'https://news.example.com/article',
  tab: { id: 4, incognito: false },
  frameId: 0,
};

import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import type { ClaimSignals } from '../../utils/lookalike/claim-signals';
import { createLookalikeJudge, type LookalikeJudge } from '../../utils/lookalike/judge';

let judge: LookalikeJudge | undefined;
/** The bundled judge, built once for all routers that judge claims. */
const claimJudge = () => {
  judge ??= createLookalikeJudge({ ...BUNDLED_LISTS });
  return judge;
};

/**
 * The background's message router with the real engine against the emulator; settings, lists
 * and session state as given, all kept in memory where the test can look.
 */
export function createTestRouter(
  emulator: Emulator,
  settings: Partial<Settings> = {},
  options: {
    apiKey?: string;
    trusted?: string[];
    ignoredSites?: string[];
    policy?: unknown;
    /** Sign-in pages' claims judged with the bundled lists (as the background does). */
    claims?: boolean;
  } = {},
) {
  const trusted = new Set(options.trusted);
  const ignoredSites = new Set(options.ignoredSites);
  const continued = new Set<string>();
  const history: HistoryEntry[] = [];
  const reports = new Map<number, PageReport | undefined>();
  let ruleSyncs = 0;
  // A managed policy (as managed storage holds it) applies over the settings, as in the background.
  const policy = parsePolicy(options.policy ?? {});
  const state = async () => ({
    settings: applyPolicy({ ...DEFAULT_SETTINGS, ...settings }, new Set(), policy),
    secrets: applyPolicyToSecrets(
      { apiKey: options.apiKey ?? DEFAULT_API_KEY, lookupApiKey: '' },
      policy,
    ),
    trusted,
    ignoredSites,
    policy,
  });
  const buildDefaults = { shortenApiUrl: emulator.url, lookupApiUrl: emulator.url };
  const sentLog = new SentLog({ load: async () => [], save: async () => {} });
  const engine = createLookupEngine({
    client: (config, value) => checkValue(config, value, testHttp),
    cache: new AnswerCache({ now: Date.now }),
    scheduler: new RequestScheduler(new Backoff(INITIAL_BACKOFF, Date.now), {
      now: Date.now,
      perMinute: () => 60,
    }),
    sentLog,
    now: Date.now,
    context: async () => engineContext(await state(), buildDefaults),
  });
  const toggle = (set: Set<string>) => async (value: string, present: boolean) => {
    if (present) set.add(value);
    else set.delete(value);
    return [...set].sort();
  };
  const deps: HandlerDeps = {
    state,
    getInstallId: async () => '0f8fad5b-d9cb-469f-a165-70867728950e',
    buildDefaults,
    engine,
    sentLog,
    setTrusted: toggle(trusted),
    setIgnoredSite: toggle(ignoredSites),
    continuedSites: async () => continued,
    addContinuedSite: async (host) => void continued.add(host),
    syncSiteRules: async () => void ruleSyncs++,
    pageReports: {
      get: async (tabId) => reports.get(tabId),
      set: async (tabId, report) => void reports.set(tabId, report),
    },
    addHistory: async (entry) => {
      history.unshift(entry);
    },
    http: testHttp,
    ...(options.claims
      ? {
          claimCheck: async (host: string, signals: ClaimSignals) =>
            claimJudge().claimOf(host, signals),
        }
      : {}),
    // Node's fetch hands back the redirect itself (status and Location), as webRequest does.
    fetchHop: async (url) => {
      const response = await fetch(url, { redirect: 'manual', credentials: 'omit' });
      await response.body?.cancel();
      return { status: response.status, location: response.headers.get('location') };
    },
  };
  return {
    route: createMessageRouter(deps, IDENTITY),
    trusted,
    continued,
    history,
    reports,
    get ruleSyncs() {
      return ruleSyncs;
    },
  };
}
