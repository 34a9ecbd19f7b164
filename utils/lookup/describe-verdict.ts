import { describeFailure } from '../api/describe';
import { formatDateTime, formatNumber, i18n } from '../i18n';
import { isSenderReason, type LookalikeReason, type SenderReason } from '../lookalike/reasons';
import { cleanText } from '../text/clean';
import type { RiskyVerdict, Verdict } from './verdict';

export interface VerdictText {
  /** One line: what is known. */
  headline: string;
  tone: 'danger' | 'neutral' | 'ok';
  /** Label/value pairs shown under the headline, as text. */
  details: Array<[string, string]>;
}

const kindLabel = (kind: 'domain' | 'email' | 'phone') => i18n.t(`verdict.${kind}`);

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

const REASON_KEY = {
  confusable: 'lookalike.confusable',
  typo: 'lookalike.typo',
  'address-in-name': 'lookalike.addressInName',
  'brand-and-words': 'lookalike.brandAndWords',
  'brand-on-shared-host': 'lookalike.brandOnSharedHost',
  'brand-name': 'lookalike.brandName',
  'link-text': 'lookalike.linkText',
  'page-claim': 'lookalike.pageClaim',
  'sender-name': 'lookalike.senderName',
  'sender-free-mail': 'lookalike.senderFreeMail',
  'sender-no-domain': 'lookalike.senderNoDomain',
} as const satisfies Record<LookalikeReason, string>;

type Lookalike = NonNullable<RiskyVerdict['lookalike']>;

/** A sender's finding in a few words: what its name claims, and what its address is. */
const SENDER_HEADLINE = {
  'sender-name': 'sender.says',
  'sender-free-mail': 'sender.saysFreeMail',
  'sender-no-domain': 'sender.saysNoDomain',
} as const satisfies Record<SenderReason, string>;

/** A mail sender's finding: the name claims what the address (`value`) does not belong to. */
const isSender = (lookalike: Lookalike) => isSenderReason(lookalike.reason);

/** The words a sentence about a sender fills in: what its name claims, and its address's domain. */
const senderWords = (lookalike: Lookalike, value: string): [string, string] => [
  lookalike.claim ?? lookalike.imitates,
  value.slice(value.lastIndexOf('@') + 1),
];

/**
 * Why a look-alike was flagged, in one sentence naming the site it imitates; for a sender, what
 * its name claims and where its address really is (`value`, the address).
 */
export function lookalikeReason(lookalike: Lookalike, value = ''): string {
  const { reason } = lookalike;
  const text = isSender(lookalike)
    ? i18n.t(REASON_KEY[reason], senderWords(lookalike, value))
    : reason === 'page-claim'
      ? i18n.t(REASON_KEY[reason], [lookalike.claim ?? lookalike.imitates, lookalike.imitates])
      : i18n.t(REASON_KEY[reason], [lookalike.imitates]);
  return cleanText(text, DETAIL_MAX);
}

/**
 * A look-alike in a few words, for a badge's name or a heading: "Looks like paypal.com — no one
 * has reported it yet", or for a sender "Says it is Chase — the address is gmail.com".
 */
export function lookalikeHeadline(verdict: RiskyVerdict & { lookalike: Lookalike }): string {
  const { lookalike } = verdict;
  const { reason } = lookalike;
  if (!isSenderReason(reason)) return i18n.t('verdict.lookalikeHeadline', [lookalike.imitates]);
  const text = i18n.t(SENDER_HEADLINE[reason], senderWords(lookalike, verdict.value));
  return cleanText(text, DETAIL_MAX);
}

function describe(verdict: Verdict): VerdictText {
  switch (verdict.kind) {
    case 'risky':
      if (verdict.lockerPage)
        return {
          headline: i18n.t('verdict.lockerHeadline'),
          tone: 'danger',
          details: [
            [kindLabel(verdict.valueKind), verdict.value],
            [i18n.t('verdict.why'), i18n.t('verdict.lockerWhy')],
            [i18n.t('verdict.judgedBy'), i18n.t('verdict.judgedHere')],
          ],
        };
      if (verdict.lookalike) {
        const { lookalike } = verdict;
        return {
          headline: lookalikeHeadline({ ...verdict, lookalike }),
          tone: 'danger',
          details: [
            [kindLabel(verdict.valueKind), verdict.value],
            [i18n.t('verdict.why'), lookalikeReason(lookalike, verdict.value)],
            ...(lookalike.imitates
              ? [[i18n.t('verdict.realSite'), lookalike.imitates] as [string, string]]
              : []),
            [i18n.t('verdict.judgedBy'), i18n.t('verdict.judgedHere')],
          ],
        };
      }
      return {
        headline: i18n.t('verdict.riskyHeadline', [verdict.level]),
        tone: 'danger',
        details: [
          [kindLabel(verdict.valueKind), verdict.value],
          [i18n.t('verdict.riskLevel'), verdict.level],
          [i18n.t('verdict.score'), formatNumber(verdict.score)],
          [i18n.t('verdict.reports'), formatNumber(verdict.reports)],
          [i18n.t('verdict.status'), verdict.status],
          [i18n.t('verdict.lastUpdated'), formatDateTime(verdict.lastUpdated)],
        ],
      };
    case 'no-record':
      return {
        headline: i18n.t('verdict.noRecord'),
        tone: 'neutral',
        details: [
          [kindLabel(verdict.valueKind), verdict.value],
          [i18n.t('verdict.serviceSays'), verdict.message],
        ],
      };
    case 'trusted':
      return {
        headline: i18n.t(
          verdict.by === 'organisation' ? 'verdict.trustedByOrganisation' : 'verdict.trustedByYou',
        ),
        tone: 'ok',
        details: [[kindLabel(verdict.valueKind), verdict.value]],
      };
    case 'unavailable':
      return {
        headline: describeFailure(verdict.failure, 'lookup').sentence,
        tone: 'neutral',
        details: verdict.value ? [[i18n.t('verdict.value'), verdict.value]] : [],
      };
  }
}
