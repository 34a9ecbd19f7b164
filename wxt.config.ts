import { defineConfig } from 'wxt';
import { buildHooks } from './build/hooks';
import { buildDefaultOrigins } from './build/service-origins';
import { sourcesArchive } from './build/sources-archive';
import { viteConfig } from './build/vite';

/**
 * What Linkwise is: its manifest, permissions and entry points. The build's own steps (plugins,
 * files the package carries, reproducible archives) live in build/, a module each
 * (docs/architecture.md).
 */

/** Every web page: the content script, the site warning's redirects and its early check. */
const WEB_PAGES = ['http://*/*', 'https://*/*'];

export default defineConfig({
  hooks: buildHooks,
  zip: sourcesArchive,
  // i18n: message catalogues in locales/ (English is the default and the reference).
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // The e2e harness builds into its own folder so it never clobbers a developer's build.
  outDir: process.env.LINKWISE_OUT_DIR ?? '.output',
  // Static files (icons) live with the other assets, per the design card's layout.
  publicDir: 'assets/public',
  vite: viteConfig,
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
