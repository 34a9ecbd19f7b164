import { LEVEL_SEVERITY, type Verdict } from '../lookup/verdict';
import type { Settings } from '../settings/schema';

/**
 * What a page on a site with this verdict gets: the full-page warning, a banner across the top
 * (lower levels: the page stays usable), or nothing.
 */
export type SiteAction = 'block' | 'banner' | 'none';

export interface SitePolicy {
  /** Severity from which the page is covered (1 = LOW … 4 = CRITICAL; unknown levels are 3). */
  blockSeverity: number;
  /** Severity below which nothing is shown at all (the user's minimum level for marks). */
  markSeverity: number;
}

export function sitePolicy(settings: Settings): SitePolicy {
  return {
    blockSeverity: LEVEL_SEVERITY[settings.minBlockLevel] ?? 3,
    markSeverity: LEVEL_SEVERITY[settings.minRiskLevel] ?? 1,
  };
}

/**
 * The one rule for the in-page warning, the warning page and the blocking rules alike. A site
 * the person chose to continue to (this browser session) or trusts gets nothing.
 */
export function siteAction(verdict: Verdict, policy: SitePolicy, continued: boolean): SiteAction {
  if (verdict.kind !== 'risky' || continued) return 'none';
  if (verdict.severity >= policy.blockSeverity) return 'block';
  return verdict.severity >= policy.markSeverity ? 'banner' : 'none';
}
