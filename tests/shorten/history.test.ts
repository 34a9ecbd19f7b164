import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  HISTORY_MAX,
  type HistoryEntry,
  historyToCsv,
  removeFromHistory,
  searchHistory,
} from '@/utils/shorten/history';

const entry = (i: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: `lnk_${i}`,
  slug: `s${i}`,
  destination: `https://site-${i}.example/page`,
  expiresAt: null,
  upgrade: false,
  shortUrl: `https://go.example/s${i}`,
  createdAt: Date.UTC(2026, 10, 21, 12, 0, i),
  withKey: true,
  ...extra,
});

describe('history', () => {
  it(`keeps the newest ${HISTORY_MAX}, newest first`, () => {
    let list: HistoryEntry[] = [];
    for (let i = 0; i < HISTORY_MAX + 5; i++) list = addToHistory(list, entry(i));
    expect(list).toHaveLength(HISTORY_MAX);
    expect(list[0]?.slug).toBe(`s${HISTORY_MAX + 4}`);
    expect(list.at(-1)?.slug).toBe('s5');
  });

  it('lists the same short link once, at the front', () => {
    const list = addToHistory(addToHistory(addToHistory([], entry(1)), entry(2)), entry(1));
    expect(list.map((item) => item.slug)).toEqual(['s1', 's2']);
  });

  it('deletes one link and searches destination, short link and slug', () => {
    const list = [entry(1), entry(2), entry(3, { destination: 'https://News.example/Story' })];
    expect(removeFromHistory(list, 'https://go.example/s2').map((item) => item.slug)).toEqual([
      's1',
      's3',
    ]);
    expect(searchHistory(list, 'news.EXAMPLE').map((item) => item.slug)).toEqual(['s3']);
    expect(searchHistory(list, 'go.example/s1').map((item) => item.slug)).toEqual(['s1']);
    expect(searchHistory(list, '  ')).toHaveLength(3);
  });

  it('exports every field as RFC 4180 CSV and defuses spreadsheet formulas', () => {
    const csv = historyToCsv([
      entry(1, {
        destination: 'https://a.example/?q="quoted",x',
        expiresAt: '2026-12-01T00:00:00Z',
      }),
      entry(2, { destination: '=HYPERLINK("http://evil.example")', withKey: false, upgrade: true }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'createdAt,shortUrl,destination,slug,id,expiresAt,upgrade,withKey',
      '2026-11-21T12:00:01.000Z,https://go.example/s1,"https://a.example/?q=""quoted"",x",s1,lnk_1,2026-12-01T00:00:00Z,false,true',
      `2026-11-21T12:00:02.000Z,https://go.example/s2,"'=HYPERLINK(""http://evil.example"")",s2,lnk_2,,true,false`,
      '',
    ]);
  });
});
