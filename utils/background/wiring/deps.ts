import type { HttpDeps } from '../../api/http';
import type { HopAnswer } from '../../links/reveal';
import type { ClaimSignals } from '../../lookalike/claim-signals';
import type { ClaimJudgement } from '../../lookalike/page-claim';
import type { LookalikeFinding } from '../../lookalike/reasons';
import type { LookupEngine } from '../../lookup/engine';
import type { SentLog } from '../../lookup/sent-log';
import type { Message, ResponseFor } from '../../messaging';
import type { PageReport } from '../../page-messages';
import type { BuildDefaults } from '../../settings/resolve';
import type { HistoryEntry } from '../../shorten/history';
import type { GuardedTabs } from '../guards/guarded-tabs';
import type { KeptStore } from '../passwords/kept-store';
import type { PasswordGuard } from '../passwords/password-guard';
import type { SenderInfo, SenderKind } from './sender';
import type { BackgroundState } from './state';

/** Everything the handlers need, passed in so tests can use fakes and a local server. */
export interface HandlerDeps {
  state: () => Promise<BackgroundState>;
  /** Resolves when a service may be called (an organisation's policy is in: managed.ts). */
  beforeSending?: () => Promise<void>;
  getInstallId: () => Promise<string>;
  buildDefaults: BuildDefaults;
  engine: LookupEngine;
  sentLog: SentLog;
  /** Adds (present = true) or removes one entry; returns the new list. */
  setTrusted: (value: string, present: boolean) => Promise<string[]>;
  setIgnoredSite: (host: string, present: boolean) => Promise<string[]>;
  addHistory: (entry: HistoryEntry) => Promise<void>;
  /** Sites the person continued to despite the warning: this browser session only. */
  continuedSites: () => Promise<ReadonlySet<string>>;
  addContinuedSite: (host: string) => Promise<void>;
  /** Brings the blocking rules up to date; resolves once applied. */
  syncSiteRules: () => Promise<void>;
  /** Each tab's latest page report (session storage: survives a service-worker restart). */
  pageReports: {
    get: (tabId: number) => Promise<PageReport | undefined>;
    set: (tabId: number, report: PageReport) => Promise<void>;
  };
  http: HttpDeps;
  /** A day's use of a site for the look-alike check (lookalike/visits.ts); absent in tests. */
  noteSiteVisit?: (host: string) => void;
  /** One request to a shortener, not following its redirect (hop-fetch.ts; tests: a fake). */
  fetchHop: (url: string) => Promise<HopAnswer>;
  /** Whose sign-in a page says it is, against its host (lookalike/page-claim.ts); absent in tests. */
  claimCheck?: (host: string, signals: ClaimSignals) => Promise<ClaimJudgement>;
  /** A sender shown as a name with an address: whether the name claims what the address is not. */
  senderCheck?: (name: string, address: string) => Promise<LookalikeFinding | null>;
  /** The page guards' tabs: warned, broken out of (guarded-tabs.ts); absent in some tests. */
  guardedTabs?: GuardedTabs;
  /** The password guard (passwords/password-guard.ts) and its store; absent in some tests. */
  passwords?: PasswordGuard;
  keptPasswords?: KeptStore;
}

export interface Origin {
  sender: SenderInfo;
  kind: SenderKind;
}

export type HandlerMap<T extends Message['type']> = {
  [K in T]: (
    message: Extract<Message, { type: K }>,
    origin: Origin,
    deps: HandlerDeps,
  ) => Promise<ResponseFor<K>>;
};
