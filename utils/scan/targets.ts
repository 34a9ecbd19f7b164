/**
 * Finding what to check on a page. Everything here only reads the DOM; the caller decides
 * what to mark, and only risky items are ever touched.
 */

/** Elements whose text is never scanned: code, forms, hidden templates, our own UI (editable
 * regions are recognised by their attribute, in isSkipped). */
const SKIP_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'TEXTAREA',
  'INPUT',
  'SELECT',
  'OPTION',
  'CODE',
  'PRE',
]);
const OWN_TAGS = new Set([
  'LINKWISE-BADGE',
  'LINKWISE-CHECK-CARD',
  'LINKWISE-TOAST',
  'LINKWISE-WARNING',
]);

export interface ScanOptions {
  pageHost: string;
  links: boolean;
  emails: boolean;
  phones: boolean;
}

/**
 * The host of an absolute http(s) URL as the browser serialised it (lowercase, punycode), by
 * plain string slicing: `link.hostname` and `link.protocol` would each resolve the URL again.
 */
export function hostOfHref(href: string): string {
  const start = href.indexOf('//') + 2;
  let end = href.length;
  for (const stop of ['/', '?', '#']) {
    const at = href.indexOf(stop, start);
    if (at !== -1 && at < end) end = at;
  }
  let authority = href.slice(start, end);
  authority = authority.slice(authority.lastIndexOf('@') + 1);
  if (authority.startsWith('[')) return authority.slice(0, authority.indexOf(']') + 1);
  const colon = authority.indexOf(':');
  return (colon === -1 ? authority : authority.slice(0, colon)).toLowerCase();
}

/** What one link points to, in the form the background normalises. */
export function linkCandidate(
  link: HTMLAnchorElement | HTMLAreaElement,
  options: ScanOptions,
): string | null {
  const href = link.href;
  if (href.startsWith('http://') || href.startsWith('https://')) {
    if (!options.links) return null;
    const host = hostOfHref(href);
    return host && host !== options.pageHost ? host : null;
  }
  if (href.startsWith('mailto:') && options.emails) {
    // mailto:a@x.com,b@y.com?subject=… → the first address; the query never leaves.
    const address = safeDecode(href.slice(7).split('?')[0]?.split(',')[0] ?? '').trim();
    return address ? `mailto:${address}` : null;
  }
  if (href.startsWith('tel:') && options.phones) {
    const number = safeDecode(href.slice(4)).trim();
    return number.startsWith('+') ? `tel:${number}` : null;
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface TextHit {
  node: Text;
  start: number;
  end: number;
  candidate: string;
}

const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** International numbers only: a plus, then 7 to 15 digits with common separators. */
const PHONE_IN_TEXT = /\+\d(?:[\s.-]?\(?\d\)?){6,16}/g;

/** Finds e-mail addresses and international phone numbers in one text node. */
export function textHits(node: Text, options: ScanOptions): TextHit[] {
  const text = node.data;
  const hits: TextHit[] = [];
  // Cheap pre-checks keep the regexes off the vast majority of text nodes.
  if (options.emails && text.includes('@')) {
    for (const match of text.matchAll(EMAIL_IN_TEXT)) {
      const start = match.index ?? 0;
      hits.push({ node, start, end: start + match[0].length, candidate: match[0] });
    }
  }
  if (options.phones && text.includes('+')) {
    for (const match of text.matchAll(PHONE_IN_TEXT)) {
      const start = match.index ?? 0;
      hits.push({ node, start, end: start + match[0].length, candidate: match[0] });
    }
  }
  return hits;
}

/** One thing found while walking, or a pause point so the caller can yield to the page. */
export type Found =
  | { type: 'link'; element: HTMLAnchorElement | HTMLAreaElement; candidate: string }
  | { type: 'text'; hit: TextHit }
  | { type: 'shadow'; root: ShadowRoot }
  | { type: 'pause' };

/** Nodes visited between pause points: small enough for 8 ms slices on slow machines. */
const NODES_PER_PAUSE = 256;

/**
 * Walks a subtree lazily: links, text hits and open shadow roots, with a pause every few
 * hundred nodes so a huge page is scanned in slices. Skipped regions are skipped whole
 * (FILTER_REJECT), so editors and code blocks cost nothing. Reads only.
 */
export function* walkSubtree(
  root: Node,
  options: ScanOptions,
  seen: WeakSet<Node>,
): Generator<Found> {
  const doc = root.ownerDocument ?? (root as Document);
  // No JS filter: a filter is a call into script for every node. Skipped subtrees are
  // stepped over by hand instead (next sibling, or the parent's next sibling).
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let visited = 0;
  let node: Node | null = walker.currentNode;
  while (node) {
    if (++visited % NODES_PER_PAUSE === 0) yield { type: 'pause' };
    if (node.nodeType === Node.ELEMENT_NODE && isSkipped(node as Element)) {
      node = nextOutside(walker, root);
      continue;
    }
    if (!seen.has(node)) {
      seen.add(node);
      if (node.nodeType === Node.TEXT_NODE) {
        const hits = textHits(node as Text, options);
        // Text inside a link is the link's business (its href is checked instead).
        if (hits.length > 0 && !node.parentElement?.closest('a')) {
          for (const hit of hits) yield { type: 'text', hit };
        }
      } else {
        const element = node as Element;
        if (element.shadowRoot) yield { type: 'shadow', root: element.shadowRoot };
        const tag = element.tagName;
        if ((tag === 'A' || tag === 'AREA') && element.hasAttribute('href')) {
          const candidate = linkCandidate(element as HTMLAnchorElement, options);
          if (candidate) yield { type: 'link', element: element as HTMLAnchorElement, candidate };
        }
      }
    }
    node = walker.nextNode();
  }
}

/**
 * Code, forms, templates, our own UI and editable regions are not scanned. Editability is read
 * from the attribute, not `isContentEditable`, which needs fresh style and would force a style
 * recalculation on a page we have just marked.
 */
function isSkipped(element: Element): boolean {
  const tag = element.tagName;
  if (SKIP_TAGS.has(tag) || OWN_TAGS.has(tag)) return true;
  const editable = element.getAttribute('contenteditable');
  return editable !== null && editable !== 'false';
}

/** Moves the walker past the current node's subtree; null when the walk is over. */
function nextOutside(walker: TreeWalker, root: Node): Node | null {
  for (let at: Node | null = walker.currentNode; at && at !== root; at = walker.parentNode()) {
    const sibling = walker.nextSibling();
    if (sibling) return sibling;
  }
  return null;
}
