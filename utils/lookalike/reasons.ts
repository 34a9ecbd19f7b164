/**
 * Why a name looks like a trusted site's, in one short code (the CLI prints it; the UI words it).
 * Kept apart from the check itself so verdict schemas can name the codes without bundling the
 * check and its lists (the content script reads verdicts too).
 * - `confusable`: the same name to the eye, in other characters (`pаypal` with a Cyrillic а,
 *   `rnicrosoft`, `examp1e`);
 * - `typo`: one typing slip away from a popular name (`paypa.com`, `gogle.com`, `amazno.com`);
 * - `address-in-name`: the trusted address written into another site's name
 *   (`paypal.com.account-verify.top`, `paypal-com-login.xyz`);
 * - `brand-and-words`: the brand joined with sign-in words (`amazon-secure-login.info`);
 * - `brand-on-shared-host`: the brand as someone's page on a shared host or dynamic DNS
 *   (`appleid-signin.netlify.app`);
 * - `brand-name`: the brand's own name under a suffix the brand does not own (`bittrex.cam`);
 * - `link-text`: a link whose text names one site and leads to another.
 */
export const LOOKALIKE_REASONS = [
  'confusable',
  'typo',
  'address-in-name',
  'brand-and-words',
  'brand-on-shared-host',
  'brand-name',
  'link-text',
] as const;
export type LookalikeReason = (typeof LOOKALIKE_REASONS)[number];

export interface LookalikeFinding {
  /** The registrable domain it imitates (for `link-text`: the site the text names). */
  imitates: string;
  reason: LookalikeReason;
}
