/**
 * Finding what to check on a page. Everything here only reads the DOM; the caller decides
 * what to mark, and only risky items are ever touched.
 */

/** Elements whose text is never scanned: code, forms, editors, hidden templates, our own UI. */
export const SKIP_SELECTOR =
  'script, style, noscript, template, textarea, input, select, option, code, pre, [contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"], linkwise-badge, linkwise-check-card, linkwise-toast, linkwise-warning';

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

/** What one link points to, in the form the background normalises. */
export function linkCandidate(
  link: HTMLAnchorElement | HTMLAreaElement,
  options: ScanOptions,
): string | null {
  const protocol = link.protocol;
  if (protocol === 'http:' || protocol === 'https:') {
    if (!options.links) return null;
    const host = link.hostname.toLowerCase();
    return host && host !== options.pageHost ? host : null;
  }
  const href = link.getAttribute('href') ?? '';
  if (protocol === 'mailto:' && options.emails) {
    // mailto:a@x.com,b@y.com?subject=… → the first address; the query never leaves.
    const address = decodeURIComponent(href.slice(7).split('?')[0]?.split(',')[0] ?? '').trim();
    return address ? `mailto:${address}` : null;
  }
  if (protocol === 'tel:' && options.phones) {
    const number = decodeURIComponent(href.slice(4)).trim();
    return number.startsWith('+') ? `tel:${number}` : null;
  }
  return null;
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
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as Element;
      const tag = element.tagName;
      if (SKIP_TAGS.has(tag) || OWN_TAGS.has(tag)) return NodeFilter.FILTER_REJECT;
      if ((element as HTMLElement).isContentEditable) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  let visited = 0;
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (++visited % NODES_PER_PAUSE === 0) yield { type: 'pause' };
    if (seen.has(node)) continue;
    seen.add(node);
    if (node.nodeType === Node.TEXT_NODE) {
      const hits = textHits(node as Text, options);
      // Text inside a link is the link's business (its href is checked instead).
      if (hits.length > 0 && !node.parentElement?.closest('a')) {
        for (const hit of hits) yield { type: 'text', hit };
      }
      continue;
    }
    const element = node as Element;
    if (element.shadowRoot) yield { type: 'shadow', root: element.shadowRoot };
    if ((element.tagName === 'A' || element.tagName === 'AREA') && element.hasAttribute('href')) {
      const candidate = linkCandidate(element as HTMLAnchorElement, options);
      if (candidate) yield { type: 'link', element: element as HTMLAnchorElement, candidate };
    }
  }
}
