/**
 * The names Linkwise's elements and attributes take in a page. A page must neither tell that
 * Linkwise is there (a scam page would show itself only to people without it) nor aim anything
 * at Linkwise's elements by name: a style sheet could target them, and a page that defines a
 * custom element of a host's name has its own constructor run on the host when Linkwise creates
 * it, free to take the shadow root first and leave the warning nowhere to go.
 *
 * So in store builds every name is drawn at random, once per frame, and names nothing (a tag
 * like `x5kq0d-7tma`, an attribute like `data-t3z9wq1h`). e2e and benchmark builds keep readable
 * names, which their tests select by and their hostile pages attack by name: a stronger page
 * than a real one, which cannot know them.
 */
export interface PageNames {
  /** Host elements, one tag per surface. */
  badge: string;
  clickWarning: string;
  checkCard: string;
  toast: string;
  siteWarning: string;
  siteBanner: string;
  typingHold: string;
  /** On a marked item: the level exactly as the service sent it. */
  riskAttribute: string;
  /** On a surface's host: which surface, or what a card says (kinds, never values). */
  siteAttribute: string;
  typingAttribute: string;
  checkAttribute: string;
  toastAttribute: string;
}

const READABLE: PageNames = {
  badge: 'linkwise-badge',
  clickWarning: 'linkwise-warning',
  checkCard: 'linkwise-check-card',
  toast: 'linkwise-toast',
  siteWarning: 'linkwise-site-warning',
  siteBanner: 'linkwise-site-banner',
  typingHold: 'linkwise-typing-hold',
  riskAttribute: 'data-linkwise-risk',
  siteAttribute: 'data-linkwise-site',
  typingAttribute: 'data-linkwise-typing',
  checkAttribute: 'data-linkwise-check',
  toastAttribute: 'data-linkwise-toast',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

/** `length` random characters, the first a letter (as a tag's and an attribute's must be). */
function randomWord(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes]
    .map((byte, at) => {
      const alphabet = at === 0 ? LETTERS : LETTERS_AND_DIGITS;
      return alphabet[byte % alphabet.length];
    })
    .join('');
}

/**
 * Fresh random names, each different. A tag holds a hyphen, as a shadow host's own tag must
 * (only such names, and a few HTML elements, may carry a shadow root); no name the HTML standard
 * reserves has six characters before its hyphen.
 */
export function drawPageNames(): PageNames {
  const drawn = new Set<string>();
  const unique = (draw: () => string): string => {
    let name = draw();
    while (drawn.has(name)) name = draw();
    drawn.add(name);
    return name;
  };
  const tag = () => unique(() => `${randomWord(6)}-${randomWord(4)}`);
  const attribute = () => unique(() => `data-${randomWord(8)}`);
  return {
    badge: tag(),
    clickWarning: tag(),
    checkCard: tag(),
    toast: tag(),
    siteWarning: tag(),
    siteBanner: tag(),
    typingHold: tag(),
    riskAttribute: attribute(),
    siteAttribute: attribute(),
    typingAttribute: attribute(),
    checkAttribute: attribute(),
    toastAttribute: attribute(),
  };
}

/**
 * This frame's names. The content script and the UIs injected later are bundles of their own in
 * one isolated world: they share the names through that world's global, out of any page's reach.
 */
export function pageNames(): PageNames {
  if (import.meta.env.WXT_E2E_HOOKS === 'true' || import.meta.env.WXT_BENCH === 'true')
    return READABLE;
  const world = globalThis as { __pageNames?: PageNames };
  world.__pageNames ??= drawPageNames();
  return world.__pageNames;
}
