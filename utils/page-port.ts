import type { RiskyVerdict } from './lookup/verdict';

/**
 * The page-protection channel: one long-lived port per page instead of one message per value,
 * so checking thousands of values costs a few messages, not thousands. The types live here, for
 * both sides; the zod schemas the background checks both ways against are in
 * page-port-schemas.ts, which only the background loads (the content script carries no zod).
 */
export const PAGE_PORT = 'linkwise-page';
export const MAX_BATCH = 200;

/**
 * A person pointing at, focusing or pressing a link first, then what is on screen, then the
 * rest of what is near (the lookup engine's priorities), most urgent first: the order a turn's
 * questions are sent and handled in.
 */
export const PAGE_PRIORITIES = ['intent', 'visible', 'page'] as const;
export type PagePriority = (typeof PAGE_PRIORITIES)[number];

/** Urgency of each page priority, most urgent first: asking again only ever moves a value up. */
export const PAGE_PRIORITY_RANK: Readonly<Record<PagePriority, number>> = {
  intent: 0,
  visible: 1,
  page: 2,
};

/**
 * From the page, one message per turn: questions withdrawn because their items are no longer
 * near (dropped from the queue, not sent later), then values to check by priority (asking again
 * more urgently moves a waiting value up). A read both withdraws and asks: one message for both
 * instead of one per kind (no measurable difference on the page bench, BENCHMARKS.md; fewer hops
 * all the same). Each list holds at most MAX_BATCH values: a larger turn is several messages.
 */
export type PagePortRequest = { type: 'ask'; forget?: string[] } & Partial<
  Record<PagePriority, string[]>
>;

/**
 * To the page. Answers: the page only ever acts on risky verdicts, so only those travel in
 * full; every other answer (no record, trusted, refused) is just the value. `again`: not checked
 * now (the tab's queue was full, or it was withdrawn): ask again when near. `paused`: the lookup
 * service failed or asked us to wait: ask again when near, after `ready`. `ready`: lookups may
 * go again.
 */
export type PagePortReply =
  | {
      type: 'verdicts';
      risky: Array<[string, RiskyVerdict]>;
      settled: string[];
      again?: string[];
      paused?: string[];
    }
  | { type: 'ready' };
export type PageVerdicts = Extract<PagePortReply, { type: 'verdicts' }>;
