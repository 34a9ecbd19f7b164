import { getDomain } from 'tldts';
import { normaliseLookupValue } from '../lookup/normalize';

/** A hostname split so the part that names the owner can be shown on its own. */
export interface HostParts {
  /** Everything before the registrable part, with its dot (`paypal.com.`), or ''. */
  lead: string;
  /** The part someone registered (`secure-login.top`); the whole host when there is none. */
  registrable: string;
}

/**
 * The site a host belongs to: its registrable domain, the Public Suffix List's private section
 * included (`evil.github.io` is its own site), or the host itself when it has none.
 */
export function siteOfHost(host: string): string {
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/**
 * `paypal.com.secure-login.top` → `paypal.com.` + `secure-login.top`. Scam hosts put a trusted
 * name in front; the registrable part, emphasised, is what says who runs the site. The Public
 * Suffix List's private section counts, so `evil.github.io` is its own site, not `github.io`.
 */
export function hostParts(host: string): HostParts {
  const registrable = siteOfHost(host);
  if (!host.endsWith(registrable) || registrable === host) {
    return { lead: '', registrable: host };
  }
  return { lead: host.slice(0, host.length - registrable.length), registrable };
}

/** The site of an address as the lookup engine names it (no `www.`), or null if not public. */
export function siteHost(url: string | undefined): string | null {
  if (!url) return null;
  const value = normaliseLookupValue(url);
  return value.ok && value.value.kind === 'domain' ? value.value.value : null;
}
