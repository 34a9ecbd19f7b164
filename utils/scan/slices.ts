import { measured } from './bench-timing';

/** Work per slice before yielding back to the page. */
export const SLICE_MS = 8;
/** Idle work still runs within this long on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1_000;

interface SliceWork {
  /** Does work until `more()` says stop; true while work remains. */
  work: (more: () => boolean) => boolean;
  stopped: () => boolean;
  /** Called each time the queue runs empty. */
  onDone?: () => void;
}

/**
 * Runs work in small slices in the browser's idle periods, so the page's own work always goes
 * first (within a second on a page that is never idle). Not requestAnimationFrame: it never fires
 * in background tabs, and headless Firefox gives it no frames at all.
 */
export function createSliceRunner({ work, stopped, onDone }: SliceWork): () => void {
  let scheduled = false;

  function runSlice(deadline?: IdleDeadline): void {
    scheduled = false;
    if (stopped()) return;
    const started = performance.now();
    const more = () =>
      performance.now() - started < SLICE_MS && (!deadline || deadline.timeRemaining() > 1);
    if (measured(() => work(more), 'scan')) schedule();
    else onDone?.();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestIdleCallback !== 'function') setTimeout(runSlice, 0);
    else requestIdleCallback(runSlice, { timeout: IDLE_TIMEOUT_MS });
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
