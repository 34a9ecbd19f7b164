import type { Policy } from './policy';
import type { Secrets, Settings } from './schema';

/**
 * Everything the background reads from storage to answer a message: the settings as they apply,
 * with the lists and the policy. Defined here, beside the schemas it is made of, so the rooms
 * that read it (site protection, the lookup wiring) need not reach up into the background.
 */
export interface BackgroundState {
  /** As they apply: the person's, with the organisation's policy over them (policy.ts). */
  settings: Settings;
  secrets: Secrets;
  trusted: ReadonlySet<string>;
  ignoredSites: ReadonlySet<string>;
  /** The organisation's policy (managed storage); absent when there is none. */
  policy?: Policy;
  /** Sites this person uses, learned on the device for the look-alike check (most used first). */
  sitesYouUse?: readonly string[];
}
