import { dayOf, type SiteVisits, withVisit } from '../../lookalike/visits';
import { siteOfHost } from '../../site/host-parts';

/**
 * Records a day's use of a site (its registrable domain) for the look-alike check. Every page
 * load reports its site, so a site already counted today costs no storage read; writes go one at
 * a time, so two pages loading together both count.
 */
export function createSiteVisitNotes(store: {
  get: () => Promise<SiteVisits>;
  set: (visits: SiteVisits) => Promise<void>;
  now: () => number;
}) {
  const countedToday = new Map<string, number>();
  let writes = Promise.resolve();
  return (host: string): void => {
    const site = siteOfHost(host);
    const day = dayOf(store.now());
    if (countedToday.get(site) === day) return;
    countedToday.set(site, day);
    writes = writes
      .then(async () => {
        const next = withVisit(await store.get(), site, day);
        if (next) await store.set(next);
      })
      .catch((error: unknown) => console.error('[linkwise] site visit not saved', error));
  };
}
