import * as z from 'zod/mini';
import { CLAIM_LIMITS, type ClaimSignals } from './claim-signals';

const text = z.string().check(z.maxLength(CLAIM_LIMITS.text));

/** What a page showed of whose it is, as the background accepts it from a frame. */
export const ClaimSignalsSchema = z.object({
  title: text,
  headings: z.array(text).check(z.maxLength(CLAIM_LIMITS.headings)),
  logos: z.array(text).check(z.maxLength(CLAIM_LIMITS.logos)),
  imageHosts: z
    .array(z.string().check(z.maxLength(CLAIM_LIMITS.host)))
    .check(z.maxLength(CLAIM_LIMITS.imageHosts)),
  icon: text,
}) satisfies z.ZodMiniType<ClaimSignals>;
