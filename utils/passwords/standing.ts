import type { PasswordMode } from './password-schemas';

/**
 * Where a password may belong, and so what a frame does with passwords (password-schemas.ts's
 * modes). A site has earned a password when it is established: on the bundled lists of the most
 * visited sites and the brands phishing imitates (with each brand's other own domains), among
 * the organisation's sign-in, own or partner domains, or one the person has used on several days
 * (lookalike/visits.ts) — never on a first visit. Every other site is held.
 */

/**
 * Names of established sites where anyone publishes a page under the site's name (a form, a
 * shared document, a storage bucket): a password asked for there is not the site's own.
 * Registrable-domain hosting (`x.github.io`, `x.web.app`) is already someone's own site by the
 * Public Suffix List, and other shared hosts by the look-alike lists (`sharedHosts`).
 */
const PUBLISHED_BY_ANYONE = [
  'sites.google.com',
  'docs.google.com',
  'drive.google.com',
  'forms.gle',
  'storage.googleapis.com',
  'firebasestorage.googleapis.com',
  'script.google.com',
  'forms.office.com',
  'forms.microsoft.com',
  'sharepoint.com',
  'blob.core.windows.net',
  'dropboxusercontent.com',
  'translate.goog',
  's3.amazonaws.com',
  'ipfs.io',
];

export function isPublishedByAnyone(host: string): boolean {
  return PUBLISHED_BY_ANYONE.some((name) => host === name || host.endsWith(`.${name}`));
}

export interface Standing {
  /** The person's switch (or the organisation's). */
  on: boolean;
  /** A private window, and whether the person lets Linkwise check pages there. */
  privateWindow: boolean;
  privateAllowed: boolean;
  /** The frame's site has earned passwords (see above). */
  established: boolean;
  /** Some password is kept (else there is nothing to hold a field's text for). */
  anyKept: boolean;
}

/**
 * The frame's mode: `keep` on an established site (never in a private window: nothing is learned
 * there), `hold` on any other while a password is kept, `off` otherwise. In a private window the
 * guard runs only with the person's opt-in, as every check does.
 */
export function modeOf(standing: Standing): PasswordMode['mode'] {
  if (!standing.on || (standing.privateWindow && !standing.privateAllowed)) return 'off';
  if (standing.established) return standing.privateWindow ? 'off' : 'keep';
  return standing.anyKept ? 'hold' : 'off';
}
