import type { AppFailure } from '../../api/failures';
import { i18n } from '../../i18n';
import type { Origin } from '../wiring/deps';
import { pageUrlOf } from '../wiring/sender';
import type { BackgroundState } from '../wiring/state';

/** Private windows are left alone unless the user opted in (privacy default). */
export function isPrivateAndNotAllowed(origin: Origin, state: BackgroundState): boolean {
  return Boolean(origin.sender.tab?.incognito) && !state.settings.checkPrivateWindows;
}

/** The site a content script runs on, from the browser's own sender record (not the message). */
export function senderHost(origin: Origin): string | null {
  const url = origin.kind === 'content-script' ? pageUrlOf(origin.sender) : undefined;
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isIgnoredSite(origin: Origin, state: BackgroundState): boolean {
  const host = senderHost(origin);
  return host !== null && state.ignoredSites.has(host);
}

/**
 * Why a check asked for by a page is not made, or null when it may be: the one rule for the
 * `lookup:check` message and the page-protection port alike.
 */
export function pageRefusal(origin: Origin, state: BackgroundState): AppFailure | null {
  if (isPrivateAndNotAllowed(origin, state)) return { kind: 'private-window' };
  if (isIgnoredSite(origin, state)) {
    return { kind: 'invalid-input', reason: i18n.t('refusal.siteNotChecked') };
  }
  return null;
}
