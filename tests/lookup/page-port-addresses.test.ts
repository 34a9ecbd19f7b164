// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { listenForPagePorts } from '@/utils/background/lookup/page-port';
import type { LookupEngine } from '@/utils/lookup/engine';
import type { Verdict } from '@/utils/lookup/verdict';
import { PAGE_PORT } from '@/utils/page-port';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';

const SAFE = 'https://eur01.safelinks.protection.outlook.com/?url=';
const wrap = (url: string) => `${SAFE}${encodeURIComponent(url)}&data=1`;

/**
 * The page port with fake engine, reveal and QR reader, for a page at `pageUrl`: which values
 * each of them was handed for what the page asked.
 */
async function askFrom(pageUrl: string, values: string[]) {
  const looked: string[] = [];
  const revealed: string[] = [];
  const verdict = (value: string): Verdict => ({
    kind: 'no-record',
    value,
    valueKind: 'domain',
    message: '',
  });
  let connect: (port: unknown) => void = () => {};
  vi.spyOn(browser.runtime.onConnect, 'addListener').mockImplementation((listener) => {
    connect = listener as typeof connect;
  });
  listenForPagePorts({
    engine: {
      check: async (value: string) => {
        looked.push(value);
        return verdict(value);
      },
      onReady: () => () => {},
      forget: async () => {},
    } as unknown as LookupEngine,
    state: async () => ({
      settings: DEFAULT_SETTINGS,
      secrets: { apiKey: '', lookupApiKey: '' },
      trusted: new Set(),
      ignoredSites: new Set(),
    }),
    autoReveal: {
      verdictFor: async (value) => {
        revealed.push(value);
        return verdict(value);
      },
    },
    pageQr: { verdictFor: async (value) => verdict(value) },
  });
  const settled: string[] = [];
  let onMessage: (raw: unknown) => void = () => {};
  connect({
    name: PAGE_PORT,
    sender: { id: browser.runtime.id, url: pageUrl, tab: { id: 1, incognito: false } },
    postMessage: (reply: { settled?: string[] }) => settled.push(...(reply.settled ?? [])),
    onMessage: { addListener: (listener: typeof onMessage) => (onMessage = listener) },
    onDisconnect: { addListener: () => {} },
  });
  onMessage({ type: 'check', priority: 'visible', values });
  await vi.waitFor(() => expect(settled).toHaveLength(values.length));
  return { looked, revealed };
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
