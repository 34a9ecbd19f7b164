import { describe, expect, it } from 'vitest';
import { createSiteVisitNotes } from '@/utils/background/lookup/site-visits';
import {
  dayOf,
  MAX_REMEMBERED_SITES,
  type SiteVisits,
  sitesYouUse,
  VISIT_DAYS,
  withVisit,
} from '@/utils/lookalike/visits';

const DAY = 86_400_000;

describe('sites the person uses', () => {
  it('counts a site once a day, and as theirs from the third day', () => {
    let visits: SiteVisits = {};
    for (const day of [100, 100, 101, 101])
      visits = withVisit(visits, 'bank.example', day) ?? visits;
    expect(visits['bank.example']).toEqual({ days: 2, last: 101 });
    expect(sitesYouUse(visits)).toEqual([]);
    visits = withVisit(visits, 'bank.example', 105)!;
    expect(VISIT_DAYS).toBe(3);
    expect(sitesYouUse(visits)).toEqual(['bank.example']);
    expect(withVisit(visits, 'bank.example', 105)).toBeNull();
  });

  it('forgets the least recently visited sites past the limit', () => {
    let visits: SiteVisits = {};
    for (let index = 0; index <= MAX_REMEMBERED_SITES; index++)
      visits = withVisit(visits, `site${index}.example`, index)!;
    expect(Object.keys(visits)).toHaveLength(MAX_REMEMBERED_SITES);
    expect(visits['site0.example']).toBeUndefined();
    expect(visits[`site${MAX_REMEMBERED_SITES}.example`]).toBeDefined();
  });

  it('records the registrable domain, reads storage once a day per site, and writes in turn', async () => {
    let stored: SiteVisits = {};
    let reads = 0;
    let now = 10 * DAY;
    const note = createSiteVisitNotes({
      get: async () => {
        reads++;
        return stored;
      },
      set: async (visits) => {
        stored = visits;
      },
      now: () => now,
    });
    note('www.bank.example');
    note('login.bank.example');
    note('shop.example');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    now += DAY;
    note('bank.example');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stored).toEqual({
      'bank.example': { days: 2, last: dayOf(now) },
      'shop.example': { days: 1, last: dayOf(now) - 1 },
    });
  });
});
