import type { AppFailure } from '../../api/failures';
import { forgetSite, keptSites } from '../../passwords/kept';
import type { HandlerMap } from '../wiring/deps';

type PasswordMessages =
  | 'password:guard'
  | 'password:signed-in'
  | 'password:whose'
  | 'password:code'
  | 'password:use-anyway'
  | 'passwords:list'
  | 'passwords:forget';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });
const NOT_HERE: AppFailure = { kind: 'extension-unavailable' };

/**
 * The password guard's messages (password-guard.ts decides): from a page's frames, its mode, a
 * sign-in's fingerprints, a fingerprint to name, a sign-in code stopped and "use it here anyway";
 * from options, the sites kept passwords belong to, and forgetting them.
 */
export const passwordHandlers: HandlerMap<PasswordMessages> = {
  async 'password:guard'(_message, origin, deps) {
    if (!deps.passwords || origin.kind !== 'content-script') return fail(NOT_HERE);
    return { ok: true, value: await deps.passwords.mode(origin.sender) };
  },
  async 'password:signed-in'(message, origin, deps) {
    if (!deps.passwords || origin.kind !== 'content-script') return fail(NOT_HERE);
    return {
      ok: true,
      value: { kept: await deps.passwords.signedIn(origin.sender, message.prints) },
    };
  },
  async 'password:whose'(message, origin, deps) {
    if (!deps.passwords || origin.kind !== 'content-script') return fail(NOT_HERE);
    return {
      ok: true,
      value: { belongsTo: await deps.passwords.whose(origin.sender, message.print) },
    };
  },
  async 'password:code'(_message, origin, deps) {
    if (!deps.passwords || origin.kind !== 'content-script') return fail(NOT_HERE);
    return { ok: true, value: { warned: await deps.passwords.codeStopped(origin.sender) } };
  },
  async 'password:use-anyway'(_message, origin, deps) {
    if (!deps.passwords || origin.kind !== 'content-script') return fail(NOT_HERE);
    return { ok: true, value: { released: await deps.passwords.useAnyway(origin.sender) } };
  },
  async 'passwords:list'(_message, _origin, deps) {
    const kept = await deps.keptPasswords?.read();
    return { ok: true, value: kept ? keptSites(kept) : [] };
  },
  async 'passwords:forget'(message, _origin, deps) {
    const store = deps.keptPasswords;
    if (!store) return fail(NOT_HERE);
    if (message.site === null) {
      await store.clear();
      return { ok: true, value: [] };
    }
    const site = message.site;
    return { ok: true, value: keptSites(await store.update((kept) => forgetSite(kept, site))) };
  },
};
