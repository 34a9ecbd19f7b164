// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createKeptStore } from '@/utils/background/passwords/kept-store';
import { createPasswordGuard } from '@/utils/background/passwords/password-guard';
import { passwordHandlers } from '@/utils/background/passwords/password-handlers';
import type { HandlerDeps, Origin } from '@/utils/background/wiring/deps';
import type { SenderInfo } from '@/utils/background/wiring/sender';
import type { BackgroundState } from '@/utils/background/wiring/state';
import type { GuardWarning } from '@/utils/guards/guard-messages';
import { BUNDLED_LISTS } from '@/utils/lookalike/bundled';
import { createLookalikeJudge } from '@/utils/lookalike/judge';
import type { Verdict } from '@/utils/lookup/verdict';
import { PASSWORD_RELEASE } from '@/utils/passwords/password-protocol';
import type { KeptPasswords } from '@/utils/passwords/password-schemas';
import { NO_POLICY, parsePolicy } from '@/utils/settings/policy';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';

const judge = createLookalikeJudge({ ...BUNDLED_LISTS, yours: ['my-own-forum.org'] });
const sender = (url: string, options: { frameId?: number; incognito?: boolean } = {}) =>
  ({
    id: browser.runtime.id,
    url,
    frameId: options.frameId ?? 0,
    tab: { id: 7, incognito: options.incognito ?? false },
  }) as unknown as SenderInfo;

/** A guard over an in-memory store, with `settings` and `policy`; records warnings and storage. */
function guardWith(
  options: { settings?: Partial<Settings>; policy?: unknown; reported?: string[] } = {},
) {
  let stored: KeptPasswords | null = null;
  const warnings: Array<[number, GuardWarning]> = [];
  const state = {
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    policy: options.policy ? parsePolicy(options.policy) : NO_POLICY,
    sitesYouUse: ['my-own-forum.org'],
    trusted: new Set<string>(),
    ignoredSites: new Set<string>(),
  } as unknown as BackgroundState;
  const kept = createKeptStore({
    get: async () => stored,
    set: async (value) => {
      stored = value;
    },
    now: () => Date.UTC(2026, 11, 1),
  });
  const guard = createPasswordGuard({
    state: async () => state,
    kept,
    judge: async () => judge,
    engine: {
      peek: async (host: string) =>
        (options.reported?.includes(host) ? { kind: 'risky' } : null) as Verdict | null,
    },
    warn: async (tabId, warning) => {
      warnings.push([tabId, warning]);
      return true;
    },
  });
  return { guard, kept, warnings, stored: () => stored };
}

beforeEach(() => fakeBrowser.reset());

describe('which frames keep, which hold', () => {
  it('keeps on the bundled lists’ sites, a brand’s own domains, the person’s sites and the organisation’s sign-in domains', async () => {
    const { guard } = guardWith({ policy: { signInDomains: ['login.acme-corp.com'] } });
    for (const url of [
      'https://secure.chase.com/login',
      'https://www.jpmorganchase.com/',
      'https://www.buzzfeed.com/',
      'https://my-own-forum.org/login',
      'https://login.acme-corp.com/',
    ])
      expect((await guard.mode(sender(url))).mode, url).toBe('keep');
  });

  it('holds on a first visit, someone’s page on a shared host, a form anyone publishes — once a password is kept', async () => {
    const { guard, kept } = guardWith();
    const urls = [
      'https://docs-share-7731.web.app/',
      'https://secure-docs.top/login',
      'https://docs.google.com/forms/d/e/1FAIpQL/viewform',
      'https://contoso.sharepoint.com/sites/hr',
    ];
    for (const url of urls) expect((await guard.mode(sender(url))).mode, url).toBe('off');
    await kept.update((value) => ({
      ...value,
      prints: [{ print: 'abcdef', sites: [{ site: 'chase.com', day: 1 }] }],
    }));
    for (const url of urls) {
      const mode = await guard.mode(sender(url));
      expect(mode.mode, url).toBe('hold');
      expect(mode.salt).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('nothing when switched off; in a private window nothing without the opt-in, and never keeping', async () => {
    expect(
      (
        await guardWith({ settings: { protectPasswords: false } }).guard.mode(
          sender('https://chase.com/'),
        )
      ).mode,
    ).toBe('off');
    const { guard } = guardWith();
    expect((await guard.mode(sender('https://chase.com/', { incognito: true }))).mode).toBe('off');
    const opted = guardWith({ settings: { checkPrivateWindows: true } }).guard;
    expect((await opted.mode(sender('https://chase.com/', { incognito: true }))).mode).toBe('off');
  });

  it('stops sign-in codes everywhere but an identity provider’s pages', async () => {
    const { guard } = guardWith();
    expect((await guard.mode(sender('https://verify-app.top/'))).codes).toBe(true);
    expect((await guard.mode(sender('https://login.microsoftonline.com/common'))).codes).toBe(
      false,
    );
  });
});

describe('where a password belongs', () => {
  it('a sign-in on an established site keeps it there; on a first visit, a reported site or a private window, nowhere', async () => {
    const { guard, stored } = guardWith({ reported: ['hacked-but-popular.com'] });
    expect(await guard.signedIn(sender('https://secure.chase.com/'), ['abcdef'])).toBe(true);
    expect(await guard.signedIn(sender('https://docs-share-7731.web.app/'), ['111111'])).toBe(
      false,
    );
    expect(
      await guard.signedIn(sender('https://chase.com/', { incognito: true }), ['222222']),
    ).toBe(false);
    expect(stored()?.prints).toEqual([
      { print: 'abcdef', sites: [{ site: 'chase.com', day: 20_788 }] },
    ]);
  });

  it('typed on another site, it is named and the tab warned; on its own sites, not', async () => {
    const { guard, warnings } = guardWith();
    await guard.signedIn(sender('https://secure.chase.com/'), ['abcdef']);
    expect(
      await guard.whose(sender('https://docs-share-7731.web.app/', { frameId: 3 }), 'abcdef'),
    ).toBe('chase.com');
    expect(warnings).toEqual([
      [7, { kind: 'password', belongsTo: 'chase.com', here: 'docs-share-7731.web.app' }],
    ]);
    expect(await guard.whose(sender('https://docs-share-7731.web.app/'), '999999')).toBeNull();
    // On an established site nothing is held, so nothing is asked; asked anyway, nothing is named.
    expect(await guard.whose(sender('https://www.buzzfeed.com/'), 'abcdef')).toBeNull();
  });

  it('“use it here anyway” from the warning releases the frame that holds it and keeps it for that site', async () => {
    const { guard, stored } = guardWith();
    const sent: unknown[] = [];
    browser.tabs.sendMessage = (async (tabId: number, message: unknown, options: unknown) => {
      sent.push([tabId, message, options]);
    }) as never;
    await guard.signedIn(sender('https://secure.chase.com/'), ['abcdef']);
    await guard.whose(sender('https://team-portal.top/', { frameId: 3 }), 'abcdef');
    // Only the warning's own frame (the top) can say so.
    expect(await guard.useAnyway(sender('https://team-portal.top/', { frameId: 3 }))).toBe(false);
    expect(await guard.useAnyway(sender('https://team-portal.top/'))).toBe(true);
    expect(sent).toEqual([[7, { type: PASSWORD_RELEASE, what: 'password' }, { frameId: 3 }]]);
    expect(stored()?.prints[0]?.sites.map((entry) => entry.site)).toEqual([
      'team-portal.top',
      'chase.com',
    ]);
    // Once: a second confirmation releases nothing.
    expect(await guard.useAnyway(sender('https://team-portal.top/'))).toBe(false);
  });
});

describe('the messages', () => {
  const PAGE: Origin = { kind: 'content-script', sender: sender('https://secure.chase.com/') };
  const OPTIONS: Origin = { kind: 'extension-page', sender: { id: browser.runtime.id } } as Origin;

  it('options lists the sites, never a fingerprint, and forgets one or all (a new salt after all)', async () => {
    const { guard, kept, stored } = guardWith();
    const deps = { passwords: guard, keptPasswords: kept } as unknown as HandlerDeps;
    await passwordHandlers['password:signed-in'](
      { type: 'password:signed-in', prints: ['abcdef'] },
      PAGE,
      deps,
    );
    const listed = await passwordHandlers['passwords:list'](
      { type: 'passwords:list' },
      OPTIONS,
      deps,
    );
    expect(listed).toEqual({ ok: true, value: [{ site: 'chase.com', passwords: 1, day: 20_788 }] });
    expect(JSON.stringify(listed)).not.toContain('abcdef');
    const salt = stored()?.salt;
    expect(
      await passwordHandlers['passwords:forget'](
        { type: 'passwords:forget', site: 'chase.com' },
        OPTIONS,
        deps,
      ),
    ).toEqual({ ok: true, value: [] });
    expect(stored()?.salt).toBe(salt);
    await passwordHandlers['passwords:forget'](
      { type: 'passwords:forget', site: null },
      OPTIONS,
      deps,
    );
    expect(stored()).toBeNull();
  });

  it('a page’s frame gets its mode; an extension page asking a frame’s question is refused', async () => {
    const { guard, kept } = guardWith();
    const deps = { passwords: guard, keptPasswords: kept } as unknown as HandlerDeps;
    expect(
      await passwordHandlers['password:guard']({ type: 'password:guard' }, PAGE, deps),
    ).toMatchObject({ ok: true, value: { mode: 'keep' } });
    expect(
      (await passwordHandlers['password:guard']({ type: 'password:guard' }, OPTIONS, deps)).ok,
    ).toBe(false);
  });
});
