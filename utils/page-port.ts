import { z } from 'zod';
import { RiskyVerdictSchema } from './lookup/verdict';

/**
 * The page-protection channel: one long-lived port per page instead of one message per value,
 * so checking thousands of values costs a few messages, not thousands.
 */
export const PAGE_PORT = 'linkwise-page';
export const MAX_BATCH = 200;

/** On screen first, then the rest of the page (the lookup engine's priorities). */
export const PagePrioritySchema = z.enum(['visible', 'page']);
export type PagePriority = z.infer<typeof PagePrioritySchema>;

/** Values to check. Asking again with `visible` moves a value that waits up the queue. */
export const PagePortRequestSchema = z.object({
  type: z.literal('check'),
  priority: PagePrioritySchema,
  values: z.array(z.string().min(1).max(2048)).min(1).max(MAX_BATCH),
});
export type PagePortRequest = z.infer<typeof PagePortRequestSchema>;

/**
 * Answers. The page only ever acts on risky verdicts, so only those travel in full; every other
 * answer (no record, trusted, unavailable) is just the value, so the page can forget it.
 */
export const PagePortReplySchema = z.object({
  type: z.literal('verdicts'),
  risky: z.array(z.tuple([z.string(), RiskyVerdictSchema])).max(MAX_BATCH),
  settled: z.array(z.string()).max(MAX_BATCH),
});
export type PagePortReply = z.infer<typeof PagePortReplySchema>;
