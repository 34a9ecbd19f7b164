import { browser } from 'wxt/browser';
import type { GuardWarning } from '../../guards/guard-messages';
import type { LookalikeJudge } from '../../lookalike/judge';
import type { LookupEngine } from '../../lookup/engine';
import { keepPassword, whoseIs } from '../../passwords/kept';
import { PASSWORD_RELEASE } from '../../passwords/password-protocol';
import type { PasswordMode } from '../../passwords/password-schemas';
import { isIdentityProvider } from '../../passwords/sign-in-code';
import { isPublishedByAnyone, modeOf } from '../../passwords/standing';
import { isOwnDomain } from '../../settings/policy';
import { siteHost, siteOfHost } from '../../site/host-parts';
import type { SenderInfo } from '../wiring/sender';
import { pageUrlOf } from '../wiring/sender';
import type { BackgroundState } from '../wiring/state';
import type { KeptStore } from './kept-store';

/**
 * The password guard's background half (utils/passwords/ is the room): which mode a frame is in,
 * a sign-in's fingerprints kept for the sender's own site when it has earned them, whose a
 * fingerprint is (another site's: the tab is warned, and the person's deliberate "use it here
 * anyway" releases what its frame holds and keeps the password for that site too), a sign-in code
 * stopped. Every decision is made from the browser's record of the sender's address, never from
 * the message; what a message carries is a fingerprint, never a password.
 */
export interface PasswordGuardDeps {
  state: () => Promise<BackgroundState>;
  kept: KeptStore;
  judge: () => Promise<LookalikeJudge | null>;
  engine: Pick<LookupEngine, 'peek'>;
  /** Covers the tab's page with the guards' warning (guarded-tabs.ts). */
  warn: (tabId: number, warning: GuardWarning) => Promise<boolean>;
}

/** A warning that waits for the person's choice: what the frame that typed it holds. */
interface Waiting {
  frameId: number;
  kind: 'password' | 'code';
  print?: string;
  site?: string;
  incognito: boolean;
}

const OFF: PasswordMode = { mode: 'off', codes: false };

export function createPasswordGuard(deps: PasswordGuardDeps) {
  const waiting = new Map<number, Waiting>();
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') waiting.delete(tabId);
  });
  browser.tabs.onRemoved.addListener((tabId) => waiting.delete(tabId));

  /** Whether `host` has earned passwords (standing.ts). */
  async function isEstablished(host: string, state: BackgroundState): Promise<boolean> {
    if (isPublishedByAnyone(host)) return false;
    const policy = state.policy;
    const organisation = [
      ...(policy?.signInDomains ?? []),
      ...(policy?.ownDomains ?? []),
      ...(policy?.partnerDomains ?? []),
    ];
    if (isOwnDomain(host, organisation)) return true;
    if ((await deps.judge())?.trusts(host)) return true;
    return (state.sitesYouUse ?? []).includes(siteOfHost(host));
  }

  /** The sender frame's host and mode. */
  async function standingOf(sender: SenderInfo) {
    const host = siteHost(pageUrlOf(sender));
    const state = await deps.state();
    const { protectPasswords: on, checkPrivateWindows } = state.settings;
    const privateWindow = Boolean(sender.tab?.incognito);
    if (!host || !on || (privateWindow && !checkPrivateWindows)) return { host, mode: OFF };
    const [established, kept] = await Promise.all([isEstablished(host, state), deps.kept.read()]);
    const mode = modeOf({
      on,
      privateWindow,
      privateAllowed: checkPrivateWindows,
      established,
      anyKept: (kept?.prints.length ?? 0) > 0,
    });
    const codes = !isIdentityProvider(host);
    if (mode === 'off') return { host, mode: { mode, codes } };
    return { host, mode: { mode, codes, salt: await deps.kept.salt() } };
  }

  const sameOwner = async () => {
    const judge = await deps.judge();
    return (a: string, b: string) => a === b || (judge?.familyOf(a).includes(b) ?? false);
  };

  return {
    mode: async (sender: SenderInfo): Promise<PasswordMode> => (await standingOf(sender)).mode,

    /** A sign-in on the sender's site: kept for it, if it is established and not reported. */
    async signedIn(sender: SenderInfo, prints: readonly string[]): Promise<boolean> {
      const { host, mode } = await standingOf(sender);
      if (!host || mode.mode !== 'keep') return false;
      if ((await deps.engine.peek(host))?.kind === 'risky') return false;
      const site = siteOfHost(host);
      await deps.kept.update((kept) => keepPassword(kept, prints, site, deps.kept.today()));
      return true;
    },

    /** Whose password a fingerprint typed in the sender's frame is; another site's warns the tab. */
    async whose(sender: SenderInfo, print: string): Promise<string | null> {
      const { host, mode } = await standingOf(sender);
      const kept = await deps.kept.read();
      if (!host || mode.mode !== 'hold' || !kept) return null;
      const site = siteOfHost(host);
      const belongsTo = whoseIs(kept, print, site, await sameOwner());
      const tabId = sender.tab?.id;
      if (belongsTo && tabId !== undefined) {
        const incognito = Boolean(sender.tab?.incognito);
        waiting.set(tabId, {
          frameId: sender.frameId ?? 0,
          kind: 'password',
          print,
          site,
          incognito,
        });
        await deps.warn(tabId, { kind: 'password', belongsTo, here: host });
      }
      return belongsTo;
    },

    /** A sign-in code stopped in the sender's frame: the tab is warned. */
    async codeStopped(sender: SenderInfo): Promise<boolean> {
      const tabId = sender.tab?.id;
      const host =
        siteHost(pageUrlOf(sender)) ?? new URL(pageUrlOf(sender) ?? 'about:blank').hostname;
      if (tabId === undefined || !host) return false;
      waiting.set(tabId, { frameId: sender.frameId ?? 0, kind: 'code', incognito: false });
      return deps.warn(tabId, { kind: 'sign-in-code', here: host });
    },

    /**
     * "Use it here anyway", confirmed on the warning (the tab's top frame): the frame that holds
     * the text releases it, and a password is kept for that site from now on.
     */
    async useAnyway(sender: SenderInfo): Promise<boolean> {
      const tabId = sender.tab?.id;
      const held = tabId === undefined ? undefined : waiting.get(tabId);
      if (tabId === undefined || sender.frameId !== 0 || !held) return false;
      waiting.delete(tabId);
      const { print, site } = held;
      if (held.kind === 'password' && print && site && !held.incognito)
        await deps.kept.update((kept) => keepPassword(kept, [print], site, deps.kept.today()));
      const message = { type: PASSWORD_RELEASE, what: held.kind };
      return browser.tabs
        .sendMessage(tabId, message, { frameId: held.frameId })
        .then(() => true)
        .catch(() => false);
    },
  };
}
export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
