import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** Where a browser's list of bundled modules is written, beside the builds. */
const listFile = (outBaseDir: string, browser: string) =>
  `${outBaseDir}/bundled-modules-${browser}.json`;

/**
 * Writes which source modules each built file holds to `.output/bundled-modules-<browser>.json`
 * (beside the builds, never in them): THIRD-PARTY-NOTICES.md is generated from it, and
 * `npm run check:store` fails when a bundle carries a package the notices do not list.
 */
export function listBundledModules(browser: string): Plugin {
  return {
    name: 'linkwise:list-bundled-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      const file = listFile(dirname(options.dir ?? '.output'), browser);
      const listed: Record<string, string[]> = existsSync(file)
        ? JSON.parse(readFileSync(file, 'utf8'))
        : {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') listed[chunk.fileName] = Object.keys(chunk.modules).sort();
      writeFileSync(file, `${JSON.stringify(listed, null, 1)}\n`);
    },
  };
}

/** A build lists its modules afresh: none of an earlier build's stay. */
export function forgetBundledModules(outBaseDir: string, browser: string): void {
  rmSync(listFile(outBaseDir, browser), { force: true });
}
