import { measured } from './bench-timing';

/** Work per slice before yielding back to the page. */
export const SLICE_MS = 8;
/** Idle work still runs within this long on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1_000;

interface SliceWork {
  /** Does work until `more()` says stop; true while work remains. */
  work: (more: () => boolean) => boolean;
  /** True when the next work should not wait for idle time (what is on screen at load). */
  urgent: () => boolean;
  stopped: () => boolean;
  /** Called each time the queue runs empty. */
  onDone?: () => void;
}

/**
 * Runs scanning in small slices: urgent work in a macrotask right away, the rest in the
 * browser's idle periods, so the page's own work always goes first. (Not requestAnimationFrame:
 * it never fires in background tabs, and headless Firefox gives it no frames at all.)
 */
export function createSliceRunner({ work, urgent, stopped, onDone }: SliceWork): () => void {
  let scheduled = false;

  function runSlice(label: string, deadline?: IdleDeadline): void {
    scheduled = false;
    if (stopped()) return;
    const started = performance.now();
    const more = () =>
      performance.now() - started < SLICE_MS && (!deadline || deadline.timeRemaining() > 1);
    if (measured(() => work(more), label)) schedule();
    else onDone?.();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    if (urgent() || typeof requestIdleCallback !== 'function') {
      setTimeout(() => runSlice(urgent() ? 'scan' : 'scan (idle)'), 0);
    } else {
      requestIdleCallback((deadline) => runSlice('scan (idle)', deadline), {
        timeout: IDLE_TIMEOUT_MS,
      });
    }
  }

  return schedule;
}

/**
 * Runs `task` just after the next frame has been laid out, so reading element boxes forces no
 * layout of its own. Frames never come in background tabs; nothing is on screen there anyway.
 */
export function afterNextFrame(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
