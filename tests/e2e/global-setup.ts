import type { TestProject } from 'vitest/node';
import { startEmulator } from '../emulator/server';
import { findBrowser } from './browsers';
import { buildExtension, OUTAGE_TIME_SCALE } from './build';
import { removePolicies } from './policy';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorUrl: string;
    chromeExtensionDir: string;
    firefoxExtensionDir: string;
    /** Chromium build whose waits are scaled by OUTAGE_TIME_SCALE (outage scenarios). */
    chromeScaledExtensionDir: string;
    /** Both targets as the stores get them (no e2e hooks), for what a page can see of Linkwise. */
    chromeStoreExtensionDir: string;
    firefoxStoreExtensionDir: string;
  }
}

/** One emulator and one build per e2e run; browsers are checked first so a gap fails fast. */
export default async function setup(project: TestProject) {
  findBrowser('chromium');
  findBrowser('firefox');
  // A policy left by a run that crashed would change every browser this run starts.
  await removePolicies();
  const emulator = await startEmulator();
  const built = await buildExtension('.output/e2e', emulator.url);
  const scaled = await buildExtension('.output/e2e-scaled', emulator.url, ['chrome'], {
    WXT_TIME_SCALE: String(OUTAGE_TIME_SCALE),
  });
  const store = await buildExtension('.output/e2e-store', emulator.url, undefined, {
    WXT_E2E_HOOKS: 'false',
  });
  project.provide('emulatorUrl', emulator.url);
  project.provide('chromeExtensionDir', built.chromeDir);
  project.provide('firefoxExtensionDir', built.firefoxDir);
  project.provide('chromeScaledExtensionDir', scaled.chromeDir);
  project.provide('chromeStoreExtensionDir', store.chromeDir);
  project.provide('firefoxStoreExtensionDir', store.firefoxDir);
  return () => emulator.close();
}
