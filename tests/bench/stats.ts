/** Percentile of already-sorted numbers (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** The median of numbers in any order (nearest rank, as `percentile`; the input is not changed). */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The median over `passes` of the time `each` takes an item of `items`, in µs. */
export function microsEach<T>(
  items: readonly T[],
  passes: number,
  each: (item: T) => unknown,
): number {
  const perItem: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const started = performance.now();
    for (const item of items) each(item);
    perItem.push(((performance.now() - started) * 1000) / items.length);
  }
  return median(perItem);
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Heap in use after a full collection; needs `node --expose-gc`. */
export function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run the benchmark with node --expose-gc (npm run bench does).');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The most of `times` (sorted, in ms) that fall within any one window (a rolling minute). */
export function busiestWindow(times: readonly number[], windowMs = 60_000): number {
  let most = 0;
  for (let start = 0, end = 0; start < times.length; start++) {
    while (end < times.length && times[end]! < times[start]! + windowMs) end++;
    most = Math.max(most, end - start);
  }
  return most;
}
