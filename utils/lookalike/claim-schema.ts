import * as z from 'zod/mini';
import { CLAIM_LIMITS, CLAIM_PAGE_LIMITS, type ClaimPage } from './claim-signals';

const text = z.string().check(z.maxLength(CLAIM_LIMITS.text));

const address = z.string().check(z.maxLength(CLAIM_PAGE_LIMITS.address));

/** What a page showed, its addresses as written, as the background accepts it from a frame. */
export const ClaimPageSchema = z.object({
  title: text,
  headings: z.array(text).check(z.maxLength(CLAIM_LIMITS.headings)),
  pictures: z
    .array(
      z.object({
        said: text,
        src: address,
        link: z.optional(address),
      }),
    )
    .check(z.maxLength(CLAIM_PAGE_LIMITS.pictures)),
  icon: address,
  home: z.array(address).check(z.maxLength(CLAIM_LIMITS.homeHosts)),
  sendsTo: address,
  linkHosts: z.optional(
    z
      .array(z.string().check(z.maxLength(CLAIM_LIMITS.host)))
      .check(z.maxLength(CLAIM_LIMITS.linkHosts)),
  ),
}) satisfies z.ZodMiniType<ClaimPage>;
