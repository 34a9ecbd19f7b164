import * as z from 'zod/mini';
import { VerdictSchema } from '../lookup/verdict';

/** One QR code as the popup and the card show it: what it holds, and what the lookups said. */
export const QrFindingSchema = z.object({
  kind: z.enum(['web', 'email', 'phone', 'sms', 'contact', 'wifi', 'text']),
  /** The code's text as shown (bounded, a Wi-Fi password left out). */
  shown: z.string().check(z.maxLength(400)),
  /** The whole text, for the copy button (a Wi-Fi code's network name only). */
  text: z.string().check(z.maxLength(8192)),
  /** The host of a web address, to emphasise in the shown text. */
  host: z.optional(z.string().check(z.maxLength(253))),
  verdicts: z.array(VerdictSchema).check(z.maxLength(5)),
});
export type QrFinding = z.infer<typeof QrFindingSchema>;

/** A read image: the codes in it, or the sentence saying why it could not be read. */
export const QrScanSchema = z.object({
  findings: z.array(QrFindingSchema).check(z.maxLength(32)),
  /** Set when no code could be read: the reason, in words. */
  problem: z.optional(z.string().check(z.maxLength(300))),
});
export type QrScan = z.infer<typeof QrScanSchema>;
