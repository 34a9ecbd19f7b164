import { describe, expect, it } from 'vitest';
import { commandShell } from '@/utils/guards/commands';
import { readCorpus } from './corpus';

/**
 * The command recogniser on commands no one here wrote (tests/fixtures/clickfix/SOURCES.md): the
 * floors BENCHMARKS.md reports. The held-out set is only ever counted.
 */
const found = (texts: string[]) => texts.filter((text) => commandShell(text) !== null).length;

describe('commands from real ClickFix pages', () => {
  it('reads every vendor-published command that runs something (35 of 37)', () => {
    const payloads = readCorpus('vendor-payloads');
    expect(payloads).toHaveLength(37);
    // The two it leaves are download-only lines that run nothing on their own.
    expect(found(payloads)).toBe(35);
  });

  it('reads every command ClickGrab recorded on live pages, in both sets', () => {
    for (const set of ['clickgrab-read', 'clickgrab-held-out'] as const) {
      const commands = readCorpus(set);
      expect(commands.length).toBeGreaterThan(0);
      expect(found(commands), set).toBe(commands.length);
    }
  });
});
