import type { AppFailure } from '../../api/failures';
import { i18n } from '../../i18n';
import { signalsOfPage } from '../../lookalike/claim-page';
import { LINKS_WANTED } from '../../lookalike/page-claim';
import { lookalikeVerdict, type Verdict } from '../../lookup/verdict';
import type { SiteDecision } from '../../page-messages';
import type { Settings } from '../../settings/schema';
import { siteAction, sitePolicy } from '../../site/decide';
import { isExemptSite } from '../../site/exempt';
import { hostParts, siteHost } from '../../site/host-parts';
import { leaveSite, openWarningPage } from '../../site/leave';
import { pageRefusal, senderHost } from '../lookup/page-rules';
import type { HandlerDeps, HandlerMap, Origin } from '../wiring/deps';
import { pageUrlOf } from '../wiring/sender';
import { injectPageUi } from './inject-page-ui';
import { showOnToolbar } from './toolbar';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });

/**
 * Which site a message is about: for a content script, always its own (the browser's record of
 * the sender's address, never the message); for the warning page, the address it names.
 */
function siteOfMessage(message: { url?: string }, origin: Origin): string | null {
  return siteHost(origin.kind === 'content-script' ? pageUrlOf(origin.sender) : message.url);
}

/** The site is looked up when any protection wants it (the popup shows its status too). */
function wantsSiteChecks(settings: Settings): boolean {
  return (
    settings.blockScamSites ||
    settings.protectLinks ||
    settings.protectEmails ||
    settings.protectPhones
  );
}

const NOT_CHECKED: Verdict = {
  kind: 'unavailable',
  failure: { kind: 'invalid-input', reason: i18n.t('refusal.siteIsNotChecked') },
};

async function decide(host: string, verdict: Verdict, deps: HandlerDeps): Promise<SiteDecision> {
  const [state, continued] = await Promise.all([deps.state(), deps.continuedSites()]);
  const exempt = isExemptSite(host, state, continued);
  const action = state.settings.blockScamSites
    ? siteAction(verdict, sitePolicy(state.settings), exempt)
    : 'none';
  return { action, host, ...hostParts(host), verdict };
}

/** The top frame's site goes to the popup and the toolbar straight away. */
async function recordSite(deps: HandlerDeps, origin: Origin, verdict: Verdict): Promise<void> {
  const tabId = origin.sender.tab?.id;
  if (tabId === undefined || origin.sender.frameId !== 0) return;
  const previous = await deps.pageReports.get(tabId);
  const report = { count: 0, items: [], checked: 0, links: 0, ...previous, site: verdict };
  await deps.pageReports.set(tabId, report);
  await showOnToolbar(tabId, report);
}

/**
 * Starts the site check for a navigation that is just starting (background), under the same
 * rules as the page's own check: nothing from private windows without the opt-in, nothing for
 * sites the person does not check. The page's `site:check` then shares the request.
 */
export async function checkSiteEarly(
  deps: HandlerDeps,
  url: string,
  tab: { id: number; incognito: boolean },
): Promise<void> {
  const host = siteHost(url);
  if (!host) return;
  const state = await deps.state();
  const origin: Origin = { kind: 'content-script', sender: { url, tab, frameId: 0 } };
  if (!wantsSiteChecks(state.settings) || pageRefusal(origin, state)) return;
  await deps.engine.check(host, { priority: 'site', feature: 'site', incognito: tab.incognito });
}

type SiteMessages =
  | 'site:check'
  | 'page:claim'
  | 'site:warning'
  | 'site:continue'
  | 'site:trust'
  | 'site:leave'
  | 'site:escalate'
  | 'page:ui';

export const siteHandlers: HandlerMap<SiteMessages> = {
  /**
   * A frame's content script needs to show a warning or a card: the page UI is injected into
   * that frame only (the sender's own tab and frame, never one a message names).
   */
  async 'page:ui'(message, origin) {
    const tabId = origin.sender.tab?.id;
    if (origin.kind !== 'content-script' || tabId === undefined) {
      return { ok: false, failure: { kind: 'extension-unavailable' } };
    }
    const injected = await injectPageUi(tabId, origin.sender.frameId ?? 0, message.part);
    return { ok: true, value: { injected } };
  },

  /** A page (or frame) asks about its own site, at document_start. */
  async 'site:check'(_message, origin, deps) {
    const host = siteHost(pageUrlOf(origin.sender));
    const state = await deps.state();
    if (!host || !wantsSiteChecks(state.settings) || pageRefusal(origin, state)) {
      return { ok: true, value: await decide(host ?? '', NOT_CHECKED, deps) };
    }
    const top = origin.sender.frameId === 0;
    // The page a person opens goes first of all; a frame's site like what is on screen. The
    // site's own check is not tied to the tab: the tab's navigation must not cancel it.
    const verdict = await deps.engine.check(host, {
      priority: top ? 'site' : 'visible',
      feature: 'site',
      tabId: top ? undefined : origin.sender.tab?.id,
      incognito: origin.sender.tab?.incognito,
    });
    const decision = await decide(host, verdict, deps);
    // A page opened in a normal window on a site with no record and no warning: one more day
    // of use for the look-alike check's list of the person's sites (never a private window's).
    if (
      top &&
      verdict.kind === 'no-record' &&
      !origin.sender.tab?.incognito &&
      state.settings.warnLookalikes
    )
      deps.noteSiteVisit?.(host);
    // A warning is due: the site UI starts on its way into the frame with the answer, so the
    // frame's request for it (`page:ui`) finds it coming, not a second round trip.
    const tabId = origin.sender.tab?.id;
    if (decision.action !== 'none' && verdict.kind === 'risky' && tabId !== undefined) {
      void injectPageUi(tabId, origin.sender.frameId ?? 0, 'site');
    }
    return { ok: true, value: decision };
  },

  /**
   * A frame's page asks for a secret and shows whose it is: a brand's claim on a host that is
   * none of the brand's gets the look-alike's warning, with the brand's real site first. The
   * site is the sender's own; a site already warned about (reported), continued to or trusted
   * gets nothing more; nothing is looked up or sent.
   */
  async 'page:claim'(message, origin, deps) {
    const host = siteHost(pageUrlOf(origin.sender));
    const state = await deps.state();
    const quiet = async () => ({
      ok: true as const,
      value: await decide(host ?? '', NOT_CHECKED, deps),
    });
    if (!host || !deps.claimCheck || pageRefusal(origin, state)) return quiet();
    if ((await deps.engine.peek(host))?.kind === 'risky') return quiet();
    // The page's words and addresses as written, read here: the frame's own host is the
    // browser's record of it, whatever the page says.
    const finding = await deps.claimCheck(
      host,
      signalsOfPage(message.page, senderHost(origin) ?? ''),
    );
    if (!finding) return quiet();
    if (finding === LINKS_WANTED) return { ok: true, value: { action: LINKS_WANTED } };
    const verdict = lookalikeVerdict({ kind: 'domain', value: host }, finding);
    const decision = await decide(host, verdict, deps);
    if (decision.action !== 'none') {
      await recordSite(deps, origin, verdict);
      const tabId = origin.sender.tab?.id;
      if (tabId !== undefined) void injectPageUi(tabId, origin.sender.frameId ?? 0, 'site');
    }
    return { ok: true, value: decision };
  },

  /**
   * The warning page a known scam was redirected to asks what to show. The answer is checked
   * again (a cached answer may have expired): a site no longer reported loses its rule and the
   * page goes on to it. In a private window without the opt-in, only what is known is used.
   */
  async 'site:warning'(message, origin, deps) {
    const host = siteHost(message.url);
    if (!host)
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.addressCannotBeChecked') });
    const state = await deps.state();
    const incognito = Boolean(origin.sender.tab?.incognito);
    const verdict =
      incognito && !state.settings.checkPrivateWindows
        ? ((await deps.engine.peek(host)) ?? NOT_CHECKED)
        : await deps.engine.check(host, { priority: 'site', feature: 'site', incognito });
    const decision = await decide(host, verdict, deps);
    if (decision.action !== 'block') await deps.syncSiteRules();
    await recordSite(deps, origin, verdict);
    return { ok: true, value: decision };
  },

  /**
   * "Continue to the site", a dismissed banner, or "Continue anyway" on a link's click warning
   * (one decision per site: the warning page must not ask again): no warning for it until the
   * browser closes. A content script may name a link's site only if it is a known scam.
   */
  async 'site:continue'(message, origin, deps) {
    const linkFromPage = origin.kind === 'content-script' && message.url !== undefined;
    const host = linkFromPage ? siteHost(message.url) : siteOfMessage(message, origin);
    const known = !linkFromPage || (host && (await deps.engine.peek(host))?.kind === 'risky');
    if (!host || !known)
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.siteCannotBeAdded') });
    await deps.addContinuedSite(host);
    await deps.syncSiteRules();
    return { ok: true, value: { host } };
  },

  /** "Trust this site", confirmed: never checked or warned about again (undo in options). */
  async 'site:trust'(message, origin, deps) {
    const host = siteOfMessage(message, origin);
    if (!host)
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.siteCannotBeTrusted') });
    await deps.setTrusted(host, true);
    await deps.syncSiteRules();
    return { ok: true, value: { host } };
  },

  /** Only for a site the background itself holds a scam record for: a page cannot steer it. */
  async 'site:escalate'(message, origin, deps) {
    const tabId = origin.sender.tab?.id;
    const target = message.url ?? pageUrlOf(origin.sender);
    const host = siteHost(target);
    const known = host !== null && (await deps.engine.peek(host))?.kind === 'risky';
    if (tabId === undefined || !target || !host || !known) {
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.siteHasNoRecord') });
    }
    await openWarningPage(tabId, target);
    return { ok: true, value: { host } };
  },

  async 'site:leave'(message, origin) {
    const tabId = origin.sender.tab?.id;
    if (tabId === undefined)
      return fail({ kind: 'invalid-input', reason: i18n.t('refusal.noTabToLeave') });
    return { ok: true, value: { left: await leaveSite(tabId, message.historyLength) } };
  },
};
