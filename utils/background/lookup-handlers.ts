import { browser } from 'wxt/browser';
import type { AppFailure } from '../api/failures';
import { normaliseHostname, normaliseLookupValue } from '../lookup/normalize';
import { LEVEL_SEVERITY } from '../lookup/verdict';
import type { HandlerMap, Origin } from './deps';
import type { BackgroundState } from './state';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });

/** Private windows are left alone unless the user opted in (privacy default). */
function isPrivateAndNotAllowed(origin: Origin, state: BackgroundState): boolean {
  return Boolean(origin.sender.tab?.incognito) && !state.settings.checkPrivateWindows;
}

/** The site a content script runs on, from the browser's own sender record (not the message). */
function senderHost(origin: Origin): string | null {
  if (origin.kind !== 'content-script' || !origin.sender.url) return null;
  try {
    return new URL(origin.sender.url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function isIgnoredSite(origin: Origin, state: BackgroundState): boolean {
  const host = senderHost(origin);
  return host !== null && state.ignoredSites.has(host);
}

type LookupMessages =
  | 'page:config'
  | 'page:marked'
  | 'lookup:check'
  | 'lookup:trust'
  | 'lookup:untrust'
  | 'site:ignore'
  | 'site:unignore'
  | 'lookup:sent-log'
  | 'lookup:sent-log-clear';

export const lookupHandlers: HandlerMap<LookupMessages> = {
  async 'page:config'(_message, origin, deps) {
    const state = await deps.state();
    if (isPrivateAndNotAllowed(origin, state)) return fail({ kind: 'private-window' });
    const { settings } = state;
    const enabled =
      (settings.protectLinks || settings.protectEmails || settings.protectPhones) &&
      !isIgnoredSite(origin, state);
    return {
      ok: true,
      value: {
        enabled,
        links: settings.protectLinks,
        emails: settings.protectEmails,
        phones: settings.protectPhones,
        minSeverity: LEVEL_SEVERITY[settings.minRiskLevel] ?? 1,
      },
    };
  },

  async 'page:marked'(message, origin) {
    const tabId = origin.sender.tab?.id;
    // Only the top frame's count is shown; frames report to their own document only.
    if (tabId !== undefined && origin.sender.frameId === 0) {
      const action = browser.action ?? browser.browserAction;
      await action.setBadgeBackgroundColor({ tabId, color: '#b42318' });
      await action.setBadgeText({ tabId, text: message.count > 0 ? String(message.count) : '' });
    }
    return { ok: true, value: { count: message.count } };
  },

  async 'lookup:check'(message, origin, deps) {
    const state = await deps.state();
    if (isPrivateAndNotAllowed(origin, state)) return fail({ kind: 'private-window' });
    if (isIgnoredSite(origin, state)) {
      return fail({ kind: 'invalid-input', reason: 'Linkwise does not check this site.' });
    }
    // A page can never jump the queue ahead of a person's explicit check.
    const fromPage = origin.kind === 'content-script';
    const verdict = await deps.engine.check(message.value, {
      priority: fromPage && message.priority === 'user' ? 'visible' : message.priority,
      feature: fromPage ? 'page' : message.feature,
      tabId: origin.sender.tab?.id,
      incognito: origin.sender.tab?.incognito,
    });
    return { ok: true, value: verdict };
  },

  async 'lookup:trust'(message, _origin, deps) {
    const value = normaliseLookupValue(message.value);
    if (!value.ok) return fail({ kind: 'invalid-input', reason: value.failure });
    return { ok: true, value: await deps.setTrusted(value.value.value, true) };
  },

  async 'lookup:untrust'(message, _origin, deps) {
    return { ok: true, value: await deps.setTrusted(message.value, false) };
  },

  async 'site:ignore'(message, origin, deps) {
    const raw = origin.kind === 'content-script' ? senderHost(origin) : (message.host ?? null);
    const host = raw ? normaliseHostname(raw, { stripWww: false }) : null;
    if (!host?.ok) return fail({ kind: 'invalid-input', reason: 'This site cannot be added.' });
    return { ok: true, value: await deps.setIgnoredSite(host.value, true) };
  },

  async 'site:unignore'(message, _origin, deps) {
    return { ok: true, value: await deps.setIgnoredSite(message.host, false) };
  },

  async 'lookup:sent-log'(_message, _origin, deps) {
    return { ok: true, value: await deps.sentLog.list() };
  },

  async 'lookup:sent-log-clear'(_message, _origin, deps) {
    await deps.sentLog.clear();
    return { ok: true, value: [] };
  },
};
