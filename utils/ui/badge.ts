import type { RiskyVerdict } from '../lookup/verdict';
import { styleShadowRoot } from './shadow-style';

const BADGE_CSS = `
/* Important inside the shadow tree wins over the page's own !important on the host (CSS Scoping),
   so page resets and rules naming the badge cannot hide or move it. */
:host { all: initial !important; position: absolute !important; width: 0 !important; height: 0 !important; }
.badge {
  position: absolute; left: 0.15em; bottom: -0.25em; display: inline-flex; align-items: center;
  justify-content: center; min-width: 1.15em; height: 1.15em; padding: 0 0.2em; box-sizing: border-box;
  border-radius: 0.3em; font: 700 0.75em/1 system-ui, sans-serif; color: #fff; cursor: help;
  white-space: nowrap; user-select: none;
}
.sev-4 { background: #b42318; } .sev-3 { background: #c4320a; }
.sev-2 { background: #b54708; } .sev-1 { background: #667085; }
.badge:focus-visible { outline: 2px solid #0b5cad; outline-offset: 1px; }
`;

const WORD: Record<number, string> = {
  4: 'known scam',
  3: 'known scam',
  2: 'suspected scam',
  1: 'reported',
};

/**
 * The marker after a risky item: a zero-size, absolutely positioned host at the item's own
 * place in the flow, so nothing around it moves and it never sits inside the link (a click on
 * the link never lands on the badge, nor the other way round). Its accessible name says what
 * it means; the level is shown as the service sent it.
 */
export function createBadge(doc: Document, verdict: RiskyVerdict): HTMLElement {
  const host = doc.createElement('linkwise-badge');
  const root = host.attachShadow({ mode: 'closed' });
  styleShadowRoot(root, BADGE_CSS);
  const badge = doc.createElement('span');
  const severity = Math.round(verdict.severity);
  badge.className = `badge sev-${severity}`;
  badge.textContent = severity >= 3 ? '!' : '?';
  badge.tabIndex = 0;
  badge.setAttribute('role', 'img');
  badge.setAttribute('aria-label', `Linkwise: ${WORD[severity] ?? 'reported'}, ${verdict.level}`);
  root.append(badge);
  return host;
}
