import * as z from 'zod/mini';
import { unwrapLink } from '../lookup/unwrap';
import { type Verdict, VerdictSchema } from '../lookup/verdict';

/**
 * Where a short link leads, found one hop at a time and only on a person's request: each hop's
 * host is looked up before the hop is taken, the request carries no cookies and no credentials,
 * and the first host that is not a shortener is the destination — looked up, never contacted.
 * Wrappers met on the way (a shortener that leads to google.com/url?q=…) are read locally.
 */

/** Requests to shorteners per reveal, at most (the issue: at most 5 hops). */
export const MAX_HOPS = 5;

/** Why the reveal stopped where it did. */
export const RevealStopSchema = z.enum([
  /** At the first host that is not a shortener: the destination, not contacted. */
  'destination',
  /** At a host the lookup service has reports for: not contacted. */
  'reported',
  /** A hop led back to an address already taken. */
  'loop',
  /** `MAX_HOPS` requests and still a shortener. */
  'too-many-hops',
  /** The shortener answered without a redirect (a page, an error, an expired link). */
  'no-redirect',
  /** The shortener could not be reached. */
  'unreachable',
]);
export type RevealStop = z.infer<typeof RevealStopSchema>;

export const RevealHopSchema = z.object({
  /** The address at this hop (shown with its host emphasised). */
  url: z.string().check(z.maxLength(2048)),
  host: z.string().check(z.maxLength(253)),
  /** The HTTP status the shortener answered with; absent for the last address (not contacted). */
  status: z.optional(z.int()),
  /** Wrappers read locally on the way to this address ("Google redirect"). */
  via: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(4))),
  verdict: VerdictSchema,
});
export type RevealHop = z.infer<typeof RevealHopSchema>;

export const RevealSchema = z.object({
  hops: z.array(RevealHopSchema).check(z.maxLength(MAX_HOPS + 1)),
  stop: RevealStopSchema,
});
export type Reveal = z.infer<typeof RevealSchema>;

/** One request to a shortener: its status and where it redirects (null: no redirect). */
export interface HopAnswer {
  status: number;
  location: string | null;
}

export interface RevealDeps {
  isShortener(host: string): boolean;
  /** The lookup of a host, as a person's check (cached and budgeted by the engine). */
  check(host: string): Promise<Verdict>;
  /** One request without cookies or credentials, not following the redirect. */
  fetchHop(url: string): Promise<HopAnswer>;
}

/** An address's host, or null when it is not a web address. */
function webHost(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null;
}

/** The address a wrapper names, and the wrappers read, or the address itself. */
function unwrapped(url: string): { url: string; via?: string[] } {
  const inner = unwrapLink(url);
  return inner ? { url: inner.destination, via: inner.via } : { url };
}

export async function revealShortLink(start: string, deps: RevealDeps): Promise<Reveal> {
  const hops: RevealHop[] = [];
  const taken = new Set<string>();
  let next = unwrapped(start);
  for (;;) {
    const host = webHost(next.url);
    if (!host) return { hops, stop: 'no-redirect' };
    const verdict = await deps.check(host);
    const hop: RevealHop = { url: next.url, host, verdict, ...(next.via ? { via: next.via } : {}) };
    hops.push(hop);
    if (verdict.kind === 'risky') return { hops, stop: 'reported' };
    if (!deps.isShortener(host)) return { hops, stop: 'destination' };
    if (taken.has(next.url)) return { hops, stop: 'loop' };
    if (taken.size >= MAX_HOPS) return { hops, stop: 'too-many-hops' };
    taken.add(next.url);
    let answer: HopAnswer;
    try {
      answer = await deps.fetchHop(next.url);
    } catch {
      return { hops, stop: 'unreachable' };
    }
    hop.status = answer.status;
    const isRedirect = answer.status >= 300 && answer.status < 400 && answer.location;
    if (!isRedirect || !URL.canParse(answer.location!, next.url)) {
      return { hops, stop: 'no-redirect' };
    }
    // A relative Location is resolved against the hop that sent it.
    next = unwrapped(new URL(answer.location!, next.url).href);
  }
}
