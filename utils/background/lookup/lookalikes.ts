import type { BundledLists } from '../../lookalike/bundled-lists';
import { createLookalikeJudge, type LookalikeJudge } from '../../lookalike/judge';
import type { LookalikeFinding } from '../../lookalike/reasons';
import type { LookupValue } from '../../lookup/normalize';
import type { BackgroundState } from '../wiring/state';

/**
 * The look-alike check as the engine asks it (engine.ts `lookalike`): the person's switch, the
 * bundled lists (the sites people visit most, the brands phishing imitates; read from the
 * package on the first question), the sites they use and the organisation's own and partner
 * domains from policy. The judge indexes ~13 000 names (tens of milliseconds), so it is built on
 * the first question and again only when the person's or the organisation's sites change. Lists
 * that cannot be read leave names unjudged (the lookup service still answers), never a failure.
 */
export function createLookalikeCheck(
  state: () => Promise<BackgroundState>,
  lists: () => Promise<BundledLists>,
) {
  let built: { yours: string; organisation: string; judge: LookalikeJudge } | undefined;
  /** The state the judge was last chosen for: the same state object asks no comparison. */
  let chosenFor: BackgroundState | undefined;
  let listsFailed = false;

  async function judgeFor(current: BackgroundState): Promise<LookalikeJudge | null> {
    if (built && current === chosenFor) return built.judge;
    let bundled: BundledLists;
    try {
      bundled = await lists();
    } catch (error) {
      if (!listsFailed) console.warn('Linkwise: the look-alike lists could not be read', error);
      listsFailed = true;
      return null;
    }
    chosenFor = current;
    const yours = current.sitesYouUse ?? [];
    const organisation = [
      ...(current.policy?.ownDomains ?? []),
      ...(current.policy?.partnerDomains ?? []),
    ];
    const key = { yours: yours.join(' '), organisation: organisation.join(' ') };
    if (built?.yours !== key.yours || built.organisation !== key.organisation) {
      built = { ...key, judge: createLookalikeJudge({ ...bundled, yours, organisation }) };
    }
    return built.judge;
  }

  const check = async (
    value: LookupValue,
    context: { pageSite?: string } = {},
  ): Promise<LookalikeFinding | null> => {
    const current = await state();
    if (!current.settings.warnLookalikes || value.kind === 'phone') return null;
    return (await judgeFor(current))?.judge(value.value, context) ?? null;
  };
  return Object.assign(check, {
    /**
     * The judge itself, whatever the look-alike switch says (the password guard asks which
     * sites are established: utils/background/passwords/); null if the lists cannot be read.
     */
    judge: async (): Promise<LookalikeJudge | null> => judgeFor(await state()),
  });
}
export type LookalikeCheck = ReturnType<typeof createLookalikeCheck>;
