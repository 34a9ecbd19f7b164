import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatWait } from '@/utils/api/describe';
import { direction, formatNumber, language, plural } from '@/utils/i18n';
import { catalogueGetMessage } from '../support/i18n';

/** The browser serving another catalogue, as it does for a person in that language. */
const useCatalogue = (file: string) =>
  Object.assign(fakeBrowser.i18n, { getMessage: catalogueGetMessage(file) });

describe('plural forms and numbers in the reader’s language', () => {
  it('English: one and other', () => {
    expect(plural('site.reports', 1)).toBe('1 report');
    expect(plural('site.reports', 1200)).toBe('1,200 reports');
    expect(formatWait(90_000)).toBe('2 minutes');
  });

  it('Arabic: the six forms its grammar needs, right to left', () => {
    useCatalogue('ar.yml');
    expect(language()).toBe('ar');
    expect(direction()).toBe('rtl');
    expect(plural('site.reports', 0)).toBe('لا بلاغات');
    expect(plural('site.reports', 1)).toBe('بلاغ واحد');
    expect(plural('site.reports', 2)).toBe('بلاغان');
    expect(plural('site.reports', 5)).toBe(`${formatNumber(5)} بلاغات`);
    expect(plural('site.reports', 11)).toBe(`${formatNumber(11)} بلاغًا`);
    expect(plural('site.reports', 100)).toBe(`${formatNumber(100)} بلاغ`);
  });

  it('German: its own words and number format', () => {
    useCatalogue('de.yml');
    expect(language()).toBe('de');
    expect(plural('popup.itemsMarked', 1)).toBe(
      '1 riskanter Eintrag markiert. Wählen Sie ihn aus, um ihn zu sehen.',
    );
    expect(plural('site.reports', 1200)).toBe('1.200 Meldungen');
    expect(formatWait(3_000)).toBe('3 Sekunden');
  });

  it('a form the catalogue lacks falls back to its general form', () => {
    Object.assign(fakeBrowser.i18n, {
      getMessage: (key: string, subs?: string[]) =>
        key === 'meta_lang' ? 'ar' : key === 'site_reports_other' ? `${subs?.[0]} X` : '',
    });
    expect(plural('site.reports', 2)).toBe(`${formatNumber(2)} X`);
  });
});
