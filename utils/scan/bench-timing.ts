/**
 * Bench builds only (WXT_BENCH=true, compiled out elsewhere): the content script's own
 * main-thread time, total and longest single piece of work, by label. The benchmark asks for
 * the figures with a `linkwise-bench-timing` event, so measuring writes nothing to the page.
 */
const figures = () => ({
  totalMs: 0,
  longestMs: 0,
  pieces: 0,
  byLabel: {} as Record<string, number>,
  longestByLabel: {} as Record<string, number>,
  /** Element boxes read (`getBoundingClientRect`), and the time spent in those reads. */
  boxReads: 0,
  boxReadMs: 0,
  /** When named moments happened, in the page's clock (0 = navigation start). */
  marks: {} as Record<string, number>,
  /** Values sent to the background, by what they were sent as (a priority, or `forget`). */
  sent: {} as Record<string, number>,
});

/**
 * One set of figures per frame, shared by its two content scripts (content.js at
 * `document_start`, protection.js at `document_end`) through their isolated world's global.
 */
const world = globalThis as { __benchTiming?: ReturnType<typeof figures> };
world.__benchTiming ??= figures();
export const benchTiming = world.__benchTiming;

/** Bench builds only: counts values sent to the background as `what`. */
export function countSent(what: string, values: number): void {
  if (import.meta.env.WXT_BENCH !== 'true') return;
  benchTiming.sent[what] = (benchTiming.sent[what] ?? 0) + values;
}

/** Bench builds only: notes when a moment happened (the first time). */
export function markMoment(name: string): void {
  if (import.meta.env.WXT_BENCH !== 'true') return;
  benchTiming.marks[name] ??= performance.now();
}

export function measured<T>(work: () => T, label: string): T {
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
    benchTiming.longestByLabel[label] = Math.max(benchTiming.longestByLabel[label] ?? 0, spent);
  }
}

/**
 * On the benchmark's request, publishes the figures as a data attribute it can read; box reads
 * are counted from now on.
 */
export function answerBenchRequests(): void {
  if (import.meta.env.WXT_BENCH !== 'true') return;
  countBoxReads();
  document.addEventListener('linkwise-bench-timing', () => {
    document.documentElement.dataset.linkwiseBench = JSON.stringify(benchTiming);
  });
}

/**
 * Bench builds only: counts the content script's box reads. The isolated world has its own
 * prototypes, so the page's own reads are not counted (nor touched).
 */
function countBoxReads(): void {
  const read = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const started = performance.now();
    try {
      return read.call(this);
    } finally {
      benchTiming.boxReads++;
      benchTiming.boxReadMs += performance.now() - started;
    }
  };
}
