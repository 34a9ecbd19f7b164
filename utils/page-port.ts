import { z } from 'zod';
import { VerdictSchema } from './lookup/verdict';

/**
 * The page-protection channel: one long-lived port per page instead of one message per value,
 * so checking thousands of values costs a few messages, not thousands.
 */
export const PAGE_PORT = 'linkwise-page';
export const MAX_BATCH = 200;

export const PagePortRequestSchema = z.object({
  type: z.literal('check'),
  values: z.array(z.string().min(1).max(2048)).min(1).max(MAX_BATCH),
});

export const PagePortReplySchema = z.object({
  type: z.literal('verdicts'),
  items: z.array(z.tuple([z.string(), VerdictSchema])).max(MAX_BATCH),
});
export type PagePortReply = z.infer<typeof PagePortReplySchema>;
