import { mayHoldValues, type ScanOptions } from './targets';

/**
 * The text nodes under `scope` that may hold an e-mail address (an `@`) or an international
 * phone number (a `+`), in page order. The browser's XPath engine tests every text node
 * natively, so script only ever meets the few that match: on a page of 20 000 text nodes that
 * is a few hundred, each of which would otherwise need a JS wrapper of its own. A TreeWalker
 * serves small added subtrees, and wherever XPath cannot run (shadow roots).
 */
export function textNodesWithValues(
  scope: Element | DocumentFragment,
  options: ScanOptions,
  wholePage: boolean,
): Text[] {
  const tests = [
    ...(options.emails ? ["contains(., '@')"] : []),
    ...(options.phones ? ["contains(., '+')"] : []),
  ];
  if (tests.length === 0) return [];
  const doc = scope.ownerDocument;
  // XPath has a fixed cost per query: worth it for a page, not for a few added nodes.
  if (wholePage && scope.nodeType === Node.ELEMENT_NODE && typeof doc?.evaluate === 'function') {
    try {
      const found = doc.evaluate(
        `.//text()[${tests.join(' or ')}]`,
        scope,
        null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      );
      const nodes: Text[] = [];
      for (let i = 0; i < found.snapshotLength; i++) nodes.push(found.snapshotItem(i) as Text);
      return nodes;
    } catch {
      // A document without a working XPath engine: walk instead.
    }
  }
  const nodes: Text[] = [];
  const walker = (doc ?? document).createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (mayHoldValues((node as Text).data, options)) nodes.push(node as Text);
  }
  return nodes;
}
