import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import protection from '@/entrypoints/protection.content/index';
import { ContentScriptContext } from '@/utils/content/context';

/** What ran, in order: page protection's first read of the screen, and the claim's watch. */
const ran = vi.hoisted(() => [] as string[]);

vi.mock('@/entrypoints/protection.content/page-protection', async () => {
  const { afterNextFrame } = await import('@/utils/scan/slices');
  return {
    // As page protection does: its first read of what is near queued for after the next frame,
    // then done beginning.
    initPageProtection: vi.fn(async () => {
      await Promise.resolve();
      afterNextFrame(() => ran.push('near'));
    }),
  };
});
vi.mock('@/entrypoints/protection.content/sign-in-claim', () => ({
  watchSignInClaim: vi.fn(() => ran.push('claim')),
}));

let ctx: ContentScriptContext;
beforeEach(() => {
  vi.useFakeTimers();
  ran.length = 0;
  ctx = new ContentScriptContext('protection');
});
afterEach(() => {
  ctx.abort();
  vi.useRealTimers();
});

describe('protection.js at document_end', () => {
  it("reads the sign-in claim just after page protection's first read of the screen, so the world's first reach into the page is paid once", async () => {
    // The build swaps this world's own context in for WXT's (build/content-script-context.ts).
    void protection.main(ctx as unknown as NonNullable<Parameters<typeof protection.main>[0]>);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['near', 'claim']);
  });
});
