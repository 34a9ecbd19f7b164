/**
 * The attribute on a badge's own host that turns it to sit over its own item's end instead of
 * after it (badge.ts). Only Linkwise's own host gets it; nothing of the page is touched.
 */
export const TURNED_ATTRIBUTE = 'data-turned';

import { badgeBoxOf } from './badge';

/** How far to look, node by node, for the text that follows an item. */
const FOLLOWING_TEXT_STEPS = 24;

const waiting = new Set<Element>();

/**
 * Where a badge right after its item would cover something, it is turned to sit over its own
 * item's end: at the viewport's edge (it would be cut off) and where text follows on the same
 * line (an address in a sentence: it would hide the next word, and read as that word's
 * warning). Nothing of the page moves either way. Checked after the next frame, when layout is
 * done, with every box read before any attribute is set, so the reads force no layout.
 */
export function keepClear(host: Element): void {
  if (waiting.size === 0) {
    requestAnimationFrame(() => setTimeout(turnWhereCovering, 0));
  }
  waiting.add(host);
}

function turnWhereCovering(): void {
  const width = document.documentElement.clientWidth;
  // No layout (a document not rendered): nothing to measure against.
  if (width === 0) {
    waiting.clear();
    return;
  }
  const turn = [...waiting].filter((host) => host.isConnected && wouldCover(host, width));
  waiting.clear();
  for (const host of turn) host.setAttribute(TURNED_ATTRIBUTE, '');
}

function wouldCover(host: Element, viewportWidth: number): boolean {
  const badge = badgeBoxOf(host);
  if (!badge || badge.width === 0) return false;
  const rtl = getComputedStyle(host).direction === 'rtl';
  if (rtl ? badge.left < 0 : badge.right > viewportWidth) return true;
  const own = lastLineOf(host.previousElementSibling);
  // The room the badge takes past the item's end: turned, it takes as much of the item.
  const room = rtl ? own && own.left - badge.left : own && badge.right - own.right;
  // An item shorter than the badge: turned, the badge would cover the text before it instead.
  if (!own || room === undefined || own.width < room) return false;
  const next = firstCharacterAfter(host);
  if (!next) return false;
  const sameLine =
    Math.min(next.bottom, own.bottom) - Math.max(next.top, own.top) >
    Math.min(next.height, own.height) / 2;
  return sameLine && (rtl ? next.right > badge.left : next.left < badge.right);
}

function lastLineOf(item: Element | null): DOMRect | undefined {
  if (!item) return undefined;
  const range = document.createRange();
  range.selectNodeContents(item);
  return [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
}

/** The box of the first visible character after the host, in document order (near it only). */
function firstCharacterAfter(host: Element): DOMRect | undefined {
  const root = host.getRootNode();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  walker.currentNode = host;
  for (let step = 0; step < FOLLOWING_TEXT_STEPS; step++) {
    const node = walker.nextNode();
    if (!node) return undefined;
    const at = node.textContent?.search(/\S/) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const box = range.getClientRects()[0];
    if (box && box.width > 0) return box;
  }
  return undefined;
}
