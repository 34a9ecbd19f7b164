import { i18n, messageOf, plural } from '../i18n';
import type { AppFailure } from './failures';

export type Service = 'shorten' | 'lookup';

/** What the UI shows for a failure: one sentence, and the one action that would fix it. */
export interface FailureText {
  sentence: string;
  action?: 'open-options' | 'retry';
}

/** Turns "in 90 000 ms" into "in 2 minutes", rounding up so nobody retries too early. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural('wait.seconds', seconds);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural('wait.minutes', minutes);
  return plural('wait.hours', Math.ceil(minutes / 60));
}

/**
 * One sentence per failure kind: what happened and what to do about it. Each service has its
 * own whole sentences in the catalogue (a service's name is never spliced into a sentence).
 */
export function describeFailure(failure: AppFailure, service: Service): FailureText {
  const t = (key: ServiceSentence, substitutions?: string[]) =>
    messageOf(`failure.${service}.${key}`, substitutions);
  switch (failure.kind) {
    case 'unreachable':
      return failure.offline
        ? { sentence: i18n.t('failure.offline'), action: 'retry' }
        : { sentence: t('unreachable', [failure.host]), action: 'open-options' };
    case 'timeout':
      return { sentence: i18n.t('failure.timeout', [failure.host]), action: 'retry' };
    case 'rate-limited':
      return {
        sentence:
          failure.retryAfterMs === null
            ? t('rateLimited')
            : t('rateLimitedFor', [formatWait(failure.retryAfterMs)]),
      };
    case 'unauthorized':
      return { sentence: t('unauthorized', [failure.host]), action: 'open-options' };
    case 'bad-request':
      return {
        sentence: failure.serverMessage
          ? t('refusedWithMessage', [failure.serverMessage])
          : t('refused', [String(failure.status)]),
      };
    case 'server-error':
      return {
        sentence: t('serverError', [failure.host, String(failure.status)]),
        action: 'retry',
      };
    case 'unexpected-response':
      return {
        sentence: t('unexpected', [failure.host, String(failure.status), failure.expected]),
        action: 'open-options',
      };
    case 'not-configured':
      return {
        sentence: messageOf(`failure.${failure.service}.notConfigured`),
        action: 'open-options',
      };
    case 'invalid-input':
      return { sentence: failure.reason };
    case 'private-window':
      return { sentence: i18n.t('failure.privateWindow'), action: 'open-options' };
    case 'backing-off':
      return { sentence: t('backingOff', [formatWait(failure.retryAfterMs)]) };
    case 'cancelled':
      return { sentence: i18n.t('failure.cancelled') };
    case 'extension-unavailable':
      return { sentence: i18n.t('failure.extensionUnavailable') };
  }
}

type ServiceSentence =
  | 'unreachable'
  | 'rateLimited'
  | 'rateLimitedFor'
  | 'unauthorized'
  | 'refusedWithMessage'
  | 'refused'
  | 'serverError'
  | 'unexpected'
  | 'backingOff';
