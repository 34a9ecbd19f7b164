/**
 * Creates an element whose content is text only: every in-page UI of Linkwise builds its DOM
 * with this, so nothing from a page or the API is ever parsed as HTML.
 */
export function textElement<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}
