import * as z from 'zod/mini';

/** A part of an image, in the image's own pixels: the part of a tab's capture an image covers. */
export const CropSchema = z.object({
  x: z.number().check(z.minimum(0), z.maximum(100_000)),
  y: z.number().check(z.minimum(0), z.maximum(100_000)),
  width: z.number().check(z.positive(), z.maximum(100_000)),
  height: z.number().check(z.positive(), z.maximum(100_000)),
});
export type Crop = z.infer<typeof CropSchema>;

/** Ask the decoder (Chrome's offscreen document) to read the QR codes in one image. */
export const OffscreenQrSchema = z.object({
  type: z.literal('offscreen:qr'),
  /** A `data:` address (a capture, a pasted file) or the web address of an image. */
  image: z.string().check(z.minLength(1), z.maxLength(32 * 1024 * 1024)),
  crop: z.optional(CropSchema),
});
export type OffscreenQr = z.infer<typeof OffscreenQrSchema>;

/** A code found, and where in the image (for the tab scan's list). */
export const QrCodeSchema = z.object({
  text: z.string().check(z.maxLength(8192)),
  /** The code's top-left corner in the image, in its pixels. */
  at: z.object({ x: z.number(), y: z.number() }),
});
export type QrCode = z.infer<typeof QrCodeSchema>;

/** Why an image could not be read: its bytes could not be had, or they were not an image. */
export const QrReadSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), codes: z.array(QrCodeSchema).check(z.maxLength(32)) }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(['unreachable', 'not-an-image', 'too-large', 'too-slow']),
  }),
]);
export type QrRead = z.infer<typeof QrReadSchema>;
