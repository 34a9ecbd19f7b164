import { getDomain } from 'tldts';
import type { AppFailure } from '../../api/failures';
import { i18n } from '../../i18n';
import { shortenerHosts } from '../../links/shorteners';
import { checkMany } from '../../lookup/check-many';
import { normaliseHostname, normaliseLookupValue } from '../../lookup/normalize';
import { judgeSenders } from '../../lookup/senders-in-text';
import { LEVEL_SEVERITY } from '../../lookup/verdict';
import { CheckAllMessageSchema, RevealMessageSchema } from '../../page-messages';
import { showOnToolbar } from '../site/toolbar';
import type { HandlerMap, Origin } from '../wiring/deps';
import { showInTab } from '../wiring/tell-user';
import { isIgnoredSite, isPrivateAndNotAllowed, pageRefusal, senderHost } from './page-rules';
import { ownShortLinkHost } from './reveal-handlers';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });

/** The sender page's registrable domain (Public Suffix List, private section included), or null. */
function ownSiteOf(origin: Origin): string | null {
  const host = senderHost(origin);
  return host ? getDomain(host, { allowPrivateDomains: true }) : null;
}

type LookupMessages =
  | 'page:config'
  | 'page:marked'
  | 'page:report'
  | 'page:reveal'
  | 'page:check-all'
  | 'lookup:check'
  | 'lookup:check-many'
  | 'lookup:trust'
  | 'lookup:untrust'
  | 'site:ignore'
  | 'site:unignore'
  | 'lookup:sent-log'
  | 'lookup:sent-log-clear'
  | 'lookup:status';

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
        // Links within the page's own registrable domain are covered by the site check.
        site: ownSiteOf(origin),
        ...(settings.revealShortLinks
          ? { shorteners: shortenerHosts(ownShortLinkHost(state, deps.buildDefaults)) }
          : {}),
      },
    };
  },

  async 'page:marked'(message, origin, deps) {
    const tabId = origin.sender.tab?.id;
    // Only the top frame's report counts; a frame's marks stay in the frame.
    if (tabId !== undefined && origin.sender.frameId === 0) {
      await deps.pageReports.set(tabId, message.report);
      await showOnToolbar(tabId, message.report);
    }
    return { ok: true, value: { count: message.report.count } };
  },

  async 'page:report'(message, _origin, deps) {
    return { ok: true, value: (await deps.pageReports.get(message.tabId)) ?? null };
  },

  async 'page:reveal'(message) {
    const reveal = { type: 'linkwise:reveal' as const, index: message.index };
    return {
      ok: true,
      value: { shown: await showInTab(message.tabId, RevealMessageSchema, reveal) },
    };
  },

  async 'page:check-all'(message) {
    const checkAll = { type: 'linkwise:check-all' as const };
    return {
      ok: true,
      value: { shown: await showInTab(message.tabId, CheckAllMessageSchema, checkAll) },
    };
  },

  async 'lookup:check'(message, origin, deps) {
    const state = await deps.state();
    const refusal = pageRefusal(origin, state);
    if (refusal) return fail(refusal);
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

  /** A person's check of a whole message, from the popup: never from a page. */
  async 'lookup:check-many'(message, origin, deps) {
    if (origin.kind === 'content-script')
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.selectionHelp') });
    const refusal = pageRefusal(origin, await deps.state());
    if (refusal) return fail(refusal);
    const verdicts = await checkMany(deps.engine, message.values, {
      priority: 'user',
      feature: message.feature,
      incognito: origin.sender.tab?.incognito,
    });
    const { senderCheck } = deps;
    return {
      ok: true,
      value: senderCheck
        ? await judgeSenders(message.values, verdicts, message.senders, senderCheck)
        : verdicts,
    };
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
    if (!host?.ok)
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.siteCannotBeAdded') });
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

  async 'lookup:status'(_message, _origin, deps) {
    return { ok: true, value: deps.engine.pause() };
  },
};
