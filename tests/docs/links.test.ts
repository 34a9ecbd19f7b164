// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, slugOf } from './links';

describe('the documentation link check', () => {
  it('makes anchors as GitHub does', () => {
    expect(slugOf('Look-alike sites, judged on your device')).toBe(
      'look-alike-sites-judged-on-your-device',
    );
    expect(slugOf('Permissions, and why')).toBe('permissions-and-why');
    expect([...anchorsOf('# A\n## Tests\n```\n## Not a heading\n```\n## Tests\n')]).toEqual([
      'a',
      'tests',
      'tests-1',
    ]);
  });

  it('finds a missing file and a missing heading, and passes what resolves', () => {
    const folder = mkdtempSync(join(tmpdir(), 'linkwise-links-'));
    writeFileSync(join(folder, 'other.md'), '# Other\n## Here\n');
    const page = join(folder, 'page.md');
    writeFileSync(
      page,
      '[ok](other.md#here) [web](https://example.com/x) [gone](missing.md) [no heading](other.md#there) [self](#top)\n# Top\n',
    );
    expect(brokenLinks(page)).toEqual([
      `${page}: missing.md (no such file)`,
      `${page}: other.md#there (no such heading)`,
    ]);
  });

  it('passes the project’s own pages', () => {
    for (const file of ['README.md', 'BENCHMARKS.md']) expect(brokenLinks(file)).toEqual([]);
  });
});
