import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardClicks } from '@/entrypoints/content/click-guard';
import { ContentScriptContext } from '@/utils/content/context';
import type { RiskyVerdict } from '@/utils/lookup/verdict';

// The warning itself has its own tests (guarded-surface, e2e); here only whether it is asked for
// (from the page UI the background injects: page-ui-loader.ts).
const { showClickWarning } = vi.hoisted(() => ({ showClickWarning: vi.fn() }));
vi.mock('@/utils/content/page-ui-loader', () => ({
  loadPageUi: async () => ({
    showClickWarning,
    whereLinkLeads: (link: HTMLAnchorElement) => ({ destination: link.href, route: null }),
  }),
}));
/** The page UI arrives in a later task: the click itself is held at once. */
const uiShown = () => new Promise((resolve) => setTimeout(resolve, 0));

const verdict = (severity: number): RiskyVerdict => ({
  kind: 'risky',
  value: 'paypa1-secure-login.com',
  valueKind: 'domain',
  type: 'domain',
  level: severity >= 4 ? 'CRITICAL' : 'MEDIUM',
  severity,
  knownLevel: true,
  score: 90,
  reports: 10,
  status: 'verified_scam',
  lastUpdated: '2026-10-30T14:05:09.123Z',
});

function setUp() {
  document.body.innerHTML =
    '<a id="scam" href="https://paypa1-secure-login.com/">Sign in</a>' +
    '<a id="medium" href="https://cheap-rolex-outlet.shop/">Watches</a>' +
    '<a id="plain" href="https://example.com/">Example</a>';
  const verdicts = new WeakMap<Element, RiskyVerdict>();
  verdicts.set(document.getElementById('scam')!, verdict(4));
  verdicts.set(document.getElementById('medium')!, verdict(2));
  const ctx = new ContentScriptContext('content');
  guardClicks(ctx, verdicts);
  // The page's own listeners, registered after Linkwise's (which start at document_start).
  const page = vi.fn();
  for (const type of ['click', 'auxclick', 'keydown', 'pointerdown', 'mousedown']) {
    window.addEventListener(type, page, true);
  }
  return { ctx, page, cleanup: () => ctx.abort() };
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  vi.mocked(showClickWarning).mockClear();
});

describe('the click guard', () => {
  it('holds a click on a known scam before any page listener sees it, and warns', async () => {
    const guard = setUp();
    cleanup = guard.cleanup;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('scam')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(guard.page).not.toHaveBeenCalled();
    await uiShown();
    expect(vi.mocked(showClickWarning).mock.calls.map((call) => call[1].level)).toEqual([
      'CRITICAL',
    ]);
  });

  it('holds middle clicks, modified clicks, Enter and the presses before them', async () => {
    const guard = setUp();
    cleanup = guard.cleanup;
    const scam = document.getElementById('scam')!;
    const events = [
      new MouseEvent('pointerdown', { bubbles: true }),
      new MouseEvent('mousedown', { bubbles: true }),
      new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Enter' }),
    ];
    for (const event of events) scam.dispatchEvent(event);
    expect(guard.page).not.toHaveBeenCalled();
    expect(events.slice(2).every((event) => event.defaultPrevented)).toBe(true);
    await uiShown();
    expect(showClickWarning).toHaveBeenCalledTimes(3);
  });

  it('lets everything else through untouched: other links, lower levels, other keys', async () => {
    const guard = setUp();
    cleanup = guard.cleanup;
    for (const id of ['plain', 'medium']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    document
      .getElementById('scam')!
      .dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(guard.page).toHaveBeenCalledTimes(3);
    await uiShown();
    expect(showClickWarning).not.toHaveBeenCalled();
  });

  it('stands down only when the extension is gone', () => {
    const guard = setUp();
    cleanup = guard.cleanup;
    guard.ctx.abort();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('scam')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(guard.page).toHaveBeenCalledTimes(1);
  });
});
