import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser } from 'puppeteer-core';
import { findBrowser, MAPPED_SITES } from './browsers';

export const GECKO_ID = 'linkwise@linkwise.app';

/**
 * Sends every `*.top` host and the mapped real sites (MAPPED_SITES) to the emulator at `serverUrl` (a PAC file makes it their proxy:
 * Firefox has no host-resolver rules), over plain http (HTTPS-First off).
 */
export function sitePrefs(serverUrl: string): Record<string, unknown> {
  const { host } = new URL(serverUrl);
  const sites = MAPPED_SITES.map((site) => `dnsDomainIs(host, "${site}")`).join(' || ');
  const pac = `function FindProxyForURL(url, host) { return shExpMatch(host, "*.top") || ${sites} ? "PROXY ${host}" : "DIRECT"; }`;
  return {
    'network.proxy.type': 2,
    'network.proxy.autoconfig_url': `data:text/plain,${encodeURIComponent(pac)}`,
    'dom.security.https_first': false,
    'dom.security.https_first_schemeless': false,
  };
}

/** Every host but the machine's own through the proxy at `port` (see launchFirefox's `proxyAll`). */
function proxyAllPrefs(port: number): Record<string, unknown> {
  const pac = `function FindProxyForURL(url, host) { return host === "127.0.0.1" || host === "localhost" ? "DIRECT" : "PROXY 127.0.0.1:${port}"; }`;
  return {
    'network.proxy.type': 2,
    'network.proxy.autoconfig_url': `data:text/plain,${encodeURIComponent(pac)}`,
    'network.proxy.allow_hijacking_localhost': false,
  };
}

export interface FirefoxSession {
  browser: Browser;
  /** Fixed per session through a pref, so tests can open moz-extension:// pages. */
  extensionUuid: string;
  close: () => Promise<void>;
}

/**
 * Launches headless Firefox ESR over WebDriver BiDi and installs the unpacked MV2 build as a
 * temporary add-on.
 */
export async function launchFirefox(
  extensionDir: string,
  options: {
    sitesAt?: string;
    dark?: boolean;
    lang?: string;
    clipboard?: boolean;
    /**
     * Every host through this proxy on 127.0.0.1 (the emulator, at its address, directly), its
     * self-signed certificates accepted: real sites' pages served under their own names.
     */
    proxyAll?: number;
  } = {},
): Promise<FirefoxSession> {
  const extensionUuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findBrowser('firefox'),
    headless: true,
    ...(options.proxyAll ? { acceptInsecureCerts: true } : {}),
    // WebDriver BiDi reaches moz-extension:// pages (the warning page) only with this.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: extensionUuid }),
      // The welcome tab opened on install would steal focus from the page under test.
      'browser.shell.checkDefaultBrowser': false,
      ...(options.sitesAt ? sitePrefs(options.sitesAt) : {}),
      ...(options.proxyAll ? proxyAllPrefs(options.proxyAll) : {}),
      // Pages see prefers-color-scheme: dark (BiDi cannot emulate media features yet).
      ...(options.dark ? { 'layout.css.prefers-color-scheme.content-override': 0 } : {}),
      // The interface language (Debian's firefox-esr-l10n-* language packs provide it).
      ...(options.lang ? { 'intl.locale.requested': options.lang } : {}),
      // Tests read the clipboard from the page (Firefox otherwise asks the person first).
      ...(options.clipboard ? { 'dom.events.testing.asyncClipboard': true } : {}),
    },
  });
  await browser.installExtension(extensionDir);
  return { browser, extensionUuid, close: () => browser.close() };
}
