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
}

export const CLAIM_LIMITS = {
  text: 200,
  headings: 8,
  logos: 16,
  imageHosts: 16,
  host: 253,
} as const;
