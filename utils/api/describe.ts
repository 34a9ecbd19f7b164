import type { AppFailure } from './failures';

export type Service = 'shorten' | 'lookup';

/** What the UI shows for a failure: one sentence, and the one action that would fix it. */
export interface FailureText {
  sentence: string;
  action?: 'open-options' | 'retry';
}

const SERVICE_NAME: Record<Service, string> = {
  shorten: 'link-shortening service',
  lookup: 'scam-lookup service',
};

const URL_SETTING: Record<Service, string> = {
  shorten: 'Shorten API URL',
  lookup: 'Lookup API URL',
};

/** Turns "in 90 000 ms" into "in 2 minutes", rounding up so nobody retries too early. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** One sentence per failure kind: what happened and what to do about it. */
export function describeFailure(failure: AppFailure, service: Service): FailureText {
  const name = SERVICE_NAME[service];
  switch (failure.kind) {
    case 'unreachable':
      return failure.offline
        ? { sentence: 'You appear to be offline. Reconnect and try again.', action: 'retry' }
        : {
            sentence: `Could not reach ${failure.host}. Check your connection, or the ${URL_SETTING[service]} in options.`,
            action: 'open-options',
          };
    case 'timeout':
      return {
        sentence: `${failure.host} took too long to answer. Try again in a moment.`,
        action: 'retry',
      };
    case 'rate-limited':
      return {
        sentence:
          failure.retryAfterMs === null
            ? `The ${name} is receiving too many requests. Wait a minute, then try again.`
            : `The ${name} asked us to wait. Try again in ${formatWait(failure.retryAfterMs)}.`,
      };
    case 'unauthorized':
      return {
        sentence:
          service === 'shorten'
            ? `${failure.host} rejected the API key. Check your API key in options.`
            : `${failure.host} rejected the request. Check the Lookup API key in options.`,
        action: 'open-options',
      };
    case 'bad-request':
      return {
        sentence: failure.serverMessage
          ? `The ${name} refused the request: “${failure.serverMessage}”`
          : `The ${name} refused the request (HTTP ${failure.status}). Check the address and try again.`,
      };
    case 'server-error':
      return {
        sentence: `The ${name} at ${failure.host} had a problem (HTTP ${failure.status}). Try again later.`,
        action: 'retry',
      };
    case 'unexpected-response':
      return {
        sentence: `${failure.host} did not answer like a ${name} (HTTP ${failure.status}; expected ${failure.expected}). Check the ${URL_SETTING[service]} in options.`,
        action: 'open-options',
      };
    case 'not-configured':
      return {
        sentence: `No ${SERVICE_NAME[failure.service]} is set up yet. Add the ${URL_SETTING[failure.service]} in options.`,
        action: 'open-options',
      };
    case 'invalid-input':
      return { sentence: failure.reason };
    case 'private-window':
      return {
        sentence: 'Linkwise does not check pages in private windows. You can allow it in options.',
        action: 'open-options',
      };
    case 'backing-off':
      return {
        sentence: `The ${name} asked us to wait. Linkwise will check again in ${formatWait(failure.retryAfterMs)}.`,
      };
    case 'cancelled':
      return { sentence: 'The check was cancelled because the tab closed or moved on.' };
    case 'extension-unavailable':
      return {
        sentence: 'Linkwise was updated or restarted. Reload this page to use it again.',
      };
  }
}
