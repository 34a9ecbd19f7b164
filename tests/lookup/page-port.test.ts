// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { listenForPagePorts } from '@/utils/background/lookup/page-port';
import type { LookalikeFinding } from '@/utils/lookalike/reasons';
import type { CheckRequest, LookupEngine } from '@/utils/lookup/engine';
import { normaliseLookupValue } from '@/utils/lookup/normalize';
import type { Verdict } from '@/utils/lookup/verdict';
import { PAGE_PORT, type PageVerdicts } from '@/utils/page-port';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';

const SAFE = 'https://eur01.safelinks.protection.outlook.com/?url=';
const wrap = (url: string) => `${SAFE}${encodeURIComponent(url)}&data=1`;

/**
 * The page port of a page at `pageUrl` with `engine` and fake reveal and QR reader: `post` is
 * what the page posts; `onReply` hears what the background sends back.
 */
function connectPage(
  engine: LookupEngine,
  onReply: (reply: unknown) => void,
  pageUrl = 'https://news.example.org/',
  calls: string[] = [],
  sender: (name: string, address: string) => Promise<LookalikeFinding | null> = async () => null,
  locker?: Parameters<typeof listenForPagePorts>[0]['locker'],
) {
  let connect: (port: unknown) => void = () => {};
  vi.spyOn(browser.runtime.onConnect, 'addListener').mockImplementation((listener) => {
    connect = listener as typeof connect;
  });
  listenForPagePorts({
    engine,
    state: async () => ({
      settings: DEFAULT_SETTINGS,
      secrets: { apiKey: '', lookupApiKey: '' },
      trusted: new Set(),
      ignoredSites: new Set(),
    }),
    autoReveal: {
      verdictFor: async (value) => {
        calls.push(`reveal ${value}`);
        return noRecord(value);
      },
    },
    pageQr: { verdictFor: async (value) => noRecord(value) },
    sender,
    locker,
  });
  let onMessage: (raw: unknown) => void = () => {};
  connect({
    name: PAGE_PORT,
    sender: { id: browser.runtime.id, url: pageUrl, tab: { id: 1, incognito: false } },
    postMessage: onReply,
    onMessage: { addListener: (listener: typeof onMessage) => (onMessage = listener) },
    onDisconnect: { addListener: () => {} },
  });
  return (raw: unknown) => onMessage(raw);
}

const noRecord = (value: string): Verdict => ({
  kind: 'no-record',
  value,
  valueKind: 'domain',
  message: '',
});

/**
 * The page port with fake engine, reveal and QR reader, for a page at `pageUrl`: `calls` lists,
 * in order, what each of them was handed for what the page posted (`post`).
 */
function openPagePort(pageUrl: string) {
  const calls: string[] = [];
  const settled: string[] = [];
  const engine = {
    check: async (value: string, request: CheckRequest) => {
      calls.push(`look up ${value} (${request.priority})`);
      return noRecord(value);
    },
    onReady: () => () => {},
    forget: async (value: string) => {
      calls.push(`forget ${value}`);
    },
  } as unknown as LookupEngine;
  const onReply = (reply: unknown) =>
    settled.push(...((reply as { settled?: string[] }).settled ?? []));
  return { calls, settled, post: connectPage(engine, onReply, pageUrl, calls) };
}

/** What the background did for values a page at `pageUrl` asks about as on screen. */
async function askFrom(pageUrl: string, values: string[]) {
  const { calls, settled, post } = openPagePort(pageUrl);
  post({ type: 'ask', visible: values });
  await vi.waitFor(() => expect(settled).toHaveLength(values.length));
  const handed = (to: string) =>
    calls
      .filter((call) => call.startsWith(to))
      .map((call) => call.split(' ')[to.split(' ').length]!);
  return { looked: handed('look up'), revealed: handed('reveal') };
}

afterEach(() => vi.restoreAllMocks());

describe('addresses a page asks about', () => {
  it('a wrapped link is looked up where it leads; one back to the page’s own site is not', async () => {
    const { looked, revealed } = await askFrom('https://mail.example.org/inbox', [
      wrap('https://scam.top/login?x=1'),
      wrap('https://intranet.example.org/wiki'),
    ]);
    expect(looked).toEqual(['https://scam.top/login?x=1']);
    expect(revealed).toEqual([]);
  });

  it('a wrapped short link is never revealed (the page cannot make Linkwise contact a shortener)', async () => {
    const { looked, revealed } = await askFrom('https://mail.example.org/inbox', [
      wrap('https://bit.ly/3xYz'),
    ]);
    expect(revealed).toEqual([]);
    expect(looked).toEqual(['https://bit.ly/3xYz']);
  });

  it('a short link the content script chose to reveal goes to the reveal, even on its own site', async () => {
    const { revealed } = await askFrom('https://go.example.org/page', [
      'https://go.example.org/abc',
    ]);
    expect(revealed).toEqual(['https://go.example.org/abc']);
  });
});

describe('what a page posts', () => {
  it('withdrawals go before questions, and questions most urgent first, from one message', async () => {
    const { calls, settled, post } = openPagePort('https://news.example.org/');
    post({
      type: 'ask',
      page: ['later.com'],
      visible: ['shown.com'],
      forget: ['gone.com'],
      intent: ['pointed.com'],
    });
    await vi.waitFor(() => expect(settled).toHaveLength(3));
    expect(calls).toEqual([
      'forget gone.com',
      'look up pointed.com (intent)',
      'look up shown.com (visible)',
      'look up later.com (page)',
    ]);
  });

  it('a withdrawn question is not answered; one the tab’s queue had no room for comes back', async () => {
    // Questions wait in the engine until it drops them: a withdrawal, or no room in the tab's queue.
    const waiting = new Map<string, (verdict: Verdict) => void>();
    const drop = (value: string) =>
      waiting.get(value)?.({ kind: 'unavailable', value, failure: { kind: 'cancelled' } });
    const replies: PageVerdicts[] = [];
    const post = connectPage(
      {
        check: (value: string) => new Promise((resolve) => waiting.set(value, resolve)),
        onReady: () => () => {},
        forget: async (value: string) => drop(value),
      } as unknown as LookupEngine,
      (reply) => replies.push(reply as PageVerdicts),
    );
    post({ type: 'ask', page: ['left.com', 'crowded.com', 'back.com'] });
    await vi.waitFor(() => expect(waiting.size).toBe(3));
    // back.com is withdrawn and asked again in one message: only the new question is answered.
    post({ type: 'ask', forget: ['left.com', 'back.com'], visible: ['back.com'] });
    await vi.waitFor(() => expect(waiting.size).toBe(3));
    drop('crowded.com');
    waiting.get('back.com')!(noRecord('back.com'));
    await vi.waitFor(() => expect(replies).not.toHaveLength(0));
    expect(replies).toEqual([
      { type: 'verdicts', risky: [], settled: ['back.com'], again: ['crowded.com'] },
    ]);
  });

  it('a message outside the contract does nothing at all', async () => {
    const { calls, post } = openPagePort('https://news.example.org/');
    post({ type: 'check', priority: 'visible', values: ['old-form.com'] });
    post({ type: 'ask', visible: [] });
    post({ type: 'ask', visible: Array.from({ length: 201 }, (_, i) => `v${i}.com`) });
    post({ type: 'ask', forget: ['a.com'], page: 'b.com' });
    post({ type: 'ask', intent: [''] });
    post(null);
    post({ type: 'ask', forget: ['fine.com'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['forget fine.com']);
  });
});

describe('a link whose text shows another site’s address', () => {
  it('is looked up by where it leads, answered under the page’s value, and withdrawn by it', async () => {
    const replies: PageVerdicts[] = [];
    const calls: string[] = [];
    const engine = {
      check: async (value: string) => {
        calls.push(`look up ${value}`);
        return noRecord(value);
      },
      onReady: () => () => {},
      forget: async (value: string) => {
        calls.push(`forget ${value}`);
      },
    } as unknown as LookupEngine;
    const post = connectPage(engine, (reply) => replies.push(reply as PageVerdicts));
    const mismatched = 'parcel-update.top www.paypal.com';
    const sameSite = 'www.paypal.com paypal.com';
    post({ type: 'ask', visible: [mismatched, sameSite] });
    await vi.waitFor(() =>
      expect(
        replies.flatMap((reply) => [...reply.risky.map(([v]) => v), ...reply.settled]),
      ).toHaveLength(2),
    );
    expect(calls).toEqual(['look up parcel-update.top', 'look up www.paypal.com']);
    const risky = replies.flatMap((reply) => reply.risky);
    expect(risky).toHaveLength(1);
    expect(risky[0]![0]).toBe(mismatched);
    expect(risky[0]![1]).toMatchObject({
      value: 'parcel-update.top',
      level: 'LOOK-ALIKE',
      lookalike: { imitates: 'paypal.com', reason: 'link-text' },
    });
    expect(replies.flatMap((reply) => reply.settled)).toEqual([sameSite]);
    post({ type: 'ask', forget: [mismatched] });
    await vi.waitFor(() => expect(calls).toContain('forget parcel-update.top'));
  });
});

describe('an e-mail address the page shows with a name', () => {
  it('with no record, is judged on the name the page shows it with; the name is never looked up', async () => {
    const looked: string[] = [];
    const engine = {
      check: async (value: string) => {
        looked.push(value);
        return { kind: 'no-record', value, valueKind: 'email', message: '' } as Verdict;
      },
      onReady: () => () => {},
      forget: async () => {},
    } as unknown as LookupEngine;
    // The frame's reader (sender-names.js), injected and asked by message.
    vi.spyOn(browser.tabs, 'executeScript').mockResolvedValue([] as never);
    vi.spyOn(browser.scripting, 'executeScript').mockResolvedValue([] as never);
    const asked: unknown[] = [];
    vi.spyOn(browser.tabs, 'sendMessage').mockImplementation((async (
      _tab: number,
      message: unknown,
    ) => {
      asked.push(message);
      return [{ address: 'alerts.chase.online@gmail.com', name: 'Chase Bank' }];
    }) as never);
    const judged: string[] = [];
    const replies: Array<{ risky: Array<[string, Verdict]>; settled: string[] }> = [];
    const post = connectPage(
      engine,
      (reply) => replies.push(reply as (typeof replies)[number]),
      'https://mail.example.org/inbox',
      [],
      async (name, address) => {
        judged.push(`${name} <${address}>`);
        return name === 'Chase Bank'
          ? { imitates: 'chase.com', reason: 'sender-name', claim: 'Chase' }
          : null;
      },
    );
    post({ type: 'ask', visible: ['alerts.chase.online@gmail.com', 'friend@example.org'] });
    await vi.waitFor(() =>
      expect(
        replies.flatMap((reply) => [...reply.risky.map(([v]) => v), ...reply.settled]),
      ).toHaveLength(2),
    );
    const risky = replies.flatMap((reply) => reply.risky);
    expect(risky).toHaveLength(1);
    expect(risky[0]![1]).toMatchObject({
      kind: 'risky',
      value: 'alerts.chase.online@gmail.com',
      lookalike: { imitates: 'chase.com', reason: 'sender-name', claim: 'Chase' },
    });
    // Both addresses asked of the frame in one message; only the bare addresses looked up.
    expect(asked).toEqual([
      {
        type: 'linkwise:sender-names',
        addresses: ['alerts.chase.online@gmail.com', 'friend@example.org'],
      },
    ]);
    expect(looked.sort()).toEqual(['alerts.chase.online@gmail.com', 'friend@example.org']);
    expect(judged).toEqual(['Chase Bank <alerts.chase.online@gmail.com>']);
  });

  it('at a host with no domain, is judged on its name without a record: the lookup refuses it', async () => {
    // The engine refuses such an address before anything is sent (utils/lookup/normalize.ts).
    expect(normaliseLookupValue('contato@correios').ok).toBe(false);
    const engine = {
      check: async (value: string) =>
        ({
          kind: 'unavailable',
          value,
          failure: { kind: 'invalid-input', reason: 'no domain' },
        }) as Verdict,
      onReady: () => () => {},
      forget: async () => {},
    } as unknown as LookupEngine;
    vi.spyOn(browser.tabs, 'executeScript').mockResolvedValue([] as never);
    vi.spyOn(browser.scripting, 'executeScript').mockResolvedValue([] as never);
    vi.spyOn(browser.tabs, 'sendMessage').mockImplementation((async () => [
      { address: 'contato@correios', name: 'Correios' },
      { address: 'rodrigo@intranet', name: 'Rodrigo Lima' },
    ]) as never);
    const replies: Array<{ risky: Array<[string, Verdict]>; settled: string[] }> = [];
    const post = connectPage(
      engine,
      (reply) => replies.push(reply as (typeof replies)[number]),
      'https://mail.example.org/inbox',
      [],
      async (name) =>
        name === 'Correios'
          ? { imitates: 'correios.com.br', reason: 'sender-no-domain', claim: 'Correios' }
          : null,
    );
    post({ type: 'ask', visible: ['Contato@Correios', 'rodrigo@intranet', 'not-an-address'] });
    await vi.waitFor(() =>
      expect(
        replies.flatMap((reply) => [...reply.risky.map(([v]) => v), ...reply.settled]),
      ).toHaveLength(3),
    );
    const risky = replies.flatMap((reply) => reply.risky);
    expect(risky.map(([value]) => value)).toEqual(['Contato@Correios']);
    expect(risky[0]![1]).toMatchObject({
      value: 'contato@correios',
      lookalike: { reason: 'sender-no-domain', claim: 'Correios' },
    });
    expect(replies.flatMap((reply) => reply.settled).sort()).toEqual([
      'not-an-address',
      'rodrigo@intranet',
    ]);
  });
});

describe('a page the lock breaker broke out of', () => {
  it('has its phone numbers marked as shown by a page that locks the browser, asked before or after', async () => {
    let locked = false;
    let onLocked = () => {};
    const replies: PageVerdicts[] = [];
    const engine = {
      check: async (value: string) => ({ ...noRecord(value), valueKind: 'phone' }),
      onReady: () => () => {},
      forget: async () => {},
    } as unknown as LookupEngine;
    const post = connectPage(
      engine,
      (reply) => replies.push(reply as PageVerdicts),
      'https://virus-alert.example/',
      [],
      async () => null,
      {
        isLocked: () => locked,
        onLocked: (_tab, listener) => {
          onLocked = listener;
          return () => {};
        },
      },
    );
    const risky = () => replies.flatMap((reply) => reply.risky ?? []);
    post({ type: 'ask', visible: ['+1 (415) 555-0132', 'helpdesk.example'] });
    await vi.waitFor(() => expect(replies.flatMap((reply) => reply.settled)).toHaveLength(2));
    expect(risky()).toEqual([]);
    locked = true;
    onLocked();
    post({ type: 'ask', visible: ['+44 20 7946 0958'] });
    await vi.waitFor(() => expect(risky()).toHaveLength(2));
    expect(risky().map(([value, verdict]) => [value, verdict.type])).toEqual([
      ['+1 (415) 555-0132', 'locker-page'],
      ['+44 20 7946 0958', 'locker-page'],
    ]);
  });
});
