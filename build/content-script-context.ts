import type { Plugin } from 'vite';
import { fromRoot } from './paths';

/**
 * WXT's content-script entry builds its own `ContentScriptContext`, which a page can switch off
 * with one dispatched event and which announces itself to the page. This swaps in Linkwise's
 * (utils/content/context.ts, where the reasons are): same API, invalidated only when the
 * extension's runtime is gone. CI checks the store bundle holds nothing of WXT's handshake.
 */
export function contentScriptContext(): Plugin {
  const replacement = fromRoot('utils/content/context.ts');
  return {
    name: 'linkwise:content-script-context',
    enforce: 'pre',
    resolveId: (source) => (source === 'wxt/utils/content-script-context' ? replacement : null),
  };
}
