import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm run lookalike`: one JSON line a value, from standard input. */
const run = (input: string, ...args: string[]) =>
  execFileSync('node_modules/.bin/tsx', ['tests/lookalike/cli.ts', '-', ...args], {
    input,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as { value: string; imitates: string | null; reason: string | null },
    );

describe('the look-alike command line', { timeout: 60_000 }, () => {
  it('prints one JSON line a host, address or e-mail address, comments skipped', () => {
    expect(run('# staff mail\nhttps://chase-login.com/x\nceo@paypa1.com\nexample.org\n')).toEqual([
      { value: 'https://chase-login.com/x', imitates: 'chase.com', reason: 'brand-and-words' },
      { value: 'ceo@paypa1.com', imitates: 'paypal.com', reason: 'confusable' },
      { value: 'example.org', imitates: null, reason: null },
    ]);
  });

  it('judges as the policies would with --protect, and as links on a site with --page', () => {
    expect(run('n0rthwind.com\n', '--protect', 'northwind.com')[0]?.imitates).toBe('northwind.com');
    expect(run('ak-hdl.buzzfed.com\n')[0]?.imitates).toBe('buzzfeed.com');
    expect(run('ak-hdl.buzzfed.com\n', '--page', 'buzzfeed.com')[0]?.imitates).toBeNull();
  });
});
