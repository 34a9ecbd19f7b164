/**
 * What a page that asks for a secret shows of whose it is (content/claim-signals.ts reads it,
 * page-claim.ts judges it): never sent anywhere, only from the frame to the background. Each
 * field capped (CLAIM_LIMITS), and checked again by the background's schema (messaging.ts).
 */
export interface ClaimSignals {
  /** The document's title. */
  title: string;
  /** Headings before the first secret field (`h1`–`h3`, `legend`). */
  headings: string[];
  /** Logos before it: images' alt text, title and file name; inline SVGs' titles and labels. */
  logos: string[];
  /** Hosts those images and the favicon load from, other than the page's own. */
  imageHosts: string[];
  /** The favicon's file name, as words. */
  icon: string;
  /**
   * The hosts of the page's links to other sites, one for each address (a kit copied from the
   * real page keeps its links to the brand's help, terms and privacy pages). Absent until the
   * background asks for them.
   */
  linkHosts?: string[];
  /**
   * The hosts the page gives as its own address (`<link rel="canonical">`, `og:url`) when they
   * are not the host it is on: a copy keeps the real page's. Absent where no one read them.
   */
  homeHosts?: string[];
  /**
   * The host the secret's form is sent to, when it is not the host it is on and the page's head
   * does not give that host as its own: a copy keeps the real page's form (a kit takes the secret
   * by script and leaves the form as copied).
   */
  sendsTo?: string;
}

export const CLAIM_LIMITS = {
  text: 200,
  headings: 8,
  logos: 16,
  imageHosts: 16,
  linkHosts: 64,
  homeHosts: 2,
  host: 253,
} as const;

/** Words with their spaces folded, capped (CLAIM_LIMITS.text): what is sent and judged. */
export const clipClaimText = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, CLAIM_LIMITS.text);

/**
 * What the content script takes off the page (content/claim-signals.ts): words with their
 * spaces folded and capped (CLAIM_LIMITS.text), addresses as written up to their query; the
 * background reads it
 * into ClaimSignals (claim-page.ts), so a page pays for no parsing of addresses or file names.
 */
export interface ClaimPage {
  title: string;
  /** Headings before the first secret field, each with words in it. */
  headings: string[];
  /** Pictures before it (`img`, inline `svg`), in page order. */
  pictures: ClaimPicture[];
  /** The favicon's address, as the page wrote it up to its query. */
  icon: string;
  /**
   * The hosts of its links to other sites, as written, one for each address: sent only when the
   * background asks (no claim yet, which they could make).
   */
  linkHosts?: string[];
  /** The addresses it gives as its own (canonical link, `og:url`), as written up to the query. */
  home: string[];
  /** Where its secret's form is sent (its `action`), as written up to the query ('' for none). */
  sendsTo: string;
}

export interface ClaimPicture {
  /** What the picture says of itself: its alt, title and label, an SVG's title, joined. */
  said: string;
  /** Its address, as the page wrote it up to its query ('' for an inline SVG). */
  src: string;
  /** Where the button or link it sits in goes, when that has no words of its own. */
  link?: string;
}

export const CLAIM_PAGE_LIMITS = {
  /** An address as written up to its query (a `data:` one is sent as `data:` alone). */
  address: 2048,
  pictures: 200,
} as const;
