import type { LookupEngine } from '../../lookup/engine';
import type { Verdict } from '../../lookup/verdict';
import type { PagePriority } from '../../page-port';
import { DRAWN_VALUE } from '../../qr/drawn-codes';
import { readPayload, valuesOfPayload } from '../../qr/payload';
import type { QrRead } from '../../qr/qr-schemas';

/**
 * QR codes in a page's images (kinds.ts asks about an image by its address, `qr:…`). The image
 * is read where decoding runs (read-qr.ts), each address once an hour; what its codes lead to is
 * looked up as the page's own values are, and the answer is the worst verdict among them, so the
 * image is marked like a link to that scam. An image with no code, or none to be had, is settled
 * (never asked again). Reading has a budget of its own, so a gallery cannot keep the decoder
 * busy: images past it wait their turn (first asked, first read), a bounded number of them.
 */

/** Images read a minute, for all pages together; past it an image waits for the next slot. */
export const QR_READS_PER_MINUTE = 60;
/** Images waiting for a slot at most; past that one is answered "later" (asked again when near). */
const QR_WAITING_MAX = 200;
const READ_FOR_MS = 60 * 60 * 1000;
const FAILED_READ_FOR_MS = 60 * 1000;
const READ_MAX = 500;

/** Where the page is asking from, and how to have a code it drew handed over (drawn-codes.ts). */
export interface PageQrContext {
  priority: PagePriority;
  tabId?: number;
  incognito?: boolean;
  /** The picture of the page's drawn code `qr:#index`, or null. */
  drawnPicture?: (index: number) => Promise<string | null>;
}

export interface PageQrDeps {
  engine: LookupEngine;
  readQr: (image: string) => Promise<QrRead>;
  defaultRegion: () => Promise<string | null>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Not now: the page asks again when the image is next near (asking.ts). */
const later = (value: string): Verdict => ({
  kind: 'unavailable',
  value,
  failure: { kind: 'cancelled' },
});

const settledUnread = (value: string, reason: string): Verdict => ({
  kind: 'unavailable',
  value,
  failure: { kind: 'invalid-input', reason },
});

export function createPageQr(deps: PageQrDeps) {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let reads: number[] = [];
  let waiting = 0;
  const known = new Map<string, { texts: string[]; at: number }>();

  /** A slot in this minute's reads, waiting for one if need be; false when too many wait. */
  async function slot(): Promise<boolean> {
    if (waiting >= QR_WAITING_MAX) return false;
    waiting++;
    try {
      for (;;) {
        reads = reads.filter((at) => now() - at < 60_000);
        if (reads.length < QR_READS_PER_MINUTE) {
          reads.push(now());
          return true;
        }
        await sleep(Math.max(50, 60_000 - (now() - reads[0]!)));
      }
    } finally {
      waiting--;
    }
  }

  /**
   * The codes' texts in an image, read at most once an hour: by its address, or for a picture
   * handed over as data (a drawn code) by its SHA-256, so a page cannot pass off another
   * picture as one read before. `slotTaken`: the caller already has this read's slot.
   */
  async function textsOf(image: string, slotTaken = false): Promise<string[] | null> {
    const key = image.startsWith('data:') ? await sha256(image) : image;
    const kept = known.get(key);
    if (kept && now() - kept.at < READ_FOR_MS) return kept.texts;
    if (!slotTaken && !(await slot())) return null;
    const read = await deps.readQr(image);
    const texts = read.ok ? [...new Set(read.codes.map((code) => code.text))].slice(0, 4) : [];
    // A picture that could not be read is tried again after a minute, not an hour.
    known.set(key, { texts, at: read.ok ? now() : now() - READ_FOR_MS + FAILED_READ_FOR_MS });
    if (known.size > READ_MAX) known.delete(known.keys().next().value!);
    return texts;
  }

  /**
   * The texts of `qr:<address>`, or of `qr:#n`, a code the page drew: its picture is handed
   * over only once it has a slot, so a page of a thousand canvases costs a minute's budget of
   * pictures, never a thousand at once. `undefined`: no picture to read.
   */
  async function textsFor(value: string, context: PageQrContext) {
    const drawn = DRAWN_VALUE.exec(value);
    if (!drawn) return textsOf(value.slice(3));
    if (!(await slot())) return null;
    const picture = await context.drawnPicture?.(Number(drawn[1]));
    return picture ? textsOf(picture, true) : undefined;
  }

  /** The verdict for `qr:<image address>` or `qr:#n`: where its codes lead, the worst first. */
  async function verdictFor(value: string, context: PageQrContext): Promise<Verdict> {
    const texts = await textsFor(value, context);
    if (texts === undefined) return settledUnread(value, 'no picture to read');
    if (!texts) return later(value);
    const region = await deps.defaultRegion();
    const asked = texts.flatMap((text) =>
      valuesOfPayload(readPayload(text), region)
        .slice(0, 2)
        .map((found) => found.value),
    );
    if (asked.length === 0) return settledUnread(value, 'no QR code to check');
    const verdicts = await Promise.all(
      asked.map((found) =>
        deps.engine.check(found, {
          priority: context.priority,
          tabId: context.tabId,
          incognito: context.incognito,
          feature: 'page',
        }),
      ),
    );
    const risky = verdicts
      .filter((verdict) => verdict.kind === 'risky')
      .sort((a, b) => b.severity - a.severity);
    // A paused lookup goes back as paused, so the page asks again when lookups resume.
    return risky[0] ?? verdicts.find((verdict) => verdict.kind === 'unavailable') ?? verdicts[0]!;
  }

  return { verdictFor };
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
