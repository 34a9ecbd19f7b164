import { accessSync, constants } from 'node:fs';

export type BrowserName = 'chromium' | 'firefox';

const CANDIDATES: Record<BrowserName, { env: string; paths: string[]; install: string }> = {
  chromium: {
    env: 'CHROMIUM_PATH',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'],
    install: 'sudo apt-get update && sudo apt-get install -y chromium',
  },
  firefox: {
    env: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    install: 'sudo apt-get update && sudo apt-get install -y firefox-esr',
  },
};

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a browser: the override variable first, then the usual Debian paths. A missing browser
 * is an error that says how to install it — the e2e suite never skips silently.
 */
export function findBrowser(
  name: BrowserName,
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = isExecutable,
): string {
  const { env: variable, paths, install } = CANDIDATES[name];
  const override = env[variable];
  if (override) {
    if (exists(override)) return override;
    throw new Error(`${variable} is set to ${override}, but no executable is there.`);
  }
  const found = paths.find(exists);
  if (found) return found;
  throw new Error(
    `${name} was not found (looked in ${paths.join(', ')}). Install it with: ${install} — or set ${variable} to its path.`,
  );
}

/**
 * A real, trusted site the browsers in the tests also send to the emulator (with `*.top`), so a
 * page can be served as that site's own: a link on it to its own second domain is its own.
 */
export const OWN_SITE = 'buzzfeed.com';

/**
 * A brand's own sites the browsers in the tests also send to the emulator: Chase's, as the
 * bundled brand list has them (chase.com, and jpmorganchase.com among its other own domains),
 * for a sign-in on a brand's own site (the password guard, utils/passwords/).
 */
export const BRAND_SITE = 'chase.com';
export const BRAND_OTHER_DOMAIN = 'jpmorganchase.com';

/** Every real site the test browsers send to the emulator, with their subdomains. */
export const MAPPED_SITES = [OWN_SITE, BRAND_SITE, BRAND_OTHER_DOMAIN];
