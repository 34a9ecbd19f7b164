import * as z from 'zod/mini';
import { AppFailureSchema } from '../api/failures';
import type { LookupAnswer } from '../api/lookup';
import { LOOKALIKE_REASONS, type LookalikeFinding } from '../lookalike/reasons';
import type { LookupValue } from './normalize';

/** Known levels, most severe first. Unknown levels are shown as sent and treated as HIGH. */
export const LEVEL_SEVERITY: Readonly<Record<string, number>> = {
  CRITICAL: 4,
  HIGH: 3,
  MEDIUM: 2,
  LOW: 1,
};
const UNKNOWN_LEVEL_SEVERITY = 3;

export function severityOf(level: string): { severity: number; knownLevel: boolean } {
  const known = LEVEL_SEVERITY[level.trim().toUpperCase()];
  return known === undefined
    ? { severity: UNKNOWN_LEVEL_SEVERITY, knownLevel: false }
    : { severity: known, knownLevel: true };
}

const ValueKindSchema = z.enum(['domain', 'email', 'phone']);

/**
 * A record exists: fields are as the service sent them (cleaned of invisible characters);
 * `severity` orders known levels. Or, with `lookalike`, the service has no record but the name
 * imitates a trusted site, judged on the device (utils/lookalike/): the page, the warnings and
 * the blocking rules treat it as risky, and its words say what it is instead of a report.
 * (zod/mini: content scripts validate verdicts too.)
 */
export const RiskyVerdictSchema = z.object({
  kind: z.literal('risky'),
  value: z.string(),
  valueKind: ValueKindSchema,
  type: z.string(),
  level: z.string(),
  severity: z.number(),
  knownLevel: z.boolean(),
  score: z.number(),
  reports: z.number(),
  status: z.string(),
  lastUpdated: z.string(),
  lookalike: z.optional(
    z.object({
      imitates: z.string(),
      reason: z.enum(LOOKALIKE_REASONS),
      // What a sender's name claims (a brand, a domain, a company): page-shown text, bounded.
      claim: z.optional(z.string().check(z.maxLength(80))),
    }),
  ),
  /**
   * A phone number shown by a page the lock breaker broke out of (utils/guards/): judged on the
   * device whatever the service says of the number, as tech-support scams show fresh numbers.
   */
  lockerPage: z.optional(z.literal(true)),
});
export type RiskyVerdict = z.infer<typeof RiskyVerdictSchema>;

/** What every scam check ends in; the UI needs nothing else. */
export const VerdictSchema = z.discriminatedUnion('kind', [
  RiskyVerdictSchema,
  /** The service has no public record: unknown, not "safe". */
  z.object({
    kind: z.literal('no-record'),
    value: z.string(),
    valueKind: ValueKindSchema,
    message: z.string(),
  }),
  /** The user said to trust this value, or it is the organisation's own; it is not looked up. */
  z.object({
    kind: z.literal('trusted'),
    value: z.string(),
    valueKind: ValueKindSchema,
    by: z.optional(z.literal('organisation')),
  }),
  z.object({
    kind: z.literal('unavailable'),
    value: z.optional(z.string()),
    failure: AppFailureSchema,
  }),
]);
export type Verdict = z.infer<typeof VerdictSchema>;

export function toVerdict(value: LookupValue, answer: LookupAnswer): Verdict {
  if (answer.kind === 'no-record') {
    return {
      kind: 'no-record',
      value: value.value,
      valueKind: value.kind,
      message: answer.message,
    };
  }
  const { data } = answer.record;
  return {
    kind: 'risky',
    value: value.value,
    valueKind: value.kind,
    type: data.type,
    level: data.risk.level,
    ...severityOf(data.risk.level),
    score: data.risk.score,
    reports: data.reports,
    status: data.status,
    lastUpdated: data.last_updated,
  };
}

/** A look-alike's level: its own, shown as such, and as severe as HIGH (a click is stopped). */
const LOOKALIKE_LEVEL = 'LOOK-ALIKE';
const LOOKALIKE_SEVERITY = 3;

/** The verdict for a value no one reported that imitates a trusted site. */
export function lookalikeVerdict(value: LookupValue, finding: LookalikeFinding): RiskyVerdict {
  return {
    kind: 'risky',
    value: value.value,
    valueKind: value.kind,
    type: 'lookalike',
    level: LOOKALIKE_LEVEL,
    severity: LOOKALIKE_SEVERITY,
    knownLevel: true,
    score: 0,
    reports: 0,
    status: 'unreported',
    lastUpdated: '',
    lookalike: {
      imitates: finding.imitates,
      reason: finding.reason,
      ...(finding.claim === undefined ? {} : { claim: finding.claim }),
    },
  };
}

/** A locker page's level: its own, shown as such, as severe as a known scam (a call is stopped). */
const LOCKER_LEVEL = 'SCAM PAGE';
const LOCKER_SEVERITY = 4;

/** The verdict for a phone number on a page that locked the browser, reported or not. */
export function lockerPageVerdict(value: string): RiskyVerdict {
  return {
    kind: 'risky',
    value,
    valueKind: 'phone',
    type: 'locker-page',
    level: LOCKER_LEVEL,
    severity: LOCKER_SEVERITY,
    knownLevel: true,
    score: 0,
    reports: 0,
    status: 'unreported',
    lastUpdated: '',
    lockerPage: true,
  };
}
