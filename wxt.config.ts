import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import JSZip from 'jszip';
import { Marked } from 'marked';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { LIST_FILES } from './utils/lookalike/bundled-lists';

/** A path of this project, from its root. */
const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

/**
 * Build-time defaults for the two services. Self-hosted and managed deployments set these so the
 * extension works with no further setup; the options page overrides them at run time.
 */
const buildDefaultOrigins = [process.env.WXT_SHORTEN_API_URL, process.env.WXT_LOOKUP_API_URL]
  .filter((value): value is string => Boolean(value?.trim()))
  .map((value) => originPattern(value.trim()));

/**
 * A host permission for a service URL. Match patterns carry no port: Firefox rejects a pattern
 * with one, and Chrome ignores it, so `http://127.0.0.1/*` covers a server on any port.
 */
function originPattern(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}

/** Every web page: the content script, the site warning's redirects and its early check. */
const WEB_PAGES = ['http://*/*', 'https://*/*'];

/**
 * WXT's content-script entry builds its own `ContentScriptContext`, which a page can switch off
 * with one dispatched event and which announces itself to the page. This swaps in Linkwise's
 * (utils/content/context.ts, where the reasons are): same API, invalidated only when the
 * extension's runtime is gone. CI checks the store bundle holds nothing of WXT's handshake.
 */
function contentScriptContext(): Plugin {
  const replacement = fromRoot('utils/content/context.ts');
  return {
    name: 'linkwise:content-script-context',
    enforce: 'pre',
    resolveId: (source) => (source === 'wxt/utils/content-script-context' ? replacement : null),
  };
}

/**
 * The content script runs in every page and frame, and the background's code is parsed each time
 * its worker wakes: after vite's own minification, terser compresses their bundles once more (two
 * passes; the content script 12.6 → 12.2 kB gzipped, the background 225.4 → 223.4 kB, measured
 * in BENCHMARKS.md). Pages that open on a click (popup, options) are left as vite makes them.
 */
function recompress(): Plugin {
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

/** The QR decoder's wasm as zxing-wasm ships it. */
const QR_WASM = fromRoot('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');

/** Where the look-alike lists are in the source tree (bundled-lists.ts `LIST_FILES`). */
const LISTS_DIR = fromRoot('utils/lookalike/lists/');

/**
 * Writes which source modules each built file holds to `.output/bundled-modules-<browser>.json`
 * (beside the builds, never in them): THIRD-PARTY-NOTICES.md is generated from it, and
 * `npm run check:store` fails when a bundle carries a package the notices do not list.
 */
function listBundledModules(browser: string): Plugin {
  return {
    name: 'linkwise:list-bundled-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '.output';
      const file = `${dirname(outDir)}/bundled-modules-${browser}.json`;
      const listed: Record<string, string[]> = existsSync(file)
        ? JSON.parse(readFileSync(file, 'utf8'))
        : {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') listed[chunk.fileName] = Object.keys(chunk.modules).sort();
      writeFileSync(file, `${JSON.stringify(listed, null, 1)}\n`);
    },
  };
}

/**
 * The privacy policy inside the extension (`privacy.html`, linked from options and the first-run
 * page), made at build time from docs/privacy.md: one source for the page in the package and the
 * page a listing links to. Links to the other docs, which the package does not carry, become
 * their text. Only Linkwise's own text goes in; no script.
 */
function privacyPage(): string {
  const marked = new Marked({
    renderer: {
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        return /^https?:/.test(href) ? `<a href="${href}" rel="noreferrer">${text}</a>` : text;
      },
    },
  });
  const body = marked.parse(readFileSync(fromRoot('docs/privacy.md'), 'utf8'), { async: false });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Linkwise privacy policy</title>
<style>
body { font: 15px/1.55 system-ui, sans-serif; max-width: 760px; margin: 24px auto; padding: 0 16px; }
table { border-collapse: collapse; } th, td { border: 1px solid #8886; padding: 4px 8px; text-align: start; vertical-align: top; }
code { font-size: 0.92em; }
</style>
</head>
<body>
${body}</body>
</html>
`;
}

/** Every archive entry's date: a constant, so two builds of one source are one archive. */
const ZIP_ENTRY_DATE = new Date(Date.UTC(2020, 0, 1));

/**
 * Rewrites an archive WXT made with its entries in name order and one date (WXT stamps each
 * entry with the time of the build, in the order the file system lists them): a reviewer's
 * rebuild from the sources archive is then byte for byte the archive the store received.
 */
async function makeReproducible(zipPath: string): Promise<void> {
  const built = await JSZip.loadAsync(readFileSync(zipPath));
  const sorted = new JSZip();
  const names = Object.keys(built.files)
    .filter((name) => !built.files[name]!.dir)
    .sort();
  for (const name of names)
    sorted.file(name, await built.files[name]!.async('uint8array'), {
      date: ZIP_ENTRY_DATE,
      createFolders: false, // folder entries would carry the time of the build
    });
  const bytes = await sorted.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  writeFileSync(zipPath, bytes);
}

export default defineConfig({
  hooks: {
    'zip:extension:done': (_wxt, zipPath) => makeReproducible(zipPath),
    'zip:sources:done': (_wxt, zipPath) => makeReproducible(zipPath),
    // A build lists its modules afresh (listBundledModules): none of an earlier build's stay.
    'build:before': (wxt) => {
      rmSync(`${wxt.config.outBaseDir}/bundled-modules-${wxt.config.browser}.json`, {
        force: true,
      });
    },
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
    },
    // The look-alike lists go into the package as data files, read by the background on its
    // first look-alike question, not parsed with its code on every start (bundled-lists.ts).
    'build:publicAssets': (_wxt, files) => {
      for (const relativeDest of Object.values(LIST_FILES))
        files.push({ relativeDest, absoluteSrc: `${LISTS_DIR}${relativeDest.split('/').pop()}` });
      // The QR decoder's wasm, as a file of its own in both browsers (utils/qr/read-image.ts):
      // Firefox's background bundle would otherwise carry it inlined, 1.3 MB of base64.
      files.push({ relativeDest: 'zxing_reader.wasm', absoluteSrc: QR_WASM });
      // The licence and every third party's, readable from the options page.
      files.push({ relativeDest: 'LICENSE.txt', absoluteSrc: fromRoot('LICENSE') });
      files.push({
        relativeDest: 'THIRD-PARTY-NOTICES.txt',
        absoluteSrc: fromRoot('THIRD-PARTY-NOTICES.md'),
      });
      files.push({ relativeDest: 'privacy.html', contents: privacyPage() });
    },
    'vite:build:extendConfig': (entrypoints, config) => {
      if (process.env.LINKWISE_PROFILE === 'true') return;
      // Scripts that go into pages (the content script, the page UI and helpers it injects), and
      // the background.
      const recompressed = ['content-script', 'unlisted-script', 'background'];
      if (entrypoints.some((entry) => recompressed.includes(entry.type)))
        config.plugins = [...(config.plugins ?? []), recompress()];
    },
  },
  // The sources archive for Firefox's reviewers: what the build needs and its note
  // (docs/store/BUILDING.md), without the tests and their saved pages and corpora (tens of MB).
  zip: {
    // WXT leaves out entrypoints the Firefox build skips; kept, so the archive rebuilds Chrome too.
    includeSources: ['entrypoints/offscreen/**'],
    excludeSources: [
      'tests/**',
      '.ci/**',
      '.scratch/**',
      'assets/screenshots/**',
      'assets/store/**',
    ],
  },
  // i18n: message catalogues in locales/ (English is the default and the reference).
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // The e2e harness builds into its own folder so it never clobbers a developer's build.
  outDir: process.env.LINKWISE_OUT_DIR ?? '.output',
  // Static files (icons) live with the other assets, per the design card's layout.
  publicDir: 'assets/public',
  // LINKWISE_PROFILE builds keep names readable for the profiler (tests/bench/profile-scan.ts).
  vite: (env) => ({
    plugins: [preact(), contentScriptContext(), listBundledModules(env.browser)],
    ...(process.env.LINKWISE_PROFILE === 'true' ? { build: { minify: false } } : {}),
  }),
  manifest: ({ browser, manifestVersion }) => ({
    // Only e2e builds expose test hooks, and say so in their name; a store build never does.
    name: process.env.WXT_E2E_HOOKS === 'true' ? 'Linkwise (e2e build)' : '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Chrome 116: the offscreen document's reasons and runtime.getContexts Linkwise relies on.
    ...(manifestVersion === 3 ? { minimum_chrome_version: '116' } : {}),
    permissions: [
      'storage',
      'activeTab',
      'contextMenus',
      'clipboardWrite',
      'notifications',
      // Site protection: the navigation-start check (both), Chrome's redirect rules, Firefox's
      // blocking listener (Manifest V2 keeps blocking webRequest; it also needs the hosts).
      'webRequest',
      ...(manifestVersion === 3
        ? ['offscreen', 'declarativeNetRequestWithHostAccess', 'scripting']
        : ['webRequestBlocking', ...WEB_PAGES]),
    ],
    // QR codes are read by zxing-cpp compiled to wasm (utils/qr/read-image.ts), which extension
    // pages may only compile with 'wasm-unsafe-eval'; scripts stay 'self' only, and the wasm is
    // the package's own file, shipped in the extension (never fetched from elsewhere).
    content_security_policy:
      manifestVersion === 3
        ? { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" }
        : "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';",
    // Managed policy (Chrome/Edge): what an organisation may set for its staff. Types only:
    // values are checked one by one in utils/settings/policy.ts, so a bad one is reported in
    // options rather than dropped silently by the browser. Firefox reads its 3rdparty policies.
    ...(manifestVersion === 3 ? { storage: { managed_schema: 'managed_schema.json' } } : {}),
    commands: {
      'shorten-current-tab': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_commandShorten__',
      },
    },
    // Web pages (a redirect to the warning page needs the host; the content script already runs
    // on every page, so no new install warning), and the configured API hosts.
    // e2e builds add <all_urls>: the popup's QR tab scan captures the tab under activeTab,
    // which a real press of the toolbar button grants and automation (action.openPopup) cannot.
    host_permissions: [
      ...new Set([
        ...WEB_PAGES,
        ...buildDefaultOrigins,
        ...(process.env.WXT_E2E_HOOKS === 'true' ? ['<all_urls>'] : []),
      ]),
    ],
    // The warning page a known scam site is redirected to, whoever started the navigation (a
    // link opened from another app has no page behind it, so <all_urls>). Chrome: only through a
    // per-session address (use_dynamic_url), so no page can probe for Linkwise; Firefox's
    // addresses are random per install already.
    web_accessible_resources:
      manifestVersion === 3
        ? [{ resources: ['blocked.html'], matches: ['<all_urls>'], use_dynamic_url: true }]
        : ['blocked.html'],
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: {
              id: 'linkwise@linkwise.app',
              strict_min_version: '142.0',
              // What leaves under the default settings (docs/privacy.md): the site names of
              // pages opened and the addresses shortened (browsing activity), of links on pages
              // (website content), and the e-mail addresses and phone numbers on pages
              // (personally identifying information, of whoever they belong to).
              data_collection_permissions: {
                required: ['browsingActivity', 'websiteContent', 'personallyIdentifyingInfo'],
              },
            },
          }
        : undefined,
  }),
});
