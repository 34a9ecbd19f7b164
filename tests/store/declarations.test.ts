// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';
import { getEnglishMessage } from '../support/i18n';

/**
 * What leaves the browser under the default settings, as the privacy e2e sees it (the lookup
 * service's log: page and link host names, e-mail addresses, phone numbers — chromium.test.ts,
 * privacy scenarios; the shortening body: the address and the install id), said the same way in
 * Firefox's data declaration, the first-run text, the privacy policy and the store answers.
 */
const SENT_BY_DEFAULT = {
  browsingActivity: {
    policy: 'browsing activity',
    welcome: ['site name of each page you open', 'the address you shorten'],
  },
  websiteContent: { policy: 'website content', welcome: ['each link on it'] },
  personallyIdentifyingInfo: {
    policy: 'personally identifying information',
    welcome: ['e-mail addresses and phone numbers on the pages you read'],
  },
} as const;

async function firefoxManifest(): Promise<Record<string, unknown>> {
  const manifest = config.manifest as (env: object) => Promise<Record<string, unknown>>;
  return manifest({ browser: 'firefox', manifestVersion: 2, mode: 'production', command: 'build' });
}

describe('what the store listing and the extension say is sent', () => {
  it("Firefox's data declaration names exactly what the default settings send", async () => {
    const manifest = (await firefoxManifest()) as {
      browser_specific_settings: { gecko: { data_collection_permissions: { required: string[] } } };
    };
    const declared = manifest.browser_specific_settings.gecko.data_collection_permissions.required;
    expect([...declared].sort()).toEqual(Object.keys(SENT_BY_DEFAULT).sort());
  });

  it('the privacy policy (docs and privacy.html) and the first-run text say each of them', () => {
    const policy = readFileSync('docs/privacy.md', 'utf8').replace(/\s+/g, ' ');
    const welcome = getEnglishMessage('options_welcomeLeaves');
    for (const [category, words] of Object.entries(SENT_BY_DEFAULT)) {
      expect(policy, category).toContain(`**${words.policy}**`);
      for (const phrase of words.welcome) expect(welcome, category).toContain(phrase);
    }
    // The shortening's install number and a short link's hops are in the first-run text too.
    expect(welcome).toContain('a random install number');
    expect(welcome).toContain('that link goes to its shortener');
  });

  it('the store answers mark each declared category as collected', () => {
    const listing = readFileSync('docs/store/listing.md', 'utf8');
    for (const row of ['Web history', 'Website content', 'Personally identifiable information'])
      expect(listing).toMatch(new RegExp(`\\| ${row} \\| \\*\\*Yes\\*\\*`));
  });
});
