import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSignInClaim } from '@/entrypoints/protection.content/sign-in-claim';
import type { PageContext } from '@/utils/content/context';
import { closedRoot } from '../support/closed-root';

const sent = vi.hoisted(() => ({ pages: [] as { title: string }[], replies: [] as unknown[] }));
const shown = vi.hoisted(() => vi.fn());

vi.mock('@/utils/content/send', () => ({
  sendPageMessage: vi.fn(async (message: { page: { title: string } }) => {
    sent.pages.push(message.page);
    return sent.replies.shift() ?? { ok: true, value: { action: 'none' } };
  }),
}));
vi.mock('@/utils/content/page-ui-loader', () => ({
  loadPageUi: vi.fn(async () => ({ showSiteAnswer: shown })),
}));

const NONE = { ok: true, value: { action: 'none' } };
const BLOCK = { ok: true, value: { action: 'block', host: 'x7q2mv.top' } };

/** A live page context that is never invalidated. */
function context(): PageContext & { invalidate(): void } {
  const handlers: (() => void)[] = [];
  let invalid = false;
  return {
    get isInvalid() {
      return invalid;
    },
    onInvalidated: (handler: () => void) => void handlers.push(handler),
    invalidate() {
      invalid = true;
      for (const handler of handlers) handler();
    },
  } as unknown as PageContext & { invalidate(): void };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const focus = (selector: string) =>
  document.querySelector(selector)!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

beforeEach(() => {
  sent.pages.length = 0;
  sent.replies.length = 0;
  shown.mockClear();
});
afterEach(() => {
  document.documentElement.innerHTML = '';
});

describe('asking whose sign-in a page claims to be', () => {
  it('asks at once, and once more at the first focus when that made no claim: the brand drawn late', async () => {
    document.documentElement.innerHTML =
      '<title>Log in</title><input id="user"><input id="password" type="password">';
    const ctx = context();
    sent.replies.push(NONE, BLOCK);
    watchSignInClaim(ctx);
    await settle();
    expect(sent.pages.map((page) => page.title)).toEqual(['Log in']);
    document.title = 'Log in to your PayPal account';
    focus('#user');
    await settle();
    expect(sent.pages).toHaveLength(1);
    focus('#password');
    await settle();
    expect(sent.pages.map((page) => page.title)).toEqual([
      'Log in',
      'Log in to your PayPal account',
    ]);
    expect(shown).toHaveBeenCalledTimes(1);
    // Never a third time.
    focus('#password');
    await settle();
    expect(sent.pages).toHaveLength(2);
    ctx.invalidate();
  });

  it('asks no more at the first focus when the page has drawn nothing since', async () => {
    document.documentElement.innerHTML =
      '<title>Log in</title><h1>Welcome</h1><input id="password" type="password">';
    watchSignInClaim(context());
    await settle();
    focus('#password');
    await settle();
    expect(sent.pages).toHaveLength(1);
  });

  it('asks no more once a claim is made', async () => {
    document.documentElement.innerHTML =
      '<title>Log in to your PayPal account</title><input id="password" type="password">';
    sent.replies.push(BLOCK);
    watchSignInClaim(context());
    await settle();
    focus('#password');
    await settle();
    expect(sent.pages).toHaveLength(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('asks for a field a page adds later only when it is first focused, once', async () => {
    document.documentElement.innerHTML = '<title>Log in</title><div id="slot"></div>';
    watchSignInClaim(context());
    await settle();
    expect(sent.pages).toHaveLength(0);
    document.getElementById('slot')!.innerHTML = '<input id="password" type="password">';
    focus('#password');
    focus('#password');
    await settle();
    expect(sent.pages).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
  });

  it('asks at once for a field in a closed shadow root the person is in already (focused before this began, waiting on page protection)', async () => {
    document.documentElement.innerHTML = '<title>Log in</title><div id="kit"></div>';
    const { root } = closedRoot(
      '<h1>Log in to your PayPal account</h1><input type="password">',
      document.getElementById('kit')!,
    );
    try {
      root.querySelector('input')!.focus();
      sent.replies.push(BLOCK);
      watchSignInClaim(context());
      await settle();
      expect(sent.pages).toHaveLength(1);
      expect(shown).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
