/** The attribute on a badge's own host that turns it to the item's side at a viewport edge. */
export const EDGE_ATTRIBUTE = 'data-edge';

const waiting = new Set<Element>();

/**
 * A badge whose item ends at the viewport's edge would be cut off there: after the next frame
 * (layout is done, so the read forces nothing), each new badge past the edge is turned to sit
 * just before its anchor point instead, over the end of its own item rather than off screen.
 * Only Linkwise's own host gets the attribute; nothing of the page is touched.
 */
export function keepInView(host: Element): void {
  if (waiting.size === 0) {
    requestAnimationFrame(() => setTimeout(checkEdges, 0));
  }
  waiting.add(host);
}

function checkEdges(): void {
  const width = document.documentElement.clientWidth;
  // No layout (a document not rendered): nothing to measure against.
  if (width === 0) {
    waiting.clear();
    return;
  }
  for (const host of waiting) {
    if (!host.isConnected) continue;
    const x = host.getBoundingClientRect().left;
    const style = getComputedStyle(host);
    // The badge is about 1.2em wide (0.75em type, its padding, 0.15em from the item).
    const room = 1.3 * Number.parseFloat(style.fontSize);
    const rtl = style.direction === 'rtl';
    const cut = rtl ? x - room < 0 : x + room > width;
    if (cut) host.setAttribute(EDGE_ATTRIBUTE, '');
  }
  waiting.clear();
}
