import { describe, expect, it } from 'vitest';
import { LOCKABLE, parsePolicy } from '@/utils/settings/policy';
import { INVALID_POLICY_VALUES } from '../support/invalid-policy';

describe('every managed setting: an invalid value is reported with a reason', () => {
  it('covers every policy Linkwise reads', () => {
    expect(Object.keys(INVALID_POLICY_VALUES).sort()).toEqual(
      [...LOCKABLE, 'ownDomains', 'partnerDomains', 'signInDomains', 'lockedSettings'].sort(),
    );
  });

  it.each(Object.entries(INVALID_POLICY_VALUES))('%s', (name, { sameType, otherType }) => {
    for (const value of [sameType, otherType]) {
      // null stands for "no invalid value of this type exists" (a switch is true or false).
      if (value === null && sameType === null) continue;
      const policy = parsePolicy({ [name]: value });
      const problem = policy.problems.find((each) => each.setting.startsWith(name));
      expect(problem, `${name}: ${JSON.stringify(value)}`).toBeDefined();
      expect(problem!.reason.length).toBeGreaterThan(10);
      // A key's value is never repeated in the reason.
      if (typeof value === 'string' && name.endsWith('Key') && value.trim()) {
        expect(problem!.reason).not.toContain(value);
      }
      // Nothing invalid applies.
      expect(name in policy.settings || name in policy.secrets).toBe(false);
    }
  });
});
