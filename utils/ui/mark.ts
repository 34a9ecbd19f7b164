import type { RiskyVerdict } from '../lookup/verdict';
import type { ItemText, TextSpan } from '../scan/mark-drawing';
import { createBadge } from './badge';
import { pageAttributes } from './page-names';

/** Underline colours by severity (the badge's own colours). */
const SEVERITY_COLOUR: Record<number, string> = {
  4: '#b42318',
  3: '#c4320a',
  2: '#b54708',
  1: '#667085',
};

/**
 * The item itself looks different from a safe one: a wavy underline in the severity colour.
 * Drawn by the browser without affecting layout, set inline with `!important` so no page rule
 * (not even its own `!important`) can cancel it. The page's own values of these properties are
 * kept, to be put back if the person trusts the value.
 */
const ITEM_STYLE = (colour: string): Array<[string, string]> => [
  ['text-decoration-line', 'underline'],
  ['text-decoration-style', 'wavy'],
  ['text-decoration-color', colour],
  // Thin and close to the text: on tightly set lines a lower, thicker wave reaches the line below.
  ['text-decoration-thickness', '1px'],
  ['text-decoration-skip-ink', 'none'],
  ['text-underline-offset', 'auto'],
];
const pageStyles = new WeakMap<Element, Array<[string, string, string]>>();

/**
 * A picture (a QR code: an image, an SVG, a canvas, a background) has no text to underline: an
 * outline inside its box, no reflow either.
 */
const IMAGE_STYLE = (colour: string): Array<[string, string]> => [
  ['outline', `3px solid ${colour}`],
  ['outline-offset', '-3px'],
];

function styleItem(item: Element, verdict: RiskyVerdict): void {
  const style = (item as HTMLElement).style;
  if (!style) return;
  const colour = SEVERITY_COLOUR[Math.round(verdict.severity)] ?? SEVERITY_COLOUR[3]!;
  const saved: Array<[string, string, string]> = [];
  const look = /^(a|area|span)$/.test(item.localName) ? ITEM_STYLE : IMAGE_STYLE;
  for (const [property, value] of look(colour)) {
    saved.push([property, style.getPropertyValue(property), style.getPropertyPriority(property)]);
    style.setProperty(property, value, 'important');
  }
  if (!pageStyles.has(item)) pageStyles.set(item, saved);
}

/** Takes a mark off an element that stays in the page: attribute and style, as they were. */
export function unmarkItem(item: Element): void {
  item.removeAttribute(pageAttributes().risk);
  const style = (item as HTMLElement).style;
  for (const [property, value, priority] of pageStyles.get(item) ?? []) {
    if (value) style.setProperty(property, value, priority);
    else style.removeProperty(property);
  }
  pageStyles.delete(item);
  if (style && style.length === 0) item.removeAttribute('style');
}

/**
 * Marks a link: one attribute, its underline, one badge host after it. `itemText` is the link's
 * text size when it differs from its surroundings (itemTextOf, read before any mark is written).
 * Returns the badge host.
 */
export function markLink(link: Element, verdict: RiskyVerdict, itemText?: ItemText): HTMLElement {
  link.setAttribute(pageAttributes().risk, verdict.level);
  styleItem(link, verdict);
  const badge = createBadge(link.ownerDocument, verdict, itemText);
  link.after(badge);
  return badge;
}

/**
 * Marks an e-mail address or phone number in text: wraps exactly its characters in a span and
 * puts a badge after it. Other pending hits of the same text node are moved to the node that
 * now holds their characters, so they can still be marked later. Returns the span.
 */
export function markText(
  hit: TextSpan,
  siblings: readonly TextSpan[],
  verdict: RiskyVerdict,
): HTMLElement {
  const doc = hit.node.ownerDocument;
  const original = hit.node;
  const middle = original.splitText(hit.start);
  const tail = middle.splitText(hit.end - hit.start);
  for (const other of siblings) {
    if (other === hit || other.node !== original || other.start < hit.end) continue;
    other.node = tail;
    other.start -= hit.end;
    other.end -= hit.end;
  }
  const span = doc.createElement('span');
  span.setAttribute(pageAttributes().risk, verdict.level);
  styleItem(span, verdict);
  middle.replaceWith(span);
  span.append(middle);
  span.after(createBadge(doc, verdict));
  return span;
}
