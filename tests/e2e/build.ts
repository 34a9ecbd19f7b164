import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface BuiltExtension {
  chromeDir: string;
  firefoxDir: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * The outage scenarios' build: every wait in utils/lookup/limits.ts times this, so a minute is
 * 2.4 s, the 5-minute circuit 12 s and a two-minute outage 4.8 s (unit tests with fake timers
 * prove the real constants).
 */
export const OUTAGE_TIME_SCALE = 0.04;

/**
 * Builds both targets into `outDir` with the two service URLs baked in as build-time defaults,
 * exactly as a managed deployment would: the extension then works with no setup at all.
 */
export async function buildExtension(
  outDir: string,
  serviceUrl: string,
  targets: ReadonlyArray<'chrome' | 'firefox'> = ['chrome', 'firefox'],
  extraEnv: Record<string, string> = {},
  /** The tree to build (another commit's worktree, for a before/after); this one by default. */
  tree = '.',
): Promise<BuiltExtension> {
  const env = {
    ...process.env,
    LINKWISE_OUT_DIR: outDir,
    WXT_SHORTEN_API_URL: serviceUrl,
    WXT_LOOKUP_API_URL: serviceUrl,
    WXT_E2E_HOOKS: 'true',
    ...extraEnv,
  };
  const wxt = resolve(tree, 'node_modules/.bin/wxt');
  for (const target of targets) await run(wxt, ['build', '-b', target], env, resolve(tree));
  return {
    chromeDir: resolve(outDir, 'chrome-mv3'),
    firefoxDir: resolve(outDir, 'firefox-mv2'),
  };
}
