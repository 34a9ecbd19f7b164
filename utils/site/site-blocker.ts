import { browser } from 'wxt/browser';
import type { LookupEngine } from '../lookup/engine';
import type { BackgroundState } from '../settings/state';
import { blockedHostOf, hostsToBlock, ruleChanges } from './block-rules';
import { sitePolicy } from './decide';
import { isExemptSite } from './exempt';

/** How a browser is told which hosts to stop before any request leaves. */
export interface BlockBackend {
  apply(hosts: readonly string[]): Promise<void>;
}

export interface SiteBlockerDeps {
  engine: Pick<LookupEngine, 'domainsOnRecord'>;
  state: () => Promise<BackgroundState>;
  continuedSites: () => Promise<ReadonlySet<string>>;
  backend: BlockBackend;
  now: () => number;
}

/** Rules are rebuilt at most this often when answers arrive in bursts. */
const SYNC_DELAY_MS = 100;

/**
 * Keeps the browser's blocking rules in step with the lookup cache: a host is blocked while a
 * live "record found" answer at or above the blocking level says so, and not when the person
 * trusts it, does not check that site, or continued to it this session. Each sync computes the
 * whole wanted set from those sources (so it cannot drift) and changes only what differs.
 */
export function createSiteBlocker(deps: SiteBlockerDeps) {
  let queue = Promise.resolve();
  let soon: ReturnType<typeof setTimeout> | undefined;
  let expiry: ReturnType<typeof setTimeout> | undefined;

  async function syncNow(): Promise<void> {
    const [state, continued, domains] = await Promise.all([
      deps.state(),
      deps.continuedSites(),
      deps.engine.domainsOnRecord(),
    ]);
    const now = deps.now();
    const hosts = state.settings.blockScamSites
      ? hostsToBlock(domains, {
          blockSeverity: sitePolicy(state.settings).blockSeverity,
          exempt: (host) => isExemptSite(host, state, continued),
          now,
        })
      : [];
    await deps.backend.apply(hosts);
    // A rule goes when its answer expires, not at the next unrelated change.
    const blocked = new Set(hosts);
    const nextExpiry = Math.min(
      ...domains.filter((domain) => blocked.has(domain.host)).map((domain) => domain.expires),
    );
    clearTimeout(expiry);
    if (Number.isFinite(nextExpiry)) expiry = setTimeout(sync, nextExpiry - now + 1);
  }

  /** Brings the rules up to date; resolves once they are applied (calls run one at a time). */
  function sync(): Promise<void> {
    clearTimeout(soon);
    queue = queue
      .then(syncNow)
      .catch((error: unknown) => console.error('[linkwise] site rules not updated', error));
    return queue;
  }

  return {
    sync,
    /** After a burst of answers: one sync shortly after, not one per answer. */
    syncSoon(): void {
      clearTimeout(soon);
      soon = setTimeout(() => void sync(), SYNC_DELAY_MS);
    },
  };
}
export type SiteBlocker = ReturnType<typeof createSiteBlocker>;

/**
 * Chrome and Edge: declarativeNetRequest dynamic rules redirect a navigation (a page or a frame)
 * to the warning page before any request reaches the site, with the address after `#`.
 */
export function dnrBackend(warningPage: string): BlockBackend {
  return {
    async apply(hosts) {
      const dnr = browser.declarativeNetRequest;
      const changes = ruleChanges(await dnr.getDynamicRules(), hosts, warningPage);
      if (changes.removeRuleIds.length === 0 && changes.addRules.length === 0) return;
      await dnr.updateDynamicRules(changes);
    },
  };
}

/**
 * Firefox: a blocking webRequest listener (Manifest V2's persistent background keeps the set in
 * memory) redirects the same navigations to the warning page. Until the first sync has run, a
 * navigation waits for it, so nothing slips through while the browser starts.
 */
export function webRequestBackend(warningPage: string): BlockBackend {
  let blocked: ReadonlySet<string> = new Set();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let isReady = false;
  const decide = (url: string) => {
    const host = blockedHostOf(url, blocked);
    return host ? { redirectUrl: `${warningPage}#${url}` } : {};
  };
  browser.webRequest.onBeforeRequest.addListener(
    // Firefox accepts a promise from a blocking listener (the types only know Chrome's form).
    (details) =>
      isReady
        ? decide(details.url)
        : (ready.then(() => decide(details.url)) as unknown as ReturnType<typeof decide>),
    { urls: ['http://*/*', 'https://*/*'], types: ['main_frame', 'sub_frame'] },
    ['blocking'],
  );
  return {
    async apply(hosts) {
      blocked = new Set(hosts);
      isReady = true;
      markReady();
    },
  };
}
