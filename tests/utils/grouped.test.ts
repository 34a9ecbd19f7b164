import { describe, expect, it } from 'vitest';
import { addTo } from '@/utils/grouped';

describe('addTo (lists kept by key)', () => {
  it('starts a list for a new key and grows that same list after, in order', () => {
    const lists = new Map<string, number[]>();
    addTo(lists, 'a', 1);
    const first = lists.get('a');
    addTo(lists, 'a', 2);
    addTo(lists, 'b', 3);
    // Grown where it is, not copied: what a caller holds sees the new value.
    expect(first).toEqual([1, 2]);
    expect(lists.get('a')).toBe(first);
    expect([...lists]).toEqual([
      ['a', [1, 2]],
      ['b', [3]],
    ]);
  });
});
