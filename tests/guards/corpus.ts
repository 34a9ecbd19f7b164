import { readFileSync } from 'node:fs';

/** The commands of one ClickFix corpus (tests/fixtures/clickfix/SOURCES.md). */
export function readCorpus(
  name:
    | 'vendor-payloads'
    | 'clickgrab-read'
    | 'unit42-read'
    | 'patterns-malicious-read'
    | 'patterns-malicious-held-out'
    | 'patterns-benign-read'
    | 'patterns-benign-held-out',
): string[] {
  return readFileSync(`tests/fixtures/clickfix/${name}.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const value = JSON.parse(line) as string | { text: string };
      return typeof value === 'string' ? value : value.text;
    });
}
