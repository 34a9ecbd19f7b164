/**
 * Keeps a snapshot in storage soon after each change without writing it once per change:
 * `save` runs in the next task when it has not run for `gapMs`, else once `gapMs` after the last
 * run, and every change in between shares that run. The rolling minute changes twice per
 * request; a write per change costs the whole minute's list each time, which grows with the
 * requests it holds (a budget lifted for a local service: thousands a minute, so each request
 * paid for a write of thousands, in the worker and in the browser alike).
 */
export function throttledSave(
  save: () => void,
  gapMs: number,
  now: () => number = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = Number.NEGATIVE_INFINITY;
  return () => {
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        lastRun = now();
        save();
      },
      Math.max(0, lastRun + gapMs - now()),
    );
  };
}
