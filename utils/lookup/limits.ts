/**
 * Test builds only: e2e scenarios that last minutes in life (an outage, a minute's budget, a
 * 5-minute circuit) run on a build whose waits are scaled down (`WXT_TIME_SCALE=0.05` makes a
 * minute 3 s). Every other build, and unit tests (fake timers), use the real constants.
 */
// `?.`: plain Node (the benchmarks under tsx) has no import.meta.env.
const TIME_SCALE = timeScale(import.meta.env?.WXT_TIME_SCALE);

function timeScale(raw: string | undefined): number {
  const scale = Number(raw);
  return raw && Number.isFinite(scale) && scale > 0 && scale <= 1 ? scale : 1;
}

const scaled = (ms: number) => Math.round(ms * TIME_SCALE);

/**
 * Every number the lookup engine obeys, in one place. The lookup service bans IPs that abuse
 * it (spec §8) and publishes no numeric limits, so these are deliberately conservative.
 */
export const LOOKUP_LIMITS = {
  /** How long a "record found" answer is reused. */
  foundTtlMs: 24 * 60 * 60 * 1000,
  /** How long a "no record" answer is reused (shorter: new scams get reported). */
  noRecordTtlMs: 6 * 60 * 60 * 1000,
  /** Answers kept; the least recently used go first. */
  cacheMaxEntries: 20_000,
  /** Requests open at once, across every tab and feature. */
  maxInFlight: 2,
  /** Requests per rolling minute; users may set a lower number, never a higher one. */
  maxPerMinute: 60,
  /**
   * The rolling minute. A request holds its place in it from when it is sent until a minute
   * after its answer arrived, so the service, whenever it counts a request's arrival, never
   * sees more than `maxPerMinute` in any minute.
   */
  minuteMs: scaled(60_000),
  /**
   * The share of each minute's budget that page protection may not spend: it is kept for the
   * sites a person opens (site protection) and the checks they ask for, so those never wait
   * for a busy page. 0.2 of 60 leaves page work 48 a minute.
   */
  reservedForPeopleShare: 0.2,
  /**
   * Looking ahead (what is near the screen but not on it) may go only while the minute's sends
   * are under this share (30 of 60): what comes on screen next always has headroom.
   */
  aheadShareOfMinute: 0.5,
  /**
   * The share of each minute's budget one page's work may spend (30 of 60; a tab loading
   * another page starts a new share): a page full of new links never takes the whole minute,
   * so the next page has room too.
   */
  tabShareOfMinute: 0.5,
  /** One request's time limit, headers and body together. */
  timeoutMs: scaled(5_000),
  /** First wait after a failure without Retry-After; doubles per failure, with jitter. */
  backoffBaseMs: scaled(2_000),
  backoffMaxMs: scaled(5 * 60 * 1000),
  /**
   * This many failures in a row stop all requests for `circuitFirstMs`… Requests already in
   * flight when the circuit opens belong to that trip: their failures do not open it again.
   */
  circuitThreshold: 3,
  circuitFirstMs: scaled(5 * 60 * 1000),
  /** …doubling on each further trip, up to this, until one request succeeds. */
  circuitMaxMs: scaled(30 * 60 * 1000),
  /** A Retry-After longer than this is treated as this (a bad header must not stop us for good). */
  maxRetryAfterMs: 6 * 60 * 60 * 1000,
  /** Page checks wait in the queue through a short pause; past this they fail at once. */
  maxQueuedWaitMs: scaled(30_000),
  /** Values kept in the "Sent to the lookup service" log. */
  sentLogMax: 200,
} as const;
