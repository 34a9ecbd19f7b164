import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

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

/** Origins a user may point the services at later, asked for when they save them. */
const RUNTIME_API_ORIGINS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // The e2e harness builds into its own folder so it never clobbers a developer's build.
  outDir: process.env.LINKWISE_OUT_DIR ?? '.output',
  // Static files (icons) live with the other assets, per the design card's layout.
  publicDir: 'assets/public',
  // LINKWISE_PROFILE builds keep names readable for the profiler (tests/bench/profile-scan.ts).
  vite: () => ({
    plugins: [preact()],
    ...(process.env.LINKWISE_PROFILE === 'true' ? { build: { minify: false } } : {}),
  }),
  manifest: ({ browser, manifestVersion }) => ({
    // Only e2e builds expose test hooks, and say so in their name; a store build never does.
    name: process.env.WXT_E2E_HOOKS === 'true' ? 'Linkwise (e2e build)' : 'Linkwise',
    description: 'Shorten links in one click and see scam warnings on the pages you read.',
    permissions: [
      'storage',
      'activeTab',
      'contextMenus',
      'clipboardWrite',
      'notifications',
      ...(manifestVersion === 3 ? ['offscreen'] : []),
    ],
    commands: {
      'shorten-current-tab': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: 'Shorten the current page and copy the short link',
      },
    },
    // Only the configured API hosts; a host set later in options is requested at run time.
    host_permissions: [...new Set(buildDefaultOrigins)],
    // MV2 (Firefox) has no optional_host_permissions: origins go in optional_permissions there.
    ...(manifestVersion === 3
      ? { optional_host_permissions: RUNTIME_API_ORIGINS }
      : { optional_permissions: RUNTIME_API_ORIGINS }),
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: {
              id: 'linkwise@linkwise.app',
              strict_min_version: '142.0',
              data_collection_permissions: { required: ['browsingActivity'] },
            },
          }
        : undefined,
  }),
});
