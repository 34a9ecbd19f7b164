import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLookalikeCheck } from '@/utils/background/lookup/lookalikes';
import { packagedListsLoader } from '@/utils/background/lookup/packaged-lists';
import { BUNDLED_LISTS } from '@/utils/lookalike/bundled';
import { LIST_FILES } from '@/utils/lookalike/bundled-lists';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import type { BackgroundState } from '@/utils/settings/state';

const ORIGIN = 'chrome-extension://abcdefghijklmnop/';
const urlOf = (path: string) => new URL(path, ORIGIN).href;

/** The package's files as the build copies them (build/package-files.ts), served by a stub. */
function servePackage(broken: Partial<Record<keyof typeof LIST_FILES, string>> = {}) {
  const asked: string[] = [];
  const files = Object.fromEntries(
    Object.entries(LIST_FILES).map(([key, path]) => [
      urlOf(`/${path}`),
      broken[key as keyof typeof LIST_FILES] ??
        readFileSync(`utils/lookalike/lists/${path.split('/').pop()}`, 'utf8'),
    ]),
  );
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = files[url];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const state: BackgroundState = {
  settings: DEFAULT_SETTINGS,
  secrets: { apiKey: '', lookupApiKey: '' },
  trusted: new Set(),
  ignoredSites: new Set(),
};
const host = (value: string) => ({ kind: 'domain' as const, value });

describe('the look-alike lists read from the package', () => {
  it('are the bundled lists, read once however many questions come', async () => {
    const asked = servePackage();
    const load = packagedListsLoader(urlOf);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(first).toEqual(BUNDLED_LISTS);
    expect(asked.sort()).toEqual(
      Object.values(LIST_FILES)
        .map((path) => urlOf(`/${path}`))
        .sort(),
    );
    const check = createLookalikeCheck(async () => state, load);
    expect(await check(host('chase-login.com'))).toEqual({
      imitates: 'chase.com',
      reason: 'brand-and-words',
    });
    expect(asked).toHaveLength(3);
  });

  it('a damaged file leaves names unjudged, is never kept, and is read again next time', async () => {
    servePackage({ brands: '{"brands": "not a list"}' });
    const load = packagedListsLoader(urlOf);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const check = createLookalikeCheck(async () => state, load);
    expect(await check(host('chase-login.com'))).toBeNull();
    expect(await check(host('dhl-parcel.info'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    // Repaired (an update): the next question reads the files again and judges.
    const asked = servePackage();
    expect(await check(host('chase-login.com'))).toEqual({
      imitates: 'chase.com',
      reason: 'brand-and-words',
    });
    expect(asked).toHaveLength(3);
    warn.mockRestore();
  });

  it('a missing file (404) is a failure too, not an empty list', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    await expect(packagedListsLoader(urlOf)()).rejects.toThrow(/404/);
  });
});
