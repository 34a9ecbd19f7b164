import {
  KEEP_DAYS,
  type KeptPasswords,
  type KeptSiteView,
  MAX_KEPT_PASSWORDS,
  MAX_SITES_PER_PASSWORD,
} from './password-schemas';

/**
 * The kept passwords' bookkeeping, pure: which sites each fingerprint belongs to, added at a
 * sign-in, asked at a comparison, listed and forgotten in options. Never a password: a
 * fingerprint (fingerprint.ts) and the registrable domains it was signed in with.
 */

/** `prints` signed in with on `site` today: each belongs to it from now on (most recent first). */
export function keepPassword(
  kept: KeptPasswords,
  prints: readonly string[],
  site: string,
  day: number,
): KeptPasswords {
  let next = kept.prints;
  for (const print of new Set(prints)) {
    const known = next.find((entry) => entry.print === print);
    const others = (known?.sites ?? []).filter((entry) => entry.site !== site);
    const sites = [{ site, day }, ...others].slice(0, MAX_SITES_PER_PASSWORD);
    next = [{ print, sites }, ...next.filter((entry) => entry.print !== print)];
  }
  return { ...kept, prints: next.slice(0, MAX_KEPT_PASSWORDS) };
}

/**
 * Whose password `print` is, seen from `site`: null when it is none kept, or when it belongs to
 * this site (or to a site of the same owner, `sameOwner`: a brand's other domains); else the site
 * it was last signed in with.
 */
export function whoseIs(
  kept: KeptPasswords,
  print: string,
  site: string,
  sameOwner: (a: string, b: string) => boolean = (a, b) => a === b,
): string | null {
  const entry = kept.prints.find((candidate) => candidate.print === print);
  if (!entry || entry.sites.some((known) => sameOwner(known.site, site))) return null;
  return [...entry.sites].sort((a, b) => b.day - a.day)[0]?.site ?? null;
}

/** Each site a kept password belongs to, with how many and the last sign-in, newest first. */
export function keptSites(kept: KeptPasswords): KeptSiteView[] {
  const bySite = new Map<string, KeptSiteView>();
  for (const entry of kept.prints)
    for (const { site, day } of entry.sites) {
      const view = bySite.get(site);
      if (view) {
        view.passwords++;
        view.day = Math.max(view.day, day);
      } else bySite.set(site, { site, passwords: 1, day });
    }
  return [...bySite.values()].sort((a, b) => b.day - a.day || a.site.localeCompare(b.site));
}

/** Forgets `site` for every password (`null`: every site); a password left with none goes. */
export function forgetSite(kept: KeptPasswords, site: string | null): KeptPasswords {
  const prints = kept.prints
    .map((entry) => ({
      ...entry,
      sites: entry.sites.filter((known) => site !== null && known.site !== site),
    }))
    .filter((entry) => entry.sites.length > 0);
  return { ...kept, prints };
}

/** Sites not signed in to for KEEP_DAYS are forgotten; null when nothing changes. */
export function withoutStale(kept: KeptPasswords, today: number): KeptPasswords | null {
  const fresh = (day: number) => today - day <= KEEP_DAYS;
  if (kept.prints.every((entry) => entry.sites.every((known) => fresh(known.day)))) return null;
  const prints = kept.prints
    .map((entry) => ({ ...entry, sites: entry.sites.filter((known) => fresh(known.day)) }))
    .filter((entry) => entry.sites.length > 0);
  return { ...kept, prints };
}
