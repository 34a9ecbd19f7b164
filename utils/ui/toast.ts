import { hostTag, pageAttributes } from './page-names';
import { styleShadowRoot } from './shadow-style';
import { textElement } from './text-element';

const SHOW_MS = 4_000;

const STYLE = `
:host { all: initial; }
.toast {
  position: fixed; z-index: 2147483647; inset-inline-end: 16px; bottom: 16px; max-width: min(420px, 90vw);
  padding: 10px 14px; border-radius: 8px; font: 14px/1.4 system-ui, sans-serif;
  color: #fff; background: #1b1f24; box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
  word-break: break-word;
}
.toast.error { background: #8e1c12; }
@media (prefers-color-scheme: dark) { .toast { background: #2d333b; } .toast.error { background: #a4271b; } }
`;

/**
 * A toast in its own shadow root, fixed in a corner so the page never reflows and nothing under
 * it is clicked by mistake. Text only: `textContent`, never HTML. One at a time.
 */
export function showToast(doc: Document, text: string, tone: 'success' | 'error'): HTMLElement {
  const attribute = pageAttributes().toast;
  doc.querySelector(`[${attribute}]`)?.remove();
  const host = doc.createElement(hostTag('toast'));
  host.setAttribute(attribute, tone);
  const root = host.attachShadow({ mode: 'closed' });
  // A constructed sheet: a page's CSP may forbid inline <style> (see shadow-style.ts).
  styleShadowRoot(root, STYLE);
  const box = textElement(doc, 'div', text, `toast ${tone}`);
  box.setAttribute('role', tone === 'error' ? 'alert' : 'status');
  root.append(box);
  (doc.body ?? doc.documentElement).append(host);
  setTimeout(() => host.remove(), SHOW_MS);
  return host;
}
