import { describe, expect, it } from 'vitest';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { markLink } from '@/utils/ui/mark';
import { drawPageNames, pageNames } from '@/utils/ui/page-names';
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
  it('are drawn at random: every role its own, none the same in two frames', () => {
    const first = Object.values(drawPageNames());
    const second = Object.values(drawPageNames());
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((name) => second.includes(name))).toEqual([]);
  });

  it('name nothing, and take the forms a shadow host and a data attribute need', () => {
    for (let draw = 0; draw < 200; draw++) {
      const names = drawPageNames();
      for (const [role, name] of Object.entries(names)) {
        expect(name).not.toMatch(/linkwise/i);
        if (role.endsWith('Attribute')) expect(name).toMatch(/^data-[a-z][a-z0-9]{7}$/);
        else expect(name).toMatch(/^[a-z][a-z0-9]{5}-[a-z][a-z0-9]{3}$/);
      }
    }
    // A host of such a name takes a closed shadow root.
    const host = document.createElement(drawPageNames().badge);
    expect(() => host.attachShadow({ mode: 'closed' })).not.toThrow();
  });

  it('are one set per frame, shared by every bundle in its isolated world', () => {
    expect(pageNames()).toBe(pageNames());
    expect((globalThis as { __pageNames?: unknown }).__pageNames).toBe(pageNames());
  });

  it('are what a mark and a toast put into the page, and nothing in it says Linkwise', () => {
    document.body.innerHTML = '<p><a href="https://scam.example/">offer</a></p>';
    const link = document.querySelector('a')!;
    const badge = markLink(link, VERDICT);
    showToast(document, 'Shortened: https://sho.rt/x', 'success');
    const names = pageNames();
    expect(link.getAttribute(names.riskAttribute)).toBe('HIGH');
    expect(badge.localName).toBe(names.badge);
    expect(document.querySelector(names.toast)?.getAttribute(names.toastAttribute)).toBe('success');
    expect(visibleNames(document.documentElement).join(' ')).not.toMatch(/linkwise/i);
  });
});
