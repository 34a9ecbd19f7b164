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
