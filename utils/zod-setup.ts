import { config } from 'zod/mini';

/**
 * Imported first by every entrypoint (zod/mini's `config` is zod's one global setting, so
 * content scripts that carry only zod/mini set it too). zod 4 would otherwise probe `new Function` to compile
 * fast parsers; extension pages forbid eval by CSP, so the probe could only fail (and be logged
 * as a violation). Without the JIT, parsing is plain and fast enough for our small schemas.
 */
config({ jitless: true });
