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

  it('reads every command ClickGrab recorded on live pages', () => {
    // Its crawls of 2026-07-01 to 08-20 recorded the same five commands as the read days: there is
    // no held-out ClickGrab set (refresh-clickgrab.ts writes one only when later crawls meet new
    // commands).
    const commands = readCorpus('clickgrab-read');
    expect(commands).toHaveLength(5);
    expect(found(commands)).toBe(5);
  });

  it('reads every command Unit 42 published from ClickFix pages up to mid-2025', () => {
    // Their later notes give their commands inside prose: not drawn (SOURCES.md).
    const commands = readCorpus('unit42-read');
    expect(commands).toHaveLength(10);
    expect(found(commands)).toBe(10);
  });

  it("reads the ClickFix pattern library's malicious strings: 201 of 202 read, 181 of 184 held out", () => {
    const read = readCorpus('patterns-malicious-read');
    const held = readCorpus('patterns-malicious-held-out');
    expect([read.length, held.length]).toEqual([202, 184]);
    expect(found(read)).toBeGreaterThanOrEqual(201);
    expect(found(held)).toBeGreaterThanOrEqual(181);
  });

  it("calls no more of the library's honest strings commands than today (37 of 186, 33 of 158)", () => {
    // Commands that run a local script or ask AppleScript for something: copied as shown all the
    // same (e2e "copies the ClickFix pattern library's honest commands as shown").
    expect(found(readCorpus('patterns-benign-read'))).toBeLessThanOrEqual(37);
    expect(found(readCorpus('patterns-benign-held-out'))).toBeLessThanOrEqual(33);
  });
});
