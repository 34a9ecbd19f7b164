import { describeFailure } from '../api/describe';
import { cleanText } from '../text/clean';
import type { Verdict } from './verdict';

export interface VerdictText {
  /** One line: what is known. */
  headline: string;
  tone: 'danger' | 'neutral' | 'ok';
  /** Label/value pairs shown under the headline, as text. */
  details: Array<[string, string]>;
}

const KIND_LABEL = { domain: 'Domain', email: 'E-mail address', phone: 'Phone number' } as const;

function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** Longest value shown for one detail; the service's strings are already bounded and clean. */
const DETAIL_MAX = 300;

/**
 * Words for a verdict, used by the in-page card, the warnings and the popup alike. "No record"
 * is never worded as "safe": the service only says it has no public reports. Every value is
 * cleaned again here (a verdict kept from an older version may predate the client's cleaning).
 */
export function describeVerdict(verdict: Verdict): VerdictText {
  const text = describe(verdict);
  return {
    ...text,
    headline: cleanText(text.headline, DETAIL_MAX),
    details: text.details.map(([label, value]) => [label, cleanText(value, DETAIL_MAX)]),
  };
}

function describe(verdict: Verdict): VerdictText {
  switch (verdict.kind) {
    case 'risky':
      return {
        headline: `Reported scam — risk level ${verdict.level}`,
        tone: 'danger',
        details: [
          [KIND_LABEL[verdict.valueKind], verdict.value],
          ['Risk level', verdict.level],
          ['Score', String(verdict.score)],
          ['Reports', String(verdict.reports)],
          ['Status', verdict.status],
          ['Last updated', localTime(verdict.lastUpdated)],
        ],
      };
    case 'no-record':
      return {
        headline: 'No public scam reports. That does not prove it is safe.',
        tone: 'neutral',
        details: [
          [KIND_LABEL[verdict.valueKind], verdict.value],
          ['The service says', verdict.message],
        ],
      };
    case 'trusted':
      return {
        headline:
          verdict.by === 'organisation'
            ? 'This belongs to your organisation, so it was not checked.'
            : 'You marked this as trusted, so it was not checked.',
        tone: 'ok',
        details: [[KIND_LABEL[verdict.valueKind], verdict.value]],
      };
    case 'unavailable':
      return {
        headline: describeFailure(verdict.failure, 'lookup').sentence,
        tone: 'neutral',
        details: verdict.value ? [['Value', verdict.value]] : [],
      };
  }
}
