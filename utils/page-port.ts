import type { PagePortReply, PagePortRequest, PagePriority } from './page-port-schemas';

/**
 * The page-protection channel: one long-lived port per page instead of one message per value,
 * so checking thousands of values costs a few messages, not thousands. The messages' schemas
 * are in page-port-schemas.ts, which only the background loads (it validates both ways).
 */
export const PAGE_PORT = 'linkwise-page';
export const MAX_BATCH = 200;

export type { PagePortReply, PagePortRequest, PagePriority };

/** Urgency of each page priority, most urgent first: asking again only ever moves a value up. */
export const PAGE_PRIORITY_RANK: Readonly<Record<PagePriority, number>> = {
  intent: 0,
  visible: 1,
  page: 2,
};
