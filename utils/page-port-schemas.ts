import * as z from 'zod/mini';
import { RiskyVerdictSchema } from './lookup/verdict';

import { MAX_BATCH } from './page-port';

/**
 * The page-protection channel's contract (page-port.ts): the background validates each request
 * a page sends and each reply it sends back against these.
 */

/**
 * A person pointing at, focusing or pressing a link first, then what is on screen, then the
 * rest of what is near (the lookup engine's priorities).
 */
export const PagePrioritySchema = z.enum(['intent', 'visible', 'page']);
export type PagePriority = z.infer<typeof PagePrioritySchema>;

/** Values to check. Asking again with `visible` moves a value that waits up the queue. */
export const PagePortRequestSchema = z.object({
  type: z.literal('check'),
  priority: PagePrioritySchema,
  values: z
    .array(z.string().check(z.minLength(1), z.maxLength(2048)))
    .check(z.minLength(1), z.maxLength(MAX_BATCH)),
});
export type PagePortRequest = z.infer<typeof PagePortRequestSchema>;

/**
 * Answers. The page only ever acts on risky verdicts, so only those travel in full; every other
 * answer (no record, trusted, unavailable) is just the value, so the page can forget it.
 */
export const PagePortReplySchema = z.object({
  type: z.literal('verdicts'),
  risky: z.array(z.tuple([z.string(), RiskyVerdictSchema])).check(z.maxLength(MAX_BATCH)),
  settled: z.array(z.string()).check(z.maxLength(MAX_BATCH)),
});
export type PagePortReply = z.infer<typeof PagePortReplySchema>;
