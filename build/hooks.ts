import type { WxtHooks } from 'wxt';
import { forgetBundledModules } from './bundled-modules';
import { packageFiles } from './package-files';
import { pageGuardContentScripts, pageGuardScripts } from './page-guards';
import { withRecompression } from './recompress';
import { makeReproducible } from './reproducible-zip';

/** What the build does besides bundling: each step's why is in its own module. */
export const buildHooks: Partial<WxtHooks> = {
  'zip:extension:done': (_wxt, zipPath) => makeReproducible(zipPath),
  'zip:sources:done': (_wxt, zipPath) => makeReproducible(zipPath),
  'build:before': (wxt) => forgetBundledModules(wxt.config.outBaseDir, wxt.config.browser),
  // utils/i18n.ts is Linkwise's `i18n` (the browser's own lookup, typed by @wxt-dev/i18n); the
  // module's runtime `i18n` is not used, so it is not offered for auto-import beside it (two
  // of one name made every install warn "Duplicated imports").
  'config:resolved': (wxt) => {
    const { imports } = wxt.config;
    if (imports?.imports)
      imports.imports = imports.imports.filter(
        (entry) => !(entry.from === '#i18n' && entry.name === 'i18n'),
      );
  },
  // The content script also runs in the frames a page makes itself, where webmails show a
  // message's body (srcdoc, about:blank filled by script, sandboxed, document.write, blob:,
  // data:). Set here rather than in defineContentScript, whose options stay in the bundle
  // every page loads. Which of those frames the page UI can reach: docs/using.md.
  'build:manifestGenerated': (_wxt, manifest) => {
    for (const script of manifest.content_scripts ?? [])
      Object.assign(script, { match_about_blank: true, match_origin_as_fallback: true });
    // The page guards go first, before the content script (build/page-guards.ts).
    const matches = manifest.content_scripts?.[0]?.matches ?? [];
    manifest.content_scripts = [
      ...(pageGuardContentScripts(matches) as NonNullable<typeof manifest.content_scripts>),
      ...(manifest.content_scripts ?? []),
    ];
  },
  'build:publicAssets': async (_wxt, files) => {
    files.push(...packageFiles(), ...(await pageGuardScripts()));
  },
  'vite:build:extendConfig': (entrypoints, config) => withRecompression(entrypoints, config),
};
