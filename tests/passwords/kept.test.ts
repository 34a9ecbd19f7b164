import { describe, expect, it } from 'vitest';
import { forgetSite, keepPassword, keptSites, whoseIs, withoutStale } from '@/utils/passwords/kept';
import {
  KEEP_DAYS,
  type KeptPasswords,
  MAX_KEPT_PASSWORDS,
  MAX_SITES_PER_PASSWORD,
} from '@/utils/passwords/password-schemas';

const empty: KeptPasswords = { salt: '0'.repeat(32), prints: [] };

describe('the kept passwords’ bookkeeping', () => {
  it('keeps a password for each site it is signed in with, the latest first', () => {
    let kept = keepPassword(empty, ['aaaaaa'], 'chase.com', 100);
    kept = keepPassword(kept, ['aaaaaa', 'bbbbbb'], 'buzzfeed.com', 101);
    kept = keepPassword(kept, ['aaaaaa'], 'chase.com', 102);
    expect(kept.prints).toEqual([
      {
        print: 'aaaaaa',
        sites: [
          { site: 'chase.com', day: 102 },
          { site: 'buzzfeed.com', day: 101 },
        ],
      },
      { print: 'bbbbbb', sites: [{ site: 'buzzfeed.com', day: 101 }] },
    ]);
  });

  it('names the site a password belongs to, unless it is this one or one of its owner’s', () => {
    let kept = keepPassword(empty, ['aaaaaa'], 'chase.com', 100);
    kept = keepPassword(kept, ['aaaaaa'], 'buzzfeed.com', 90);
    const chase = ['chase.com', 'jpmorganchase.com'];
    const sameOwner = (a: string, b: string) => a === b || (chase.includes(a) && chase.includes(b));
    expect(whoseIs(kept, 'aaaaaa', 'docs-share-7731.web.app', sameOwner)).toBe('chase.com');
    expect(whoseIs(kept, 'aaaaaa', 'chase.com', sameOwner)).toBeNull();
    expect(whoseIs(kept, 'aaaaaa', 'jpmorganchase.com', sameOwner)).toBeNull();
    expect(whoseIs(kept, 'aaaaaa', 'buzzfeed.com', sameOwner)).toBeNull();
    expect(whoseIs(kept, 'cccccc', 'docs-share-7731.web.app', sameOwner)).toBeNull();
  });

  it('lists the sites with how many passwords and the last sign-in, newest first; forgets one or all', () => {
    let kept = keepPassword(empty, ['aaaaaa', 'bbbbbb'], 'chase.com', 100);
    kept = keepPassword(kept, ['aaaaaa'], 'buzzfeed.com', 120);
    expect(keptSites(kept)).toEqual([
      { site: 'buzzfeed.com', passwords: 1, day: 120 },
      { site: 'chase.com', passwords: 2, day: 100 },
    ]);
    const without = forgetSite(kept, 'chase.com');
    expect(keptSites(without)).toEqual([{ site: 'buzzfeed.com', passwords: 1, day: 120 }]);
    // A password left with no site is gone: it protects nothing.
    expect(without.prints.map((entry) => entry.print)).toEqual(['aaaaaa']);
    expect(forgetSite(kept, null).prints).toEqual([]);
  });

  it('forgets a site not signed in to for KEEP_DAYS, and stays bounded', () => {
    const kept = keepPassword(
      keepPassword(empty, ['aaaaaa'], 'old.example', 1),
      ['aaaaaa'],
      'chase.com',
      500,
    );
    expect(withoutStale(kept, 500)?.prints).toEqual([
      { print: 'aaaaaa', sites: [{ site: 'chase.com', day: 500 }] },
    ]);
    expect(withoutStale(kept, 1 + KEEP_DAYS)).toBeNull();
    let many = empty;
    for (let index = 0; index < MAX_KEPT_PASSWORDS + 5; index++)
      many = keepPassword(many, [index.toString(16).padStart(6, '0')], 'chase.com', index);
    expect(many.prints).toHaveLength(MAX_KEPT_PASSWORDS);
    expect(many.prints[0]?.print).toBe((MAX_KEPT_PASSWORDS + 4).toString(16).padStart(6, '0'));
    let sites = empty;
    for (let index = 0; index < MAX_SITES_PER_PASSWORD + 5; index++)
      sites = keepPassword(sites, ['aaaaaa'], `site-${index}.example`, index);
    expect(sites.prints[0]?.sites).toHaveLength(MAX_SITES_PER_PASSWORD);
  });
});
