import { badgeBoxOf, giveBadgeRoom, moveBadgeAlong } from './badge';
import { pageAttributes } from './page-names';

/** How far to look, node by node, for the text that follows an item. */
const FOLLOWING_TEXT_STEPS = 24;

const waiting = new Set<Element>();

type Place = { room: true } | { along: number };

/**
 * A badge sits where no letter is. Drawn out of the flow right after its item, it covers nothing
 * when its line has room there. Where text follows within the badge's width (an address in a
 * sentence: it would hide the next word, and read as that word's warning) or the viewport's edge
 * would cut it off, it goes, in this order:
 * - into the flow after its item, when its line has the room to spare: the text after it on its
 *   line moves by the badge's width, no word to another line;
 * - into the margin past its line's end, when that is empty and no link follows it on its line
 *   (the badge would read as that link's): nothing moves;
 * - into the flow all the same: its paragraph may take a line more (a full line, no margin).
 * Checked after the next frame, when layout is done, with every box read before any badge moves,
 * so the reads force no layout.
 */
export function keepClear(host: Element): void {
  if (waiting.size === 0) {
    requestAnimationFrame(() => setTimeout(placeWhereCovering, 0));
  }
  waiting.add(host);
}

/** How far each badge moved into the margin (px as measured). */
const movedBy = new WeakMap<Element, number>();
/** Badges already in the flow: they cover nothing wherever their line goes. */
const inFlow = new WeakSet<Element>();
/** The badges whose place depends on each watched element's size. */
const badgesBy = new WeakMap<Element, Set<Element>>();
let resizes: ResizeObserver | undefined;

/** Each watched element's size when last seen: a size it keeps is no change. */
const sizes = new WeakMap<Element, string>();
/** Pictures inside an item: one that fails to load leaves its words, the item's width changes. */
const PICTURES = 'img, svg, video, canvas, object, embed';

/**
 * Places a badge again when its block's width changes (a narrower window, a sidebar opened) or a
 * picture in its item changes size (one that failed to load and left its words): what followed
 * it may now be under it. A block that only grows longer (content appended below) changes
 * nothing on the lines drawn already. Called where layout is read anyway, never while marks are
 * being written.
 */
function watchAround(host: Element, block: Element | null): void {
  resizes ??= new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      const size = target.matches(PICTURES)
        ? `${contentRect.width}x${contentRect.height}`
        : `${contentRect.width}`;
      const before = sizes.get(target);
      sizes.set(target, size);
      // The first report of every watched element is its size now, not a change.
      if (before === undefined || before === size) continue;
      for (const badge of badgesBy.get(target) ?? [])
        if (badge.isConnected && !inFlow.has(badge)) keepClear(badge);
    }
  });
  const item = host.previousElementSibling;
  const pictures = item
    ? [...(item.matches(PICTURES) ? [item] : item.querySelectorAll(PICTURES))]
    : [];
  for (const watched of [block, ...pictures.slice(0, 4)]) {
    if (!watched) continue;
    let badges = badgesBy.get(watched);
    if (!badges) {
      badges = new Set();
      badgesBy.set(watched, badges);
      resizes.observe(watched);
    }
    badges.add(host);
  }
}

function placeWhereCovering(): void {
  const width = document.documentElement.clientWidth;
  // No layout (a document not rendered): nothing to measure against.
  if (width === 0) {
    waiting.clear();
    return;
  }
  const places = [...waiting]
    .filter((host) => host.isConnected)
    .map((host) => {
      const block = blockOf(host);
      return [host, block, placeFor(host, block, width)] as const;
    });
  waiting.clear();
  for (const [host, block, place] of places) {
    watchAround(host, block);
    if (!place) {
      // Its place after its item is clear again: back from the margin.
      if (movedBy.has(host)) moveBadgeAlong(host, 0);
      movedBy.delete(host);
    } else if ('room' in place) {
      giveBadgeRoom(host);
      inFlow.add(host);
    } else {
      moveBadgeAlong(host, place.along);
      movedBy.set(host, place.along);
    }
  }
}

/** Where a badge must go instead of right after its item; null where it covers nothing there. */
function placeFor(host: Element, block: Element | null, viewportWidth: number): Place | null {
  const drawn = badgeBoxOf(host);
  if (!drawn || drawn.width === 0) return null;
  // Where it is drawn right after its item, before any move into the margin.
  const badge = new DOMRect(drawn.x - (movedBy.get(host) ?? 0), drawn.y, drawn.width, drawn.height);
  const rtl = getComputedStyle(host).direction === 'rtl';
  const cutOff = rtl ? badge.left < 0 : badge.right > viewportWidth;
  if (!cutOff && !coversNext(host, badge)) return null;
  // The room it takes in the flow: its width and its space either side.
  const room = badge.width * 1.4;
  if (!block) return { room: true };
  const edge = contentEdge(block, rtl);
  const lineEnd = lineEndAfter(host, block, badge, rtl);
  if ((rtl ? lineEnd - edge : edge - lineEnd) >= room) return { room: true };
  // The margin past the block's edge on this line, inside the viewport, and empty.
  const gap = badge.height * 0.2;
  const at = rtl ? edge - gap - badge.width : edge + gap;
  const fits = rtl ? at >= 0 : at + badge.width <= viewportWidth;
  if (fits && isEmpty(block, at, badge) && !linkLaterOnLine(host, block, badge))
    return { along: at - badge.left };
  return { room: true };
}

/**
 * Whether a link or another marked item follows on the badge's line: a badge in the margin past
 * it would read as that one's (`refunds@scam.com. Call +1 800…` ending the line).
 */
function linkLaterOnLine(host: Element, block: Element, badge: DOMRect): boolean {
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_ELEMENT);
  walker.currentNode = host;
  const marked = pageAttributes().risk;
  for (
    let element = walker.nextNode() as Element | null;
    element;
    element = walker.nextNode() as Element | null
  ) {
    if (!(element.matches('a[href]') || element.hasAttribute(marked))) continue;
    const first = element.getClientRects()[0];
    if (!first) continue;
    if (first.top >= badge.bottom) return false;
    if (Math.min(first.bottom, badge.bottom) - Math.max(first.top, badge.top) > badge.height / 3)
      return true;
  }
  return false;
}

/** Whether the first character after the badge's host lies under it, or touches it. */
function coversNext(host: Element, badge: DOMRect): boolean {
  const next = firstCharacterAfter(host);
  if (!next) return false;
  // Touching the next word reads as that word's warning: a little space either side counts too.
  const space = badge.height * 0.2;
  const across =
    Math.min(next.right, badge.right + space) - Math.max(next.left, badge.left - space) > 0;
  const sameLine =
    Math.min(next.bottom, badge.bottom) - Math.max(next.top, badge.top) >
    Math.min(next.height, badge.height) / 3;
  return across && sameLine;
}

/** The nearest ancestor laid out as a block (a paragraph, a cell, a list item). */
function blockOf(host: Element): Element | null {
  for (let at = host.parentElement; at; at = at.parentElement) {
    if (!getComputedStyle(at).display.startsWith('inline')) return at;
  }
  return null;
}

/** Where a block's lines may end: its content box's end edge. */
function contentEdge(block: Element, rtl: boolean): number {
  const box = block.getBoundingClientRect();
  const style = getComputedStyle(block);
  const zoom = (block as Element & { currentCSSZoom?: number }).currentCSSZoom || 1;
  const inset = (side: 'left' | 'right') =>
    (Number.parseFloat(style.getPropertyValue(`padding-${side}`)) +
      Number.parseFloat(style.getPropertyValue(`border-${side}-width`))) *
    zoom;
  return rtl ? box.left + inset('left') : box.right - inset('right');
}

/** Where the text after the host ends on the badge's own line. */
function lineEndAfter(host: Element, block: Element, badge: DOMRect, rtl: boolean): number {
  const range = document.createRange();
  range.setStartAfter(host);
  range.setEndAfter(block.lastChild ?? block);
  let end = rtl ? badge.right : badge.left;
  for (const box of range.getClientRects()) {
    const sameLine =
      Math.min(box.bottom, badge.bottom) - Math.max(box.top, badge.top) > badge.height / 3;
    if (!sameLine || box.width === 0) continue;
    end = rtl ? Math.min(end, box.left) : Math.max(end, box.right);
  }
  return end;
}

/** Whether the page shows nothing at the badge's place moved to `at`: only the block, or its ancestors. */
function isEmpty(block: Element, at: number, badge: DOMRect): boolean {
  const middle = badge.top + badge.height / 2;
  for (const x of [at + 1, at + badge.width / 2, at + badge.width - 1]) {
    const there = document.elementFromPoint(x, middle);
    if (there && !there.contains(block)) return false;
  }
  return true;
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
