// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCAN_DIR = fileURLToPath(new URL('../../utils/scan/', import.meta.url));
/** Each file one job (utils/scan/README.md): a file past this many lines holds two. */
const MAX_LINES = 300;

describe('the scan room', () => {
  it(`keeps every file under ${MAX_LINES} lines`, () => {
    const files = readdirSync(SCAN_DIR).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const long = files.filter(
      (file) => readFileSync(`${SCAN_DIR}${file}`, 'utf8').split('\n').length > MAX_LINES,
    );
    expect(long).toEqual([]);
  });
});
