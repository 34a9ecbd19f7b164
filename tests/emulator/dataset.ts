/**
 * The emulator's demo data: a few risky values of every kind and several risk levels. Anything
 * not listed has no record. Values are stored the way Linkwise normalises them.
 *
 * `type` values other than `phone` are not shown in the spec; `domain` and `email` are assumed.
 * Levels other than CRITICAL and statuses other than `verified_scam` are not shown either; the
 * data uses a few plausible ones plus deliberately odd ones, so clients prove they keep them.
 */
export interface DemoRecord {
  type: string;
  score: number;
  level: string;
  reports: number;
  status: string;
  lastUpdated: string;
}

const record = (
  type: string,
  level: string,
  score: number,
  reports: number,
  status = 'verified_scam',
): DemoRecord => ({ type, score, level, reports, status, lastUpdated: '2026-10-30T14:05:09.123Z' });

export const DEMO_RECORDS: Readonly<Record<string, DemoRecord>> = {
  'paypa1-secure-login.com': record('domain', 'CRITICAL', 98, 412),
  'crypto-doubler.net': record('domain', 'HIGH', 86, 97),
  'cheap-rolex-outlet.shop': record('domain', 'MEDIUM', 55, 14, 'suspected_scam'),
  'survey-prize-winner.info': record('domain', 'LOW', 23, 3, 'under_review'),
  'odd-level-deals.com': record('domain', 'SEVERE', 77, 8, 'community_flagged'),
  'hostile-strings-test.net': record(
    'domain',
    '<img src=x onerror=alert(1)>',
    61,
    5,
    `<b>bold</b> ${'very long status '.repeat(20)}— ‮RTL‬ 🚨`,
  ),
  'giftcard-refund-desk.com': record('domain', 'HIGH', 83, 61),
  'refunds@paypa1-secure-login.com': record('email', 'CRITICAL', 95, 120),
  'prince.adebayo@mail-inheritance.org': record('email', 'HIGH', 81, 44),
  '+18005550199': record('phone', 'CRITICAL', 97, 310),
  // Sites for site protection (the browsers in the tests send *.top to the emulator). Each
  // scenario has its own host, so one's trust or "continue" never changes another's.
  'paypal.com.secure-login.top': record('domain', 'CRITICAL', 96, 388),
  'parcel-fee.top': record('domain', 'HIGH', 84, 57),
  'prize-claim.top': record('domain', 'CRITICAL', 92, 131),
  'ignored-scam.top': record('domain', 'CRITICAL', 90, 40),
  'frame-scam.top': record('domain', 'CRITICAL', 91, 22),
  'cheap-deals.top': record('domain', 'MEDIUM', 52, 9, 'suspected_scam'),
  'odd-level-site.top': record('domain', 'SEVERE', 75, 12, 'community_flagged'),
  // A lying answer: direction overrides and zero-width characters in its level and status.
  'bidi-trick.top': record(
    'domain',
    'HIGH\u202E\u200B',
    70,
    6,
    'verified\u200B_scam \u202Egnp.exe\u202C',
  ),
  '+447700900123': record('phone', 'HIGH', 79, 52),
  '+33612345678': record('phone', 'MEDIUM', 48, 6, 'suspected_scam'),
};

/** Values that are known to have no record, used by the demo page and tests. */
export const DEMO_SAFE_VALUES = [
  'wikipedia.org',
  'example.com',
  'help@example.com',
  '+14155550100',
];

/**
 * Generated records, for benchmarks that need a scam site no cache has seen yet: every host
 * under `bench-scam.top` (`any-name.bench-scam.top`) is a CRITICAL record.
 */
export function generatedRecord(value: string): DemoRecord | undefined {
  return /^[a-z0-9-]+\.bench-scam\.top$/.test(value)
    ? record('domain', 'CRITICAL', 95, 100)
    : undefined;
}

/**
 * For tests that need real pages' own links marked (where badges meet real layouts): one domain
 * in `every`, chosen by a stable hash of its name, is a CRITICAL record.
 */
export function sampledRecord(value: string, every: number): DemoRecord | undefined {
  if (every <= 0 || value.includes('@') || value.startsWith('+')) return undefined;
  let hash = 0;
  for (const char of value) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % every === 0 ? record('domain', 'CRITICAL', 88, 12) : undefined;
}
