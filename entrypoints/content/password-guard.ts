import { browser } from '@/utils/content/browser';
import { loadPageUi } from '@/utils/content/page-ui-loader';
import { sendPageMessage } from '@/utils/content/send';
import { type HeldInput, isTextField } from '@/utils/content/typing-hold';
import { holdPasswords, type PasswordHold } from '@/utils/password-fields/password-hold';
import type { PasswordKit } from '@/utils/password-fields/password-kit';
import { stopSignInCodes } from '@/utils/password-fields/sign-in-codes';
import { watchSignIns } from '@/utils/password-fields/sign-ins';
import { PASSWORD_RELEASE } from '@/utils/passwords/password-protocol';
import type { PasswordMode } from '@/utils/passwords/password-schemas';
import type { SiteUi } from '@/utils/ui/site-ui';
import type { HeldPasswordNotice } from '@/utils/ui/typing-notice';

/** The guard off: what a frame does when the background cannot say (the extension was updated). */
const OFF: PasswordMode = { mode: 'off', codes: false };

/**
 * Passwords kept with their own sites, in every frame (utils/passwords/ is the room): the frame's
 * mode asked at once; sign-in codes stopped before anything else holds a paste; and — started
 * after the site check's typing hold, which hands over at its end what it held for a password
 * field — the hold on a site no password belongs to, or the sign-in watch on one it may.
 */
export function startPasswordGuard(signal: AbortSignal) {
  const mode = sendPageMessage({ type: 'password:guard' }).then((reply) =>
    reply.ok ? reply.value : OFF,
  );
  let codes = true;
  void mode.then((settled) => {
    codes = settled.codes;
  });
  let heldCode: { target: Element; text: string } | null = null;
  let hold: PasswordHold | null = null;
  const deliver = async (held: HeldInput[]) => {
    (await loadPageUi<SiteUi>('site'))?.deliverHeldTyping(document, held, false);
  };
  // The person chose "use it here anyway" on the warning: what this frame holds goes in. Listened
  // for once the frame holds something that could be released (most frames never do: no cost).
  let releasable = false;
  const listenForRelease = () => {
    if (releasable) return;
    releasable = true;
    browser.runtime.onMessage.addListener((message, sender) => {
      if (sender.id !== browser.runtime.id) return;
      const what = (message as { type?: unknown; what?: unknown }) ?? {};
      if (what.type !== PASSWORD_RELEASE) return;
      if (what.what === 'password') hold?.releaseMatched();
      else if (heldCode && isTextField(heldCode.target))
        void deliver([{ target: heldCode.target, kind: 'text', text: heldCode.text }]);
      heldCode = null;
    });
  };
  stopSignInCodes(
    () => codes,
    (target, text) => {
      heldCode = { target, text };
      listenForRelease();
      void sendPageMessage({ type: 'password:code' });
    },
    signal,
  );
  return {
    /** Starts the hold: after the typing hold's listeners, so that it sees what that one lets go. */
    hold(): PasswordHold {
      const notices = new Map<HTMLElement, Promise<HeldPasswordNotice | null>>();
      const kit = () => loadPageUi<PasswordKit>('passwords');
      hold = holdPasswords({
        mode,
        signal,
        fingerprint: async (text, salt) => (await kit())?.fingerprintOf(text, salt) ?? null,
        whose: async (print) => {
          listenForRelease();
          const reply = await sendPageMessage({ type: 'password:whose', print });
          return reply.ok ? reply.value.belongsTo : null;
        },
        deliver,
        showHeld(field, characters) {
          let notice = notices.get(field);
          if (characters === 0) {
            notices.delete(field);
            void notice?.then((shown) => shown?.dismiss());
            return;
          }
          if (!notice) {
            notice = loadPageUi<SiteUi>('site').then(
              (ui) => ui?.showPasswordHeld(document, field) ?? null,
            );
            notices.set(field, notice);
          }
          void notice.then((shown) => shown?.update(characters));
        },
      });
      // A site passwords may belong to: its sign-ins are watched from the frame's start.
      watchSignIns({
        salt: mode.then(({ mode: now, salt }) => (now === 'keep' && salt ? salt : null)),
        kit,
        report: (prints) => void sendPageMessage({ type: 'password:signed-in', prints }),
        signal,
      });
      return hold;
    },
  };
}
