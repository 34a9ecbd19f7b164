import { build } from 'esbuild';
import { fromRoot } from './paths';

/**
 * The page guard (utils/guards/page-world/), `page-guard.js`: in the page's own world, where it
 * can see what a page writes to the clipboard and how it locks the browser, at
 * `document_start` in every frame, before the page's scripts. Its relay, in Linkwise's world,
 * is part of the content script (entrypoints/content/).
 *
 * Bundled by esbuild rather than as a WXT entry point: WXT wraps a script in `var <its name> =`,
 * which in the page's world would be a global naming it, and adds its own start-up code. This is
 * a bare IIFE: nothing of it is left on `window`.
 */
const SCRIPTS = {
  'page-guard.js': ['startPageGuard', 'utils/guards/page-world/index.ts'],
} as const;

/** The page guard first, so its hooks are in place before anything else of Linkwise runs. */
export const PAGE_GUARD_FILES = Object.keys(SCRIPTS) as Array<keyof typeof SCRIPTS>;

/** Each script's bundled code, by file name. */
export async function pageGuardScripts(): Promise<
  Array<{ relativeDest: string; contents: string }>
> {
  return Promise.all(
    Object.entries(SCRIPTS).map(async ([file, [start, entry]]) => {
      const bundled = await build({
        stdin: {
          contents: `import { ${start} } from './${entry}';\n${start}();\n`,
          resolveDir: fromRoot(''),
          loader: 'ts',
        },
        bundle: true,
        write: false,
        format: 'iife',
        minify: process.env.LINKWISE_PROFILE !== 'true',
        target: ['chrome116', 'firefox142'],
        charset: 'utf8',
        legalComments: 'none',
      });
      return { relativeDest: file, contents: bundled.outputFiles[0]!.text };
    }),
  );
}

/** Its manifest entry: every page and frame, at `document_start`, in the page's world. */
export function pageGuardContentScripts(matches: string[]) {
  return PAGE_GUARD_FILES.map((file) => ({
    matches,
    js: [file],
    run_at: 'document_start',
    all_frames: true,
    match_about_blank: true,
    match_origin_as_fallback: true,
    world: 'MAIN',
  }));
}
