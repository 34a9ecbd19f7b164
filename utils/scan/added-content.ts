import { ELEMENT_KINDS, type Reading } from './kinds';
import { EDITABLE_SELECTOR, mayHoldValues } from './targets';
import { walkWhat } from './text-finder';

/**
 * Flow: **which items** (added content) — the nodes one batch of changes added (often many
 * siblings, such as a feed's new cards) are small: one walk over each lists its items, its
 * text that may hold values, its editors and its open shadow roots at once.
 */
export interface AddedContent {
  items: Element[];
  text: Text[];
  editables: Element[];
}

export function listAdded(
  roots: readonly Node[],
  reading: Reading,
  isOurs: (node: Node) => boolean,
  onShadowRoot: (root: ShadowRoot) => void,
): AddedContent {
  const found: AddedContent = { items: [], text: [], editables: [] };
  const { options } = reading;
  const doc = roots[0]?.ownerDocument ?? document;
  const whatToShow = walkWhat(options);
  for (const root of roots) {
    if (isOurs(root) || insideEditable(root)) continue;
    if (root.nodeType === Node.TEXT_NODE) {
      if (mayHoldValues((root as Text).data, options)) found.text.push(root as Text);
      continue;
    }
    if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) {
      continue;
    }
    const walker = doc.createTreeWalker(root, whatToShow);
    for (let node: Node | null = root; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (mayHoldValues((node as Text).data, options)) found.text.push(node as Text);
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      const name = element.localName;
      if (ELEMENT_KINDS.some((kind) => kind.is(element, name))) found.items.push(element);
      else if (isEditable(element)) found.editables.push(element);
      if (element.shadowRoot) onShadowRoot(element.shadowRoot);
    }
  }
  return found;
}

/** What EDITABLE_SELECTOR matches. */
function isEditable(element: Element): boolean {
  const value = element.getAttribute('contenteditable');
  return value !== null && value !== 'false';
}

/** An added node inside (or being) an editor: none of it is read. */
function insideEditable(root: Node): boolean {
  const element = root.nodeType === Node.ELEMENT_NODE ? (root as Element) : root.parentElement;
  return Boolean(element?.closest(EDITABLE_SELECTOR));
}
