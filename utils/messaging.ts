import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { type AppFailure, resultSchema } from './api/failures';
import { LockTechniquesSchema, StoppedCommandSchema } from './guards/guard-messages';
import { RevealSchema } from './links/reveal';
import { ClaimPageSchema } from './lookalike/claim-schema';
import { LookupPauseSchema } from './lookup/backoff';
import { MAX_VALUES_PER_CHECK } from './lookup/check-limits';
import { FeatureSchema, SentLogEntrySchema } from './lookup/sent-log';
import { RiskyVerdictSchema, VerdictSchema } from './lookup/verdict';
import {
  PAGE_REPLIES,
  type PageMessageType,
  PageReportSchema,
  SiteDecisionSchema,
} from './page-messages';
import { UI_PARTS } from './page-ui-globals';
import {
  FingerprintSchema,
  KeptSiteViewSchema,
  SignedInSchema,
} from './passwords/password-schemas';
import { QrScanSchema } from './qr/qr-finding';
import { PolicyViewSchema } from './settings/policy';
import { SettingsSchema } from './settings/schema';
import { HistoryEntrySchema } from './shorten/history';

// The content script's half of the protocol lives in page-messages.ts (zod/mini, small): import
// its names from there (one name, one module: WXT's auto-imports list each once).

/**
 * The one message protocol between content scripts, extension pages and the background.
 * Every message is a zod schema; the background validates each one and its sender.
 */
export const MessageSchema = z.discriminatedUnion('type', [
  /** What page protection may do in the sender's tab (toggles, private-window rule). */
  z.object({ type: z.literal('page:config') }),
  /**
   * Check one value (a URL, hostname, e-mail or phone); normalised in the background. Content
   * scripts can ask for 'visible' or 'page' priority; 'user' is for extension pages.
   */
  z.object({
    type: z.literal('lookup:check'),
    value: z.string().check(z.minLength(1), z.maxLength(2048)),
    priority: z._default(z.enum(['user', 'visible', 'page']), 'page'),
    feature: z._default(FeatureSchema, 'page'),
  }),
  /**
   * A person's check of several values (a pasted message), from an extension page: the cached
   * answers, and up to CHECK_LIMIT lookups; null for what is not checked yet.
   */
  z.object({
    type: z.literal('lookup:check-many'),
    values: z
      .array(z.string().check(z.minLength(1), z.maxLength(2048)))
      .check(z.minLength(1), z.maxLength(MAX_VALUES_PER_CHECK)),
    feature: z._default(FeatureSchema, 'popup'),
    /** The names the message shows its addresses with (`Chase Bank <…>`): judged, never sent. */
    senders: z._default(
      z
        .array(
          z.object({
            address: z.string().check(z.minLength(1), z.maxLength(320)),
            name: z.string().check(z.minLength(1), z.maxLength(200)),
          }),
        )
        .check(z.maxLength(MAX_VALUES_PER_CHECK)),
      [],
    ),
  }),
  /** "Trust this": never look the value up or mark it again. */
  z.object({
    type: z.literal('lookup:trust'),
    value: z.string().check(z.minLength(1), z.maxLength(2048)),
  }),
  z.object({
    type: z.literal('lookup:untrust'),
    value: z.string().check(z.minLength(1), z.maxLength(2048)),
  }),
  /** "Don't check on this site": from a content script, always the sender's own site. */
  z.object({
    type: z.literal('site:ignore'),
    host: z.optional(z.string().check(z.minLength(1), z.maxLength(253))),
  }),
  z.object({
    type: z.literal('site:unignore'),
    host: z.string().check(z.minLength(1), z.maxLength(253)),
  }),
  /** What the page marked, for the toolbar badge and the popup's "On this page". */
  z.object({ type: z.literal('page:marked'), report: PageReportSchema }),
  /**
   * Site protection. From a content script, the site is always the sender's own (the browser's
   * record of its address); from the warning page, `url` names it.
   */
  z.object({ type: z.literal('site:check') }),
  /**
   * A page that asks for a secret shows whose it is (content/claim-signals.ts): judged against
   * the sender's own site (the browser's record, never the message), on the device only.
   */
  z.object({ type: z.literal('page:claim'), page: ClaimPageSchema }),
  /**
   * The sender's frame needs the page UI (marks' cards, click and typing warnings) or the site
   * UI (the site warning and banner): the background injects that part.
   */
  z.object({ type: z.literal('page:ui'), part: z._default(z.enum(UI_PARTS), 'page') }),
  /**
   * The page guards (utils/guards/): which are on; a command the clipboard judge stopped; a page
   * the lock breaker broke out of. From the sender's own frame: the warning covers its tab.
   */
  z.object({ type: z.literal('guard:config') }),
  z.object({
    type: z.literal('guard:clipboard'),
    command: StoppedCommandSchema,
    // Written in a window the page opened (window.open), which closed itself (made-windows.ts).
    opened: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('guard:lock'), techniques: LockTechniquesSchema }),
  /**
   * Passwords kept with their own sites (utils/passwords/): the sender frame's mode, asked at its
   * start; a sign-in's fingerprints, kept for the sender's own site if it has earned them; whose a
   * fingerprint is (another site's: the tab is warned); a sign-in code stopped on a paste (the tab
   * is warned); and, from the warning, "use it here anyway", confirmed. Never a password.
   */
  z.object({ type: z.literal('password:guard') }),
  z.object({ type: z.literal('password:signed-in'), prints: SignedInSchema }),
  z.object({ type: z.literal('password:whose'), print: FingerprintSchema }),
  z.object({ type: z.literal('password:code') }),
  z.object({ type: z.literal('password:use-anyway') }),
  /** Options: the sites kept passwords belong to (never a password), and forgetting them. */
  z.object({ type: z.literal('passwords:list') }),
  z.object({
    type: z.literal('passwords:forget'),
    site: z.nullable(z.string().check(z.minLength(1), z.maxLength(253))),
  }),
  z.object({
    type: z.literal('site:warning'),
    url: z.string().check(z.minLength(1), z.maxLength(8192)),
  }),
  /**
   * "Continue to the site" (this browser session), or a dismissed banner. A content script may
   * name a link's address ("Continue anyway" on its click warning).
   */
  z.object({
    type: z.literal('site:continue'),
    url: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
  }),
  /** "Trust this site", after the person confirmed it. */
  z.object({
    type: z.literal('site:trust'),
    url: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
  }),
  /**
   * A page keeps taking Linkwise's warning down: the tab goes to the extension's own warning
   * page for its site (or for the link that was clicked, if `url`), which no page can touch.
   */
  z.object({
    type: z.literal('site:escalate'),
    url: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
  }),
  /** "Go back": back in the tab's history, else a new-tab page in its place. */
  z.object({
    type: z.literal('site:leave'),
    historyLength: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 1),
  }),
  /** The popup asks for the current tab's report, and to scroll to one item. */
  z.object({ type: z.literal('page:report'), tabId: z.int() }),
  z.object({
    type: z.literal('page:reveal'),
    tabId: z.int(),
    index: z.int().check(z.minimum(0)),
  }),
  /** The popup's "Check the whole page": the tab reads the rest of its page now. */
  z.object({ type: z.literal('page:check-all'), tabId: z.int() }),
  /** The "Sent to the lookup service" log, and clearing it. */
  z.object({ type: z.literal('lookup:sent-log') }),
  z.object({ type: z.literal('lookup:sent-log-clear') }),
  /** Whether checking is paused after the service failed, until when, and when it resumed. */
  z.object({ type: z.literal('lookup:status') }),
  /**
   * Shorten a URL with the stored key. Extension pages only: the key stays in the background.
   * A destination with a scam record is not shortened unless `confirmRisky` says the person
   * saw the warning and chose to go ahead.
   */
  z.object({
    type: z.literal('shorten:create'),
    url: z.string().check(z.minLength(1), z.maxLength(8192)),
    confirmRisky: z._default(z.boolean(), false),
  }),
  /** The settings as they apply and the organisation's policy, without keys. Extension pages only. */
  z.object({ type: z.literal('settings:view') }),
  /**
   * "Where does this link lead?": a short link followed hop by hop (it contacts the shortener).
   * Extension pages only: a page must never make Linkwise fetch an address.
   */
  z.object({
    type: z.literal('link:reveal'),
    url: z.string().check(z.minLength(1), z.maxLength(2048)),
  }),
  /** "Scan this tab for QR codes": the visible part of the popup's tab. Extension pages only. */
  z.object({ type: z.literal('qr:scan-tab'), tabId: z.int() }),
  /** An image pasted or dropped into Check, as a `data:` address. Extension pages only. */
  z.object({
    type: z.literal('qr:read-image'),
    image: z
      .string()
      .check(z.maxLength(24 * 1024 * 1024), z.regex(/^data:image\/[\w.+-]+;base64,/)),
  }),
  /** Try a service with the current settings. Extension pages only. */
  z.object({ type: z.literal('connection:test'), service: z.enum(['shorten', 'lookup']) }),
]);
export type Message = z.infer<typeof MessageSchema>;
/** What a sender writes; defaults are filled in when the background parses it. */
export type MessageInput = z.input<typeof MessageSchema>;
export type MessageType = Message['type'];

/**
 * Messages a content script may send; everything else needs an extension page. The list is the
 * content script's own protocol (page-messages.ts), so the two cannot disagree.
 */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<MessageType> = new Set<PageMessageType>(
  Object.keys(PAGE_REPLIES) as PageMessageType[],
);

/** A shortened link, or the scam record that stopped it. */
export const ShortenOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shortened'), entry: HistoryEntrySchema }),
  z.object({ kind: z.literal('risky'), verdict: RiskyVerdictSchema }),
]);
export type ShortenOutcome = z.infer<typeof ShortenOutcomeSchema>;

export const ResponseSchemas = {
  ...PAGE_REPLIES,
  'site:warning': resultSchema(SiteDecisionSchema),
  'page:report': resultSchema(z.nullable(PageReportSchema)),
  'page:reveal': resultSchema(z.object({ shown: z.boolean() })),
  'page:check-all': resultSchema(z.object({ shown: z.boolean() })),
  'link:reveal': resultSchema(RevealSchema),
  'qr:scan-tab': resultSchema(QrScanSchema),
  'qr:read-image': resultSchema(QrScanSchema),
  'lookup:check-many': resultSchema(z.array(z.nullable(VerdictSchema))),
  'lookup:untrust': resultSchema(z.array(z.string())),
  'site:unignore': resultSchema(z.array(z.string())),
  'lookup:sent-log': resultSchema(z.array(SentLogEntrySchema)),
  'lookup:sent-log-clear': resultSchema(z.array(SentLogEntrySchema)),
  'lookup:status': resultSchema(LookupPauseSchema),
  'shorten:create': resultSchema(ShortenOutcomeSchema),
  'connection:test': resultSchema(z.object({ host: z.string(), detail: z.string() })),
  'settings:view': resultSchema(z.object({ settings: SettingsSchema, policy: PolicyViewSchema })),
  'passwords:list': resultSchema(z.array(KeptSiteViewSchema)),
  'passwords:forget': resultSchema(z.array(KeptSiteViewSchema)),
} satisfies Record<MessageType, z.core.$ZodType>;

export type ResponseFor<T extends MessageType> = z.infer<(typeof ResponseSchemas)[T]>;

const UNAVAILABLE: AppFailure = { kind: 'extension-unavailable' };

/**
 * Sends a message to the background and validates the reply (extension pages). Never throws: a
 * background that is gone ("Extension context invalidated") or a malformed reply becomes a
 * failure value.
 */
export async function sendMessage<T extends MessageInput>(
  message: T,
): Promise<ResponseFor<T['type']>> {
  const schema = ResponseSchemas[message.type as T['type']];
  try {
    const reply = z.safeParse(schema, await browser.runtime.sendMessage(message));
    if (reply.success) return reply.data as ResponseFor<T['type']>;
  } catch {
    // Falls through: the background is restarting, or the extension was updated.
  }
  return { ok: false, failure: UNAVAILABLE } as ResponseFor<T['type']>;
}
