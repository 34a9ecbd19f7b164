import { build } from 'esbuild';
import { fromRoot } from './paths';

/**
 * The page guards' two scripts (utils/guards/): `page-guard.js` in the page's own world, where
 * it can see what a page writes to the clipboard and how it locks the browser, and
 * `guard-relay.js` in the content scripts' world, which passes what it stopped to the
 * background. Both run at `document_start` in every frame, before the page's scripts.
 *
 * Bundled by esbuild rather than as WXT entry points: WXT wraps a script in `var <its name> =`,
 * which in the page's world would be a global naming it, and adds its own start-up code to
 * both. These are bare IIFEs: nothing of them is left on `window`.
 */
const SCRIPTS = {
  'page-guard.js': ['startPageGuard', 'utils/guards/page-world/index.ts'],
  'guard-relay.js': ['startRelay', 'utils/guards/relay.ts'],
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

/** Their manifest entries: every page and frame, at `document_start`, the guard in the page's world. */
export function pageGuardContentScripts(matches: string[]) {
  return PAGE_GUARD_FILES.map((file) => ({
    matches,
    js: [file],
    run_at: 'document_start',
    all_frames: true,
    match_about_blank: true,
    match_origin_as_fallback: true,
    ...(file === 'page-guard.js' ? { world: 'MAIN' } : {}),
  }));
}
