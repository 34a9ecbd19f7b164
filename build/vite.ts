import preact from '@preact/preset-vite';
import type { ConfigEnv, WxtViteConfig } from 'wxt';
import { listBundledModules } from './bundled-modules';
import { contentScriptContext } from './content-script-context';

/**
 * Vite's plugins for every bundle. LINKWISE_PROFILE builds keep names readable for the profiler
 * (tests/bench/profile-scan.ts).
 */
export const viteConfig = (env: ConfigEnv): WxtViteConfig => ({
  plugins: [preact(), contentScriptContext(), listBundledModules(env.browser)],
  ...(process.env.LINKWISE_PROFILE === 'true' ? { build: { minify: false } } : {}),
});
