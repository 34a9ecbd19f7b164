import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';

export const I18N_SCREENSHOTS = '.output/screenshots/i18n';

/** What each language must show: words from its own catalogue, and its direction. */
export const LANGUAGES = [
  {
    lang: 'de',
    dir: 'ltr',
    optionsTitle: 'Linkwise-Einstellungen',
    shortenTab: 'Kürzen',
    cardTitle: 'Linkwise-Prüfung',
    riskyHeadline: 'Als Betrug gemeldet',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    optionsTitle: 'خيارات Linkwise',
    shortenTab: 'اختصار',
    cardTitle: 'فحص Linkwise',
    riskyHeadline: 'مُبلَّغ عنه كاحتيال',
  },
] as const;

/** English words that would mean a sentence was left untranslated (names and levels aside). */
export const ENGLISH_LEFT = /\b(?:the|and|your|options|Save|Connection)\b/;

/**
 * The options page in `language`: its own title, its lang and direction on the document, no
 * English sentence left (addresses, level names and "Linkwise" aside); then a screenshot.
 */
export async function expectOptionsIn(
  options: Page,
  language: (typeof LANGUAGES)[number],
  screenshot: string,
): Promise<void> {
  await options.waitForFunction(
    (title) => document.body.innerText.includes(title),
    { polling: 100, timeout: 20_000 },
    language.optionsTitle,
  );
  expect(
    await options.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
  ).toEqual([language.lang, language.dir]);
  expect(await options.evaluate(() => document.body.innerText)).not.toMatch(ENGLISH_LEFT);
  await options.screenshot({ path: `${I18N_SCREENSHOTS}/${screenshot}` });
}
