import * as z from 'zod/mini';
import { RiskyVerdictSchema } from './lookup/verdict';
import { MAX_BATCH, type PagePortReply, type PagePortRequest } from './page-port';

/**
 * The page-protection channel's contract (page-port.ts): the background validates each request
 * a page sends and each reply it sends back against these. The types they infer must be the
 * channel's own (checked below), so the two files cannot drift apart.
 */

/**
 * A value: a host, address or number of up to 2 048 characters, and for a link whose text shows
 * a web address, a space and the host shown (at most 253 more).
 */
const Values = z
  .array(z.string().check(z.minLength(1), z.maxLength(2048 + 254)))
  .check(z.minLength(1), z.maxLength(MAX_BATCH));

export const PagePortRequestSchema = z.object({
  type: z.literal('ask'),
  forget: z.optional(Values),
  intent: z.optional(Values),
  visible: z.optional(Values),
  page: z.optional(Values),
});

const Answered = z.array(z.string()).check(z.maxLength(MAX_BATCH));

export const PagePortReplySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('verdicts'),
    risky: z.array(z.tuple([z.string(), RiskyVerdictSchema])).check(z.maxLength(MAX_BATCH)),
    settled: Answered,
    again: z.optional(Answered),
    paused: z.optional(Answered),
  }),
  z.object({ type: z.literal('ready') }),
]);

/** Fails to compile when a schema and the channel's type disagree, either way. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const schemasMatchTypes: [
  Same<z.infer<typeof PagePortRequestSchema>, PagePortRequest>,
  Same<z.infer<typeof PagePortReplySchema>, PagePortReply>,
] = [true, true];
