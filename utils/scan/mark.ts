import type { RiskyVerdict } from '../lookup/verdict';
import { createBadge } from '../ui/badge';

/** The attribute that marks a risky item; its value is the level exactly as the service sent it. */
export const RISK_ATTRIBUTE = 'data-linkwise-risk';

/** A text hit whose position stays right while other hits in the same node are marked. */
export interface TextSpan {
  node: Text;
  start: number;
  end: number;
}

/** Marks a link: one attribute, one badge host after it. Returns the badge host. */
export function markLink(link: Element, verdict: RiskyVerdict): HTMLElement {
  link.setAttribute(RISK_ATTRIBUTE, verdict.level);
  const badge = createBadge(link.ownerDocument, verdict);
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
  span.setAttribute(RISK_ATTRIBUTE, verdict.level);
  middle.replaceWith(span);
  span.append(middle);
  span.after(createBadge(doc, verdict));
  return span;
}
