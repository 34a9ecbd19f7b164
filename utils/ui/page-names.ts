/**
 * The names Linkwise's elements and attributes take in a page. A page must neither tell that
 * Linkwise is there (a scam page would show itself only to people without it) nor aim anything
 * at Linkwise's elements by name: a style sheet could target them, and a page that defines a
 * custom element of a host's name has its own constructor run on every host of that name
 * Linkwise creates afterwards, free to take the shadow root first and leave the warning nowhere
 * to go.
 *
 * So in store builds every host gets a tag of its own, drawn at random (`x5kq0d-7tma`): one a
 * page has seen tells it nothing about the next. The attributes Linkwise sets are drawn once per
 * frame (`data-t3z9wq1h`); nothing can be built on an attribute's name. e2e and benchmark builds
 * keep readable names, which their tests select by and their hostile pages attack by name: a
 * stronger page than a real one, which cannot know them.
 */

/** Linkwise's shadow hosts, by what they hold. */
export type HostRole =
  | 'badge'
  | 'clickWarning'
  | 'checkCard'
  | 'toast'
  | 'siteWarning'
  | 'siteBanner'
  | 'guardWarning'
  | 'typingHold';

export interface PageAttributes {
  /** On a marked item: the level exactly as the service sent it. */
  risk: string;
  /** On a surface's host: which surface, or what a card says (kinds, never values). */
  site: string;
  typing: string;
  check: string;
  toast: string;
}

const READABLE_TAGS: Record<HostRole, string> = {
  badge: 'linkwise-badge',
  clickWarning: 'linkwise-warning',
  checkCard: 'linkwise-check-card',
  toast: 'linkwise-toast',
  siteWarning: 'linkwise-site-warning',
  siteBanner: 'linkwise-site-banner',
  guardWarning: 'linkwise-guard-warning',
  typingHold: 'linkwise-typing-hold',
};

const READABLE_ATTRIBUTES: PageAttributes = {
  risk: 'data-linkwise-risk',
  site: 'data-linkwise-site',
  typing: 'data-linkwise-typing',
  check: 'data-linkwise-check',
  toast: 'data-linkwise-toast',
};

const readableBuild = () =>
  import.meta.env.WXT_E2E_HOOKS === 'true' || import.meta.env.WXT_BENCH === 'true';

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
 * A fresh random tag. It holds a hyphen, as a shadow host's own tag must (only such names, and a
 * few HTML elements, may carry a shadow root); no name the HTML standard reserves has six
 * characters before its hyphen.
 */
export const randomTag = () => `${randomWord(6)}-${randomWord(4)}`;

/** The tag of a new host: drawn afresh for each one in store builds. */
export function hostTag(role: HostRole): string {
  return readableBuild() ? READABLE_TAGS[role] : randomTag();
}

/** Fresh random attribute names, each different. */
export function drawPageAttributes(): PageAttributes {
  const drawn = new Set<string>();
  const draw = (): string => {
    let name = `data-${randomWord(8)}`;
    while (drawn.has(name)) name = `data-${randomWord(8)}`;
    drawn.add(name);
    return name;
  };
  return { risk: draw(), site: draw(), typing: draw(), check: draw(), toast: draw() };
}

/**
 * This frame's attribute names. The content script and the UIs injected later are bundles of
 * their own in one isolated world: they share the names through that world's global, out of any
 * page's reach.
 */
export function pageAttributes(): PageAttributes {
  if (readableBuild()) return READABLE_ATTRIBUTES;
  const world = globalThis as { __pageAttributes?: PageAttributes };
  world.__pageAttributes ??= drawPageAttributes();
  return world.__pageAttributes;
}
