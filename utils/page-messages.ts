import * as z from 'zod/mini';
import { resultSchema } from './api/failures';
import { GuardSwitchesSchema } from './guards/guard-messages';
import { VerdictSchema } from './lookup/verdict';
import { PasswordModeSchema, WhoseSchema } from './passwords/password-schemas';
import { cleanText } from './text/clean';

/**
 * The content script's half of the message protocol: the contract, as schemas (the whole
 * protocol, messaging.ts, builds on this). The background validates every message a content
 * script sends and every reply it sends back against these; the content script itself imports
 * only their types (utils/content/send.ts), so no schema code runs in the page's process.
 */

/** What page protection may do in one tab, from the settings and the user's site list. */
export const PageConfigSchema = z.object({
  enabled: z.boolean(),
  links: z.boolean(),
  emails: z.boolean(),
  phones: z.boolean(),
  /** 1 = LOW … 4 = CRITICAL: items below it are not marked. */
  minSeverity: z.int().check(z.minimum(1), z.maximum(4)),
  /** The page's registrable domain: links within it are not looked up (the site check covers them). */
  site: z.nullable(z.string().check(z.maxLength(253))),
  /**
   * With "reveal short links" on: the shortener hosts whose links are asked about by their
   * address (the background reveals where they lead). Absent: links are asked about by host.
   */
  shorteners: z.optional(z.array(z.string().check(z.maxLength(253))).check(z.maxLength(200))),
});

/** An item's text as the popup lists it: one line, spaces folded, at most 80 characters. */
const cleanLabel = (label: string) => cleanText(label.replace(/\s+/g, ' '), 80);

/**
 * One page's report, as its top frame's content script sends it: the marks (at most 100 items
 * listed) and the page's own site as the background answered `site:check`.
 */
export const PageReportSchema = z.object({
  count: z.int().check(z.minimum(0), z.maximum(100_000)),
  items: z
    .array(
      z.object({
        value: z.string().check(z.maxLength(320)),
        level: z.string().check(z.maxLength(64)),
        /** The item's text on the page: the page's words, so cleaned like a service's. */
        label: z.pipe(z.string().check(z.maxLength(400)), z.transform(cleanLabel)),
      }),
    )
    .check(z.maxLength(100)),
  /** Links read so far (looked up, or known to need no lookup), and all links on the page. */
  checked: z.int().check(z.minimum(0)),
  links: z.int().check(z.minimum(0)),
  /** The page's own site; null until checked, or when it could not be. */
  site: z.nullable(VerdictSchema),
});
export type PageReport = z.infer<typeof PageReportSchema>;

/**
 * The background's answer to a page asking about its own site (`site:check`) and to the warning
 * page (`site:warning`): what to show, the host split for emphasis, and the verdict.
 */
export const SiteDecisionSchema = z.object({
  action: z.enum(['block', 'banner', 'none']),
  host: z.string(),
  lead: z.string(),
  registrable: z.string(),
  /** The site's verdict, whatever it is (the popup shows "no reports" too). */
  verdict: VerdictSchema,
});
export type SiteDecision = z.infer<typeof SiteDecisionSchema>;

/** A page's claim answered with an ask for its links, which alone could decide it (page-claim.ts). */
export const ClaimLinksWantedSchema = z.object({ action: z.literal('links') });

/** The outcome of a "Check with Linkwise": verdicts for each value found, or why none. */
export const CheckReportSchema = z.object({
  /** What the person selected or clicked, for the card's title (shortened). */
  subject: z.string().check(z.maxLength(200)),
  /** Danger first (lookup/danger-first.ts). */
  verdicts: z.array(VerdictSchema).check(z.maxLength(200)),
  /** "2 of 12 are reported scams.": read first. */
  summary: z.optional(z.string().check(z.maxLength(400))),
  /** Values found but not looked up yet (past the check's limit), as found. */
  notChecked: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(400))),
  refusal: z.optional(z.string()),
  /** How values were read ("Checked … without the extension 503."), or a short link's hops. */
  notes: z.optional(z.array(z.string().check(z.maxLength(400))).check(z.maxLength(8))),
  /** For each note, the part shown in bold (a QR code's web address: its host), or ''. */
  emphasis: z.optional(z.array(z.string().check(z.maxLength(253))).check(z.maxLength(8))),
  /** Text the card's copy button copies (what a QR code holds). */
  copy: z.optional(z.string().check(z.maxLength(8192))),
});
export type CheckReport = z.infer<typeof CheckReportSchema>;

/** Sent by the background to a tab's content script to show a check's card. */
export const CheckCardMessageSchema = z.object({
  type: z.literal('linkwise:check-card'),
  report: CheckReportSchema,
});
export type CheckCardMessage = z.infer<typeof CheckCardMessageSchema>;

/** Sent by the background to a tab's content script to confirm a quick shorten. */
export const ToastMessageSchema = z.object({
  type: z.literal('linkwise:toast'),
  text: z.string().check(z.maxLength(500)),
  tone: z.enum(['success', 'error']),
});
export type ToastMessage = z.infer<typeof ToastMessageSchema>;

/** Sent by the background to a tab: read and check the whole page now (the popup's button). */
export const CheckAllMessageSchema = z.object({ type: z.literal('linkwise:check-all') });
export type CheckAllMessage = z.infer<typeof CheckAllMessageSchema>;

/** Sent by the background to a tab: scroll to the nth marked item and show its card. */
export const RevealMessageSchema = z.object({
  type: z.literal('linkwise:reveal'),
  index: z.int().check(z.minimum(0)),
});
export type RevealMessage = z.infer<typeof RevealMessageSchema>;

/**
 * Sent by the background to a frame: the picture of the drawn code asked about as `qr:#index`
 * (utils/content/drawn-pictures.ts). The reply: an image address (`data:image/…`, or the http(s)
 * address of a background image), or null.
 */
export const DrawnCodeMessageSchema = z.object({
  type: z.literal('linkwise:drawn-code'),
  index: z.int().check(z.minimum(0)),
});
export type DrawnCodeMessage = z.infer<typeof DrawnCodeMessageSchema>;
export const DrawnCodeReplySchema = z.nullable(
  z.string().check(z.maxLength(8_000_000), z.regex(/^(https?:|data:image\/)/)),
);

/**
 * Sent by the background to a frame: the name each of these e-mail addresses is shown with, where
 * the page shows a sender as `Name <address>` (utils/content/sender-names.ts). The reply: the
 * pairs found; the names stay in the browser (only bare addresses are ever looked up).
 */
export const SenderNamesMessageSchema = z.object({
  type: z.literal('linkwise:sender-names'),
  addresses: z.array(z.string().check(z.maxLength(320))).check(z.maxLength(100)),
});
export type SenderNamesMessage = z.infer<typeof SenderNamesMessageSchema>;
export const SenderNamesReplySchema = z
  .array(
    z.object({
      address: z.string().check(z.maxLength(320)),
      name: z.string().check(z.maxLength(200)),
    }),
  )
  .check(z.maxLength(100));
export type SenderName = z.infer<typeof SenderNamesReplySchema>[number];

/**
 * The replies to every message a content script may send. The background accepts from content
 * scripts exactly these types (messaging.ts derives its list from here).
 */
export const PAGE_REPLIES = {
  'page:config': resultSchema(PageConfigSchema),
  'lookup:check': resultSchema(VerdictSchema),
  'lookup:trust': resultSchema(z.array(z.string())),
  'site:ignore': resultSchema(z.array(z.string())),
  'page:marked': resultSchema(z.object({ count: z.number() })),
  'site:check': resultSchema(SiteDecisionSchema),
  'page:claim': resultSchema(z.union([SiteDecisionSchema, ClaimLinksWantedSchema])),
  'site:continue': resultSchema(z.object({ host: z.string() })),
  'site:trust': resultSchema(z.object({ host: z.string() })),
  'site:leave': resultSchema(z.object({ left: z.enum(['back', 'new-tab']) })),
  'site:escalate': resultSchema(z.object({ host: z.string() })),
  'page:ui': resultSchema(z.object({ injected: z.boolean() })),
  'guard:config': resultSchema(GuardSwitchesSchema),
  'guard:clipboard': resultSchema(z.object({ warned: z.boolean() })),
  'guard:lock': resultSchema(z.object({ warned: z.boolean() })),
  'password:guard': resultSchema(PasswordModeSchema),
  'password:signed-in': resultSchema(z.object({ kept: z.boolean() })),
  'password:whose': resultSchema(WhoseSchema),
  'password:code': resultSchema(z.object({ warned: z.boolean() })),
  'password:use-anyway': resultSchema(z.object({ released: z.boolean() })),
};
export type PageMessageType = keyof typeof PAGE_REPLIES;

export type PageReply<T extends PageMessageType> = z.infer<(typeof PAGE_REPLIES)[T]>;
