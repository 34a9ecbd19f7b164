import { z } from 'zod';

/**
 * Imported first by every entrypoint. zod 4 would otherwise probe `new Function` to compile
 * fast parsers; extension pages forbid eval by CSP, so the probe could only fail (and be logged
 * as a violation). Without the JIT, parsing is plain and fast enough for our small schemas.
 */
z.config({ jitless: true });
