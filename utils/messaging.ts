import { browser } from 'wxt/browser';
import { z } from 'zod';
import { type AppFailure, resultSchema } from './api/failures';
import { FeatureSchema, SentLogEntrySchema } from './lookup/sent-log';
import { RiskyVerdictSchema, VerdictSchema } from './lookup/verdict';
import { HistoryEntrySchema } from './shorten/history';
import { cleanText } from './text/clean';

const cleanLabel = (label: string) => cleanText(label, 120);

/**
 * One page's report, as its top frame's content script sends it: the marks (at most 100 items
 * listed) and the page's own site as the background answered `site:check`.
 */
export const PageReportSchema = z.object({
  count: z.number().int().min(0).max(100_000),
  items: z
    .array(
      z.object({
        value: z.string().max(320),
        level: z.string().max(64),
        /** The item's text on the page: the page's words, so cleaned like a service's. */
        label: z.string().max(120).transform(cleanLabel),
      }),
    )
    .max(100),
  /** The page's own site; null until checked, or when it could not be. */
  site: VerdictSchema.nullable(),
});
export type PageReport = z.infer<typeof PageReportSchema>;

/**
 * The background's answer to a page asking about its own site (`site:check`) and to the warning
 * page (`site:warning`): what to show, the host split for emphasis, and the risky verdict.
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

/** Sent by the background to a tab: scroll to the nth marked item and show its card. */
export const RevealMessageSchema = z.object({
  type: z.literal('linkwise:reveal'),
  index: z.number().int().min(0),
});

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
    value: z.string().min(1).max(2048),
    priority: z.enum(['user', 'visible', 'page']).default('page'),
    feature: FeatureSchema.default('page'),
  }),
  /** "Trust this": never look the value up or mark it again. */
  z.object({ type: z.literal('lookup:trust'), value: z.string().min(1).max(2048) }),
  z.object({ type: z.literal('lookup:untrust'), value: z.string().min(1).max(2048) }),
  /** "Don't check on this site": from a content script, always the sender's own site. */
  z.object({ type: z.literal('site:ignore'), host: z.string().min(1).max(253).optional() }),
  z.object({ type: z.literal('site:unignore'), host: z.string().min(1).max(253) }),
  /** What the page marked, for the toolbar badge and the popup's "On this page". */
  z.object({ type: z.literal('page:marked'), report: PageReportSchema }),
  /**
   * Site protection. From a content script, the site is always the sender's own (the browser's
   * record of its address); from the warning page, `url` names it.
   */
  z.object({ type: z.literal('site:check') }),
  z.object({ type: z.literal('site:warning'), url: z.string().min(1).max(8192) }),
  /**
   * "Continue to the site" (this browser session), or a dismissed banner. A content script may
   * name a link's address ("Continue anyway" on its click warning).
   */
  z.object({ type: z.literal('site:continue'), url: z.string().min(1).max(8192).optional() }),
  /** "Trust this site", after the person confirmed it. */
  z.object({ type: z.literal('site:trust'), url: z.string().min(1).max(8192).optional() }),
  /**
   * A page keeps taking Linkwise's warning down: the tab goes to the extension's own warning
   * page for its site (or for the link that was clicked, if `url`), which no page can touch.
   */
  z.object({ type: z.literal('site:escalate'), url: z.string().min(1).max(8192).optional() }),
  /** "Go back": back in the tab's history, else a new-tab page in its place. */
  z.object({
    type: z.literal('site:leave'),
    historyLength: z.number().int().min(0).max(100_000).default(1),
  }),
  /** The popup asks for the current tab's report, and to scroll to one item. */
  z.object({ type: z.literal('page:report'), tabId: z.number().int() }),
  z.object({
    type: z.literal('page:reveal'),
    tabId: z.number().int(),
    index: z.number().int().min(0),
  }),
  /** The "Sent to the lookup service" log, and clearing it. */
  z.object({ type: z.literal('lookup:sent-log') }),
  z.object({ type: z.literal('lookup:sent-log-clear') }),
  /**
   * Shorten a URL with the stored key. Extension pages only: the key stays in the background.
   * A destination with a scam record is not shortened unless `confirmRisky` says the person
   * saw the warning and chose to go ahead.
   */
  z.object({
    type: z.literal('shorten:create'),
    url: z.string().min(1).max(8192),
    confirmRisky: z.boolean().default(false),
  }),
  /** Try a service with the current settings. Extension pages only. */
  z.object({ type: z.literal('connection:test'), service: z.enum(['shorten', 'lookup']) }),
]);
export type Message = z.infer<typeof MessageSchema>;
/** What a sender writes; defaults are filled in when the background parses it. */
export type MessageInput = z.input<typeof MessageSchema>;
export type MessageType = Message['type'];

/** Messages a content script may send; everything else needs an extension page. */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<MessageType> = new Set([
  'page:config',
  'lookup:check',
  'lookup:trust',
  'site:ignore',
  'page:marked',
  'site:check',
  'site:continue',
  'site:trust',
  'site:leave',
  'site:escalate',
]);

/** A shortened link, or the scam record that stopped it. */
export const ShortenOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shortened'), entry: HistoryEntrySchema }),
  z.object({ kind: z.literal('risky'), verdict: RiskyVerdictSchema }),
]);
export type ShortenOutcome = z.infer<typeof ShortenOutcomeSchema>;

/** Sent by the background to a tab's content script to confirm a quick shorten. */
export const ToastMessageSchema = z.object({
  type: z.literal('linkwise:toast'),
  text: z.string().max(500),
  tone: z.enum(['success', 'error']),
});
export type ToastMessage = z.infer<typeof ToastMessageSchema>;

/** The outcome of a "Check with Linkwise": verdicts for each value found, or why none. */
export const CheckReportSchema = z.object({
  /** What the person selected or clicked, for the card's title (shortened). */
  subject: z.string().max(200),
  verdicts: z.array(VerdictSchema).max(10),
  refusal: z.string().optional(),
});
export type CheckReport = z.infer<typeof CheckReportSchema>;

/** Sent by the background to a tab's content script to show a check's card. */
export const CheckCardMessageSchema = z.object({
  type: z.literal('linkwise:check-card'),
  report: CheckReportSchema,
});

/** What page protection may do in one tab, from the settings and the user's site list. */
export const PageConfigSchema = z.object({
  enabled: z.boolean(),
  links: z.boolean(),
  emails: z.boolean(),
  phones: z.boolean(),
  /** 1 = LOW … 4 = CRITICAL: items below it are not marked. */
  minSeverity: z.number().int().min(1).max(4),
});

export const ResponseSchemas = {
  'page:config': resultSchema(PageConfigSchema),
  'lookup:check': resultSchema(VerdictSchema),
  'lookup:trust': resultSchema(z.array(z.string())),
  'page:marked': resultSchema(z.object({ count: z.number() })),
  'site:check': resultSchema(SiteDecisionSchema),
  'site:warning': resultSchema(SiteDecisionSchema),
  'site:continue': resultSchema(z.object({ host: z.string() })),
  'site:trust': resultSchema(z.object({ host: z.string() })),
  'site:leave': resultSchema(z.object({ left: z.enum(['back', 'new-tab']) })),
  'site:escalate': resultSchema(z.object({ host: z.string() })),
  'page:report': resultSchema(PageReportSchema.nullable()),
  'page:reveal': resultSchema(z.object({ shown: z.boolean() })),
  'lookup:untrust': resultSchema(z.array(z.string())),
  'site:ignore': resultSchema(z.array(z.string())),
  'site:unignore': resultSchema(z.array(z.string())),
  'lookup:sent-log': resultSchema(z.array(SentLogEntrySchema)),
  'lookup:sent-log-clear': resultSchema(z.array(SentLogEntrySchema)),
  'shorten:create': resultSchema(ShortenOutcomeSchema),
  'connection:test': resultSchema(z.object({ host: z.string(), detail: z.string() })),
} satisfies Record<MessageType, z.ZodType>;

export type ResponseFor<T extends MessageType> = z.infer<(typeof ResponseSchemas)[T]>;

const UNAVAILABLE: AppFailure = { kind: 'extension-unavailable' };

/**
 * Sends a message to the background and validates the reply. Never throws: a background that
 * is gone ("Extension context invalidated") or a malformed reply becomes a failure value.
 */
export async function sendMessage<T extends MessageInput>(
  message: T,
): Promise<ResponseFor<T['type']>> {
  const schema = ResponseSchemas[message.type as T['type']];
  try {
    const reply = schema.safeParse(await browser.runtime.sendMessage(message));
    if (reply.success) return reply.data as ResponseFor<T['type']>;
  } catch {
    // Falls through: the page outlived the extension, or the background is restarting.
  }
  return { ok: false, failure: UNAVAILABLE } as ResponseFor<T['type']>;
}
