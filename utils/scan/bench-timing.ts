/**
 * Bench builds only (WXT_BENCH=true, compiled out elsewhere): the content script's own
 * main-thread time, total and longest single piece of work, published on the page for the
 * benchmark to read.
 */
export const benchTiming = {
  totalMs: 0,
  longestMs: 0,
  pieces: 0,
  byLabel: {} as Record<string, number>,
};

export function measured<T>(work: () => T, label = 'other'): T {
  if (import.meta.env.WXT_BENCH !== 'true') return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    const spent = performance.now() - started;
    benchTiming.totalMs += spent;
    benchTiming.longestMs = Math.max(benchTiming.longestMs, spent);
    benchTiming.pieces++;
    benchTiming.byLabel[label] = (benchTiming.byLabel[label] ?? 0) + spent;
    document.documentElement.dataset.linkwiseBench = JSON.stringify(benchTiming);
  }
}
