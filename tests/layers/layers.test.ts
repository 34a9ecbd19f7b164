// @vitest-environment node
import { createRequire } from 'node:module';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

/** The project's own rules over a small tree of rooms (tests/fixtures/layers/utils/). */
async function violations(): Promise<string[]> {
  const result = await cruise(['utils'], {
    baseDir: 'tests/fixtures/layers',
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  const output = result.output as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

describe('the layers of utils/', () => {
  it('refuse an import up the layers, and let one down them through', async () => {
    expect(await violations()).toContain(
      'layers-scan: utils/scan/draws-badge.ts → utils/ui/badge.ts',
    );
  });

  it('let the shared files read low rooms only: never a room that runs in a frame', async () => {
    const found = await violations();
    expect(found).toContain(
      'plumbing-stands-on-low-rooms: utils/page-messages.ts → utils/password-fields/password-hold.ts',
    );
    expect(found).toHaveLength(2);
  });
});
