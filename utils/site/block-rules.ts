import type { DomainOnRecord } from '../lookup/engine';
import { severityOf } from '../lookup/verdict';
import { literally } from '../text/literally';

/**
 * Hosts blocked before any request is sent, at most. Chrome allows 1 000 regex rules per
 * extension (`MAX_NUMBER_OF_REGEX_RULES`) and 5 000 redirect rules; a person meets far fewer
 * reported sites in a day. Past this, the most severe and most recently confirmed are kept;
 * the in-page warning still covers the rest on arrival.
 */
export const MAX_BLOCKED_HOSTS = 500;

export interface BlockOptions {
  blockSeverity: number;
  /** Trusted, not checked, or continued to this session: never blocked. */
  exempt: (host: string) => boolean;
  now: number;
  limit?: number;
}

/** The hosts that should be blocked now, most severe (then longest-lived) first. */
export function hostsToBlock(domains: readonly DomainOnRecord[], options: BlockOptions): string[] {
  const chosen = domains
    .map((domain) => ({ ...domain, severity: severityOf(domain.level).severity }))
    .filter(
      (domain) =>
        domain.expires > options.now &&
        domain.severity >= options.blockSeverity &&
        !options.exempt(domain.host),
    )
    .sort((a, b) => b.severity - a.severity || b.expires - a.expires)
    .map((domain) => domain.host);
  return [...new Set(chosen)].slice(0, options.limit ?? MAX_BLOCKED_HOSTS);
}

/**
 * A regex (RE2, as Chrome's rules use) matching every http(s) address on exactly this host:
 * any `www.` in front (the engine treats those as one site), an optional trailing dot, user
 * info and port — and no other host, not even a subdomain, which the service judges on its own.
 * It matches the whole address, so the rule can carry it to the warning page.
 */
export function hostPattern(host: string): string {
  // Normalised hosts hold only letters, digits, dots and hyphens; escape anything special anyway.
  const escaped = literally(host);
  return `^https?://(?:[^/?#@]*@)?(?:www\\.)*${escaped}\\.?(?::[0-9]+)?(?:[/?#].*)?$`;
}

/** The part of a declarativeNetRequest rule this code reads and writes. */
export interface RedirectRule {
  id: number;
  priority: number;
  action: { type: 'redirect'; redirect: { regexSubstitution: string } };
  condition: { regexFilter: string; resourceTypes: Array<'main_frame' | 'sub_frame'> };
}

/** The parts of an existing rule that say whether it is still the wanted one. */
export interface ExistingRule {
  id: number;
  action: { redirect?: { regexSubstitution?: string } };
  condition: { regexFilter?: string };
}

/**
 * The rule changes that make the current rules block exactly `hosts`: rules for hosts no longer
 * wanted go, rules for new hosts come with fresh ids, rules that stay are left alone (so a sync
 * that changes nothing writes nothing). `warningPage` is the warning page's full address; the
 * blocked address is appended after `#` (`\0` is the whole match). Chrome gives the warning
 * page a new address each browser session (use_dynamic_url), so a rule kept from an earlier
 * session that points at an old address is replaced.
 */
export function ruleChanges(
  current: readonly ExistingRule[],
  hosts: readonly string[],
  warningPage: string,
): { removeRuleIds: number[]; addRules: RedirectRule[] } {
  const substitution = `${warningPage}#\\0`;
  const wanted = new Set(hosts.map(hostPattern));
  const kept = new Set<string>();
  const removeRuleIds: number[] = [];
  for (const rule of current) {
    const filter = rule.condition.regexFilter;
    const upToDate = rule.action.redirect?.regexSubstitution === substitution;
    if (filter && upToDate && wanted.has(filter) && !kept.has(filter)) kept.add(filter);
    else removeRuleIds.push(rule.id);
  }
  const used = new Set(current.map((rule) => rule.id));
  let nextId = 1;
  const addRules: RedirectRule[] = [];
  for (const pattern of wanted) {
    if (kept.has(pattern)) continue;
    while (used.has(nextId)) nextId++;
    used.add(nextId);
    addRules.push({
      id: nextId,
      priority: 1,
      action: { type: 'redirect', redirect: { regexSubstitution: substitution } },
      condition: { regexFilter: pattern, resourceTypes: ['main_frame', 'sub_frame'] },
    });
  }
  return { removeRuleIds, addRules };
}

/**
 * The blocked host an address leads to, or null: the same matching as `hostPattern`, for
 * Firefox's request listener (user info, port, `www.` and a trailing dot do not matter).
 */
export function blockedHostOf(url: string, blocked: ReadonlySet<string>): string | null {
  if (blocked.size === 0) return null;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    host = parsed.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
  for (;;) {
    if (blocked.has(host)) return host;
    if (!host.startsWith('www.')) return null;
    host = host.slice(4);
  }
}
