import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The release before the versioned store (0.1.0): the commit the update test starts from. A
 * person who installed it and then gets this version must find everything they stored.
 */
export const PREVIOUS_RELEASE = { version: '0.1.0', commit: '5373982' } as const;

export interface ReleaseBuild {
  chromeDir: string;
  firefoxDir: string;
  version: string;
}

function wxtBuild(root: string, outDir: string, target: 'chrome' | 'firefox'): void {
  // A store build: no service address baked in, no test hooks (the person sets their services).
  const env: NodeJS.ProcessEnv = { ...process.env, LINKWISE_OUT_DIR: outDir };
  for (const name of ['WXT_SHORTEN_API_URL', 'WXT_LOOKUP_API_URL', 'WXT_E2E_HOOKS'])
    delete env[name];
  const built = spawnSync(resolve(root, 'node_modules/.bin/wxt'), ['build', '-b', target], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`wxt build -b ${target} in ${root}:\n${built.stderr}`);
}

/**
 * Builds a release's store archives' contents from git: the tree as it was at `commit`, with
 * this checkout's packages when its lockfile is the same (else its own, installed with npm ci).
 */
export function buildRelease(commit: string, outDir: string): ReleaseBuild {
  const root = resolve(outDir, 'source');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  // The tree without its tests and saved pages (tens of MB the build never reads).
  execFileSync('sh', [
    '-c',
    `git archive --format=tar ${commit} -- . ':(exclude)tests' | tar -x -C "${root}"`,
  ]);
  // This checkout's packages serve the release when they hold every package it locked, at its
  // version (a package added since is no matter); else the release installs its own.
  const locked = (dir: string) =>
    (JSON.parse(readFileSync(resolve(dir, 'package-lock.json'), 'utf8')).packages ?? {}) as Record<
      string,
      { version?: string }
    >;
  const here = locked('.');
  const fits = Object.entries(locked(root)).every(
    ([path, entry]) => path === '' || here[path]?.version === entry.version,
  );
  if (fits) symlinkSync(resolve('node_modules'), resolve(root, 'node_modules'));
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root });
  return storeBuilds(root, resolve(outDir, 'build'));
}

/** This tree's store build, beside the release's. */
export function buildCurrent(outDir: string): ReleaseBuild {
  rmSync(outDir, { recursive: true, force: true });
  return storeBuilds(resolve('.'), resolve(outDir));
}

/** The Chrome and Firefox store builds of the tree at `root`, into `out`, with its version. */
function storeBuilds(root: string, out: string): ReleaseBuild {
  wxtBuild(root, out, 'chrome');
  wxtBuild(root, out, 'firefox');
  if (!existsSync(resolve(out, 'chrome-mv3/manifest.json'))) throw new Error(`no build in ${out}`);
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  return {
    chromeDir: resolve(out, 'chrome-mv3'),
    firefoxDir: resolve(out, 'firefox-mv2'),
    version,
  };
}
