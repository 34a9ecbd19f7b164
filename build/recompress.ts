import type { Plugin } from 'vite';

/**
 * The content script runs in every page and frame, and the background's code is parsed each time
 * its worker wakes: after vite's own minification, terser compresses their bundles once more (two
 * passes; the content script 12.6 → 12.2 kB gzipped, the background 225.4 → 223.4 kB, measured
 * in BENCHMARKS.md). Pages that open on a click (popup, options) are left as vite makes them.
 */
export function recompress(): Plugin {
  return {
    name: 'linkwise:recompress',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { minify } = await import('terser');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const smaller = await minify(chunk.code, {
          ecma: 2020,
          compress: { passes: 2 },
          format: { comments: false },
        });
        if (smaller.code) chunk.code = smaller.code;
      }
    },
  };
}

/** Entry kinds whose bundles are recompressed: what goes into pages, and the background. */
const RECOMPRESSED = ['content-script', 'unlisted-script', 'background'];

/** Adds `recompress` to the builds of those entry kinds (not to profiling builds). */
export function withRecompression(
  entrypoints: ReadonlyArray<{ type: string }>,
  config: { plugins?: unknown[] },
): void {
  if (process.env.LINKWISE_PROFILE === 'true') return;
  if (entrypoints.some((entry) => RECOMPRESSED.includes(entry.type)))
    config.plugins = [...(config.plugins ?? []), recompress()];
}
