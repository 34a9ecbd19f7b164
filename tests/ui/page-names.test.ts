import { describe, expect, it } from 'vitest';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { markLink } from '@/utils/ui/mark';
import { drawPageAttributes, hostTag, pageAttributes, randomTag } from '@/utils/ui/page-names';
import { showToast } from '@/utils/ui/toast';

const VERDICT: RiskyVerdict = {
  kind: 'risky',
  value: 'scam.example',
  valueKind: 'domain',
  type: 'domain',
  level: 'HIGH',
  severity: 3,
  knownLevel: true,
  score: 90,
  reports: 4,
  status: 'reported',
  lastUpdated: '2026-11-01',
};

/** Everything a page's script can read of the DOM: tag names, attribute names and values. */
function visibleNames(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].flatMap((element) => [
    element.localName,
    ...element.getAttributeNames(),
    ...element.getAttributeNames().map((name) => element.getAttribute(name) ?? ''),
  ]);
}

describe('page names (store builds)', () => {
  it('give every host a tag of its own: one seen says nothing of the next', () => {
    const tags = Array.from({ length: 1_000 }, () => hostTag('badge'));
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^[a-z][a-z0-9]{5}-[a-z][a-z0-9]{3}$/);
    // A host of such a name takes a closed shadow root.
    const host = document.createElement(randomTag());
    expect(() => host.attachShadow({ mode: 'closed' })).not.toThrow();
  });

  it('draw the attributes at random, each different, none the same in two frames', () => {
    const first = Object.values(drawPageAttributes());
    const second = Object.values(drawPageAttributes());
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((name) => second.includes(name))).toEqual([]);
    for (const name of first) expect(name).toMatch(/^data-[a-z][a-z0-9]{7}$/);
  });

  it('keep one set of attributes per frame, shared by every bundle in its isolated world', () => {
    expect(pageAttributes()).toBe(pageAttributes());
    expect((globalThis as { __pageAttributes?: unknown }).__pageAttributes).toBe(pageAttributes());
  });

  it('are what a mark and a toast put into the page, and nothing in it says Linkwise', () => {
    document.body.innerHTML = '<p><a href="https://scam.example/">offer</a></p>';
    const link = document.querySelector('a')!;
    const badge = markLink(link, VERDICT);
    showToast(document, 'Shortened: https://sho.rt/x', 'success');
    expect(link.getAttribute(pageAttributes().risk)).toBe('HIGH');
    expect(badge.localName).toMatch(/^[a-z][a-z0-9]{5}-[a-z][a-z0-9]{3}$/);
    const toast = document.querySelector(`[${pageAttributes().toast}]`);
    expect(toast?.getAttribute(pageAttributes().toast)).toBe('success');
    expect(toast?.localName).not.toBe(badge.localName);
    expect(visibleNames(document.documentElement).join(' ')).not.toMatch(/linkwise/i);
  });
});
