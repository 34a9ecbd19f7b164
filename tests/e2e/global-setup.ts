import type { TestProject } from 'vitest/node';
import { startEmulator } from '../emulator/server';
import { findBrowser } from './browsers';
import { buildExtension } from './build';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorUrl: string;
    chromeExtensionDir: string;
    firefoxExtensionDir: string;
  }
}

/** One emulator and one build per e2e run; browsers are checked first so a gap fails fast. */
export default async function setup(project: TestProject) {
  findBrowser('chromium');
  findBrowser('firefox');
  const emulator = await startEmulator();
  const built = await buildExtension('.output/e2e', emulator.url);
  project.provide('emulatorUrl', emulator.url);
  project.provide('chromeExtensionDir', built.chromeDir);
  project.provide('firefoxExtensionDir', built.firefoxDir);
  return () => emulator.close();
}
