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
 * - `link-text`: a link whose text names one site and leads to another;
 * - `page-claim`: a sign-in page whose title, logo or headings say it is a brand's, on a host that
 *   is none of the brand's (page-claim.ts);
 * - `sender-name`: a mail sender whose name says a brand or a domain its address does not
 *   belong to (`"Chase Bank" <alerts.chase.online@gmail.com>`);
 * - `sender-free-mail`: a company's or department's name on a free-mail address
 *   (`IT Helpdesk <it.helpdesk.desk@gmail.com>`), or a brand's on its own free-mail service
 *   (`"Microsoft" <x@hotmail.com>`).
 */
export const LOOKALIKE_REASONS = [
  'confusable',
  'typo',
  'address-in-name',
  'brand-and-words',
  'brand-on-shared-host',
  'brand-name',
  'link-text',
  'page-claim',
  'sender-name',
  'sender-free-mail',
  'sender-no-domain',
] as const;
export type LookalikeReason = (typeof LOOKALIKE_REASONS)[number];
/** A mail sender's reasons: what its name claims against its address, not a site imitated. */
export type SenderReason = Extract<LookalikeReason, `sender-${string}`>;
export const isSenderReason = (reason: LookalikeReason): reason is SenderReason =>
  reason.startsWith('sender-');

export interface LookalikeFinding {
  /**
   * The registrable domain it imitates (for `link-text`: the site the text names; for a
   * sender: the brand's site or the domain its name shows; for `sender-free-mail` the brand's site, none for a company's name).
   */
  imitates: string;
  reason: LookalikeReason;
  /** For a sender: what its name claims to be (`Chase`, `paypal.com`, `IT Helpdesk`). */
  claim?: string;
}
