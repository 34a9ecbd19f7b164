import { describe, expect, it } from 'vitest';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { MarkWriter } from '@/utils/scan/mark-writer';

describe('MarkWriter.unmark', () => {
  it('keeps the other marks in place, however many a page holds (never spread into a call)', () => {
    const verdicts = new WeakMap<Element, RiskyVerdict>();
    let reported = -1;
    const writer = new MarkWriter(verdicts, (marked) => (reported = marked.length), {
      now: () => null,
      load: async () => null,
    });
    // More marks than a call takes arguments in V8 (about 120 000): spreading them threw, and
    // "Trust this" left every mark on the page.
    const kept = { value: 'scam.example' } as RiskyVerdict;
    for (let i = 0; i < 200_000; i++) {
      const item = {} as Element;
      verdicts.set(item, kept);
      writer.marked.push(item);
    }
    const first = writer.marked[0];
    expect(() => writer.unmark('other.example')).not.toThrow();
    expect(writer.marked).toHaveLength(200_000);
    expect(writer.marked[0]).toBe(first);
    expect(reported).toBe(200_000);
  });
});
