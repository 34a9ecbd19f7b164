import { createLookalikeJudge, type LookalikeJudge } from '../../lookalike/judge';
import TOP_SITES from '../../lookalike/lists/top-sites.json';
import type { LookalikeFinding } from '../../lookalike/reasons';
import type { LookupValue } from '../../lookup/normalize';
import type { BackgroundState } from '../wiring/state';

/**
 * The look-alike check as the engine asks it (engine.ts `lookalike`): the person's switch, the
 * bundled popular sites, the sites they use and the organisation's own and partner domains from
 * policy. The judge indexes ~12 000 names (tens of milliseconds), so it is built on the first
 * question and again only when the person's or the organisation's sites change.
 */
export function createLookalikeCheck(state: () => Promise<BackgroundState>) {
  let built: { yours: string; organisation: string; judge: LookalikeJudge } | undefined;
  /** The state the judge was last chosen for: the same state object asks no comparison. */
  let chosenFor: BackgroundState | undefined;

  function judgeFor(current: BackgroundState): LookalikeJudge {
    if (built && current === chosenFor) return built.judge;
    chosenFor = current;
    const yours = current.sitesYouUse ?? [];
    const organisation = [
      ...(current.policy?.ownDomains ?? []),
      ...(current.policy?.partnerDomains ?? []),
    ];
    const key = { yours: yours.join(' '), organisation: organisation.join(' ') };
    if (built?.yours !== key.yours || built.organisation !== key.organisation) {
      built = { ...key, judge: createLookalikeJudge({ popular: TOP_SITES, yours, organisation }) };
    }
    return built.judge;
  }

  return async (value: LookupValue): Promise<LookalikeFinding | null> => {
    const current = await state();
    if (!current.settings.warnLookalikes || value.kind === 'phone') return null;
    return judgeFor(current).judge(value.value);
  };
}
