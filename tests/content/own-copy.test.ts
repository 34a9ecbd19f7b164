// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { JudgeUi } from '@/utils/guard-relay/judge-ui';
import { guardOwnCopies } from '@/utils/guard-relay/own-copy';
import { real } from '../support/trusted-events';

/**
 * A person's own copy before the copy kit is in the frame, and after: the content script only
 * asks for the kit (at the first selection, Ctrl or ⌘, a context menu) and hands copies to it
 * once it is here. Whether a hidden command is dropped is the e2e tests' (the browsers lay out
 * what happy-dom does not).
 */
let kit: JudgeUi | null;
let loadKit: Mock<() => void>;
let onLeftOut: Mock<() => void>;
let pageSaw: string[];
let on: boolean;
// Each test's guard; the ones before it stay on window (as a page's would) but do nothing.
let current = 0;

function start(): void {
  const mine = ++current;
  kit = null;
  on = true;
  loadKit = vi.fn<() => void>();
  onLeftOut = vi.fn<() => void>();
  const load = loadKit;
  const leftOut = onLeftOut;
  guardOwnCopies(
    () => on && mine === current,
    () => (mine === current ? kit : null),
    () => load(),
    () => leftOut(),
  );
}

/** The person's copy: the browser's trusted `copy`, which a page listens for after Linkwise. */
function copy(): ClipboardEvent {
  const event = real(new Event('copy', { bubbles: true, cancelable: true }) as ClipboardEvent);
  document.body.dispatchEvent(event);
  return event;
}

function select(text: string): void {
  document.body.innerHTML = `<p>${text}</p>`;
  const range = document.createRange();
  range.selectNodeContents(document.body.firstChild!);
  getSelection()?.removeAllRanges();
  getSelection()?.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

const kitThat = (leavesOut: boolean): JudgeUi => ({
  handleHeld: vi.fn(),
  leaveOutHidden: vi.fn(() => leavesOut),
});

let page: AbortController;
beforeEach(() => {
  pageSaw = [];
  page = new AbortController();
  window.addEventListener('copy', () => pageSaw.push('copy'), { signal: page.signal });
  start();
});
afterEach(() => page.abort());

describe("a person's own copy", () => {
  it('asks for the copy kit once, at the first selection, and not for a caret', () => {
    getSelection()?.removeAllRanges();
    document.dispatchEvent(new Event('selectionchange'));
    expect(loadKit).not.toHaveBeenCalled();
    select('sudo apt-get update');
    select('another line');
    expect(loadKit).toHaveBeenCalledTimes(1);
  });

  it('asks for it on Ctrl or ⌘ (select all, copy) and on a context menu, not on other keys', () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(loadKit).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Control', ctrlKey: true }));
    expect(loadKit).toHaveBeenCalledTimes(1);
    start();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Meta', metaKey: true }));
    expect(loadKit).toHaveBeenCalledTimes(1);
    start();
    window.dispatchEvent(new MouseEvent('contextmenu'));
    expect(loadKit).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while the clipboard guard is off', () => {
    on = false;
    select('sudo apt-get update');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Control', ctrlKey: true }));
    copy();
    expect(loadKit).not.toHaveBeenCalled();
  });

  it('leaves a copy made before the kit is here to the browser, and asks for the kit', () => {
    const event = copy();
    expect(event.defaultPrevented).toBe(false);
    expect(pageSaw).toEqual(['copy']);
    expect(loadKit).toHaveBeenCalledTimes(1);
    expect(onLeftOut).not.toHaveBeenCalled();
  });

  it('hands a copy to the kit once it is here: one it changed goes no further, and is said', () => {
    kit = kitThat(true);
    copy();
    expect(kit.leaveOutHidden).toHaveBeenCalledTimes(1);
    expect(onLeftOut).toHaveBeenCalledTimes(1);
    expect(pageSaw).toEqual([]);
  });

  it('lets a copy the kit left alone reach the page, unsaid', () => {
    kit = kitThat(false);
    copy();
    expect(onLeftOut).not.toHaveBeenCalled();
    expect(pageSaw).toEqual(['copy']);
  });

  it("reads nothing when the clipboard guard is off, nor a page's own copy event", () => {
    kit = kitThat(true);
    on = false;
    copy();
    on = true;
    document.body.dispatchEvent(new Event('copy', { bubbles: true, cancelable: true }));
    expect(kit.leaveOutHidden).not.toHaveBeenCalled();
    expect(pageSaw).toEqual(['copy', 'copy']);
  });
});
