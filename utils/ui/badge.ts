import { i18n } from '../i18n';
import { lookalikeHeadline } from '../lookup/describe-verdict';
import type { RiskyVerdict } from '../lookup/verdict';
import type { ItemText } from '../scan/mark-drawing';
import { e2eBadges } from './e2e-surfaces';
import { hostTag } from './page-names';
import { addShadowStyle, styleShadowRoot } from './shadow-style';

const BADGE_CSS = `
/* Important inside the shadow tree wins over the page's own !important on the host (CSS Scoping),
   so page resets and rules naming the badge cannot hide or move it. The host sits, out of flow,
   at its static position: right after the item's last character, on the item's last line, its
   top at the top of that line (its font, size and line height are the surrounding text's). */
:host {
  all: initial !important; position: absolute !important; width: 0 !important; height: 0 !important;
  font-family: inherit !important; font-size: inherit !important; line-height: inherit !important;
  direction: inherit !important; writing-mode: inherit !important;
}
/* One line tall (lh: the text's own line height), so the badge is centred on its item's line,
   never nearer another line; after the item in reading order, also in right-to-left text. */
.anchor {
  position: absolute; top: 0; inset-inline-start: 0.15em; height: 1lh;
  display: flex; align-items: center;
}
/* Never taller than its line (line height 1.0): it then covers no glyph of the lines around. */
.badge {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 1.15em; height: min(1.15em, 1lh); padding: 0 0.2em; box-sizing: border-box;
  border-radius: 0.3em; font: 700 max(0.75em, 8px)/1 system-ui, sans-serif; color: #fff;
  cursor: help; white-space: nowrap; user-select: none;
}
.sev-4 { background: #b42318; } .sev-3 { background: #c4320a; }
.sev-2 { background: #b54708; } .sev-1 { background: #667085; }
.badge:focus-visible { outline: 2px solid #0b5cad; outline-offset: 1px; }
@media (prefers-color-scheme: dark) {
  .sev-4 { background: #f04438; } .sev-3 { background: #f97066; }
  .sev-2 { background: #f79009; color: #1d1d1f; } .sev-1 { background: #98a2b3; color: #1d1d1f; }
  .badge:focus-visible { outline-color: #84caff; }
}
`;

/*
 * A badge given room (badge-room.ts: text follows on its line, or the viewport's edge): in the
 * flow after its item, as wide as the badge and one line tall, aligned with the line's top, so
 * it covers no letter, moves the text after it by its own width and never makes its line taller.
 */
const ROOM_CSS = `
:host {
  position: static !important; display: inline-flex !important; width: auto !important;
  height: 1lh !important; vertical-align: top !important;
}
.anchor { position: static; padding-inline: 0.15em; }
`;

const CSS_LENGTH = /^(?:\d+(?:\.\d+)?px|normal)$/;

/**
 * The item's text size and line height when they differ from the text around it (which the
 * badge's host inherits), else undefined. A style read (no layout), made for risky items only.
 */
export function itemTextOf(item: Element): ItemText | undefined {
  const view = item.ownerDocument.defaultView;
  if (!view || !item.parentElement) return undefined;
  const own = view.getComputedStyle(item);
  const around = view.getComputedStyle(item.parentElement);
  if (own.fontSize === around.fontSize && own.lineHeight === around.lineHeight) return undefined;
  const text = { fontSize: own.fontSize, lineHeight: own.lineHeight };
  return CSS_LENGTH.test(text.fontSize) && CSS_LENGTH.test(text.lineHeight) ? text : undefined;
}

/** Each host's badge, inside its closed root: its drawn box is read to keep it clear. */
const badgeOfHost = new WeakMap<Element, HTMLElement>();
/** Each host's closed root, to give its badge room. */
const rootOfHost = new WeakMap<Element, ShadowRoot>();

/**
 * Puts a badge into the flow after its item (ROOM_CSS). Written inside its closed root: the host
 * carries no attribute a page could find Linkwise by.
 */
export function giveBadgeRoom(host: Element): void {
  const root = rootOfHost.get(host);
  if (root) addShadowStyle(root, ROOM_CSS);
}

/**
 * Moves a badge along its line by `by` px as boxes are measured (page zoom included), into the
 * margin past its line's end. Nothing moves but the badge.
 */
export function moveBadgeAlong(host: Element, by: number): void {
  const anchor = badgeOfHost.get(host)?.parentElement;
  const zoom = (host as Element & { currentCSSZoom?: number }).currentCSSZoom || 1;
  anchor?.style.setProperty('transform', `translateX(${by / zoom}px)`);
}

/** The badge's box as drawn (page zoom included), or undefined for a host Linkwise did not make. */
export function badgeBoxOf(host: Element): DOMRect | undefined {
  return badgeOfHost.get(host)?.getBoundingClientRect();
}

/** The badge's accessible name by severity: known (3–4), suspected (2), reported (1). */
function badgeLabel(severity: number, level: string): string {
  if (severity >= 3) return i18n.t('badge.knownScam', [level]);
  if (severity === 2) return i18n.t('badge.suspectedScam', [level]);
  return i18n.t('badge.reported', [level]);
}

/**
 * The marker after a risky item: a zero-size, absolutely positioned host at the item's own
 * place in the flow, so nothing around it moves and it never sits inside the link (a click on
 * the link never lands on the badge, nor the other way round). Its accessible name says what
 * it means; the level is shown as the service sent it.
 */
export function createBadge(
  doc: Document,
  verdict: RiskyVerdict,
  itemText?: ItemText,
): HTMLElement {
  const host = doc.createElement(hostTag('badge'));
  const root = host.attachShadow({ mode: 'closed' });
  // An item whose text is sized unlike its surroundings (a button styled as a link): the
  // badge takes the item's size and line height, so it is centred on the item's own text.
  const own = itemText
    ? `:host { font-size: ${itemText.fontSize} !important; line-height: ${itemText.lineHeight} !important; }`
    : undefined;
  styleShadowRoot(root, BADGE_CSS, own);
  const badge = doc.createElement('span');
  const severity = Math.round(verdict.severity);
  badge.className = `badge sev-${severity}`;
  badge.textContent = severity >= 3 ? '!' : '?';
  badge.tabIndex = 0;
  badge.setAttribute('role', 'img');
  badge.setAttribute(
    'aria-label',
    verdict.lockerPage
      ? i18n.t('badge.lockerPhone')
      : verdict.lookalike
        ? verdict.lookalike.reason.startsWith('sender-')
          ? i18n.t('badge.sender', [
              lookalikeHeadline({ ...verdict, lookalike: verdict.lookalike }),
            ])
          : i18n.t('badge.lookalike', [verdict.lookalike.imitates])
        : badgeLabel(severity, verdict.level),
  );
  const anchor = doc.createElement('span');
  anchor.className = 'anchor';
  anchor.append(badge);
  root.append(anchor);
  badgeOfHost.set(host, badge);
  rootOfHost.set(host, root);
  if (import.meta.env.WXT_E2E_HOOKS === 'true') e2eBadges.add({ host, root });
  return host;
}
