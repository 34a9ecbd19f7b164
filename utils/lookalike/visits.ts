import * as z from 'zod/mini';

/**
 * The sites this person uses, learned on the device: a look-alike of one of them is flagged like
 * a look-alike of a popular site, and the site itself is never flagged. A site counts once it was
 * opened on VISIT_DAYS different days (one visit, or a look-alike followed by mistake, is not
 * use). Kept in local storage, never sent anywhere, cleared from options; private windows and
 * sites with a warning are never recorded (site-handlers.ts).
 */
export const VISIT_DAYS = 3;
/** Sites remembered at most; the least recently visited go first. */
export const MAX_REMEMBERED_SITES = 2_000;

const DAY_MS = 86_400_000;

/** Per registrable domain: on how many days it was opened, and the last of them (days since 1970). */
export const SiteVisitSchema = z.object({
  days: z.int().check(z.minimum(1)),
  last: z.int().check(z.minimum(0)),
});
export const SiteVisitsSchema = z.record(z.string().check(z.maxLength(253)), SiteVisitSchema);
export type SiteVisits = z.infer<typeof SiteVisitsSchema>;

export const dayOf = (time: number) => Math.floor(time / DAY_MS);

/** The visits with `site` opened on `day`; null when nothing changes (already counted today). */
export function withVisit(visits: SiteVisits, site: string, day: number): SiteVisits | null {
  const known = visits[site];
  if (known && known.last >= day) return null;
  const next = { ...visits, [site]: { days: (known?.days ?? 0) + 1, last: day } };
  const sites = Object.keys(next);
  if (sites.length <= MAX_REMEMBERED_SITES) return next;
  // The least recently visited go; what is used every day stays.
  sites.sort((a, b) => next[a]!.last - next[b]!.last);
  for (const old of sites.slice(0, sites.length - MAX_REMEMBERED_SITES)) delete next[old];
  return next;
}

/** The sites opened on enough days to count as this person's, most used first. */
export function sitesYouUse(visits: SiteVisits): string[] {
  return Object.entries(visits)
    .filter(([, visit]) => visit.days >= VISIT_DAYS)
    .sort(([, a], [, b]) => b.days - a.days)
    .map(([site]) => site);
}
