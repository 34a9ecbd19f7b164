// The browser's own object, not the polyfill: content scripts use these words too (the same
// object utils/content/browser.ts hands the content script).
import { browser } from '@wxt-dev/browser';
import type { GeneratedI18nStructure, i18n as generated } from '#i18n';

/**
 * Every sentence people read comes from the message catalogues in locales/ (English is the
 * reference; `tests/i18n` fails when a catalogue lacks a key English has, or has one English
 * does not). The browser picks the catalogue from its own UI language.
 */
export const i18n: Pick<typeof generated, 't'> = {
  // WXT's generated types check each key and its slots; the lookup itself is the browser's
  // (plural forms are `plural` below), so @wxt-dev/i18n's runtime is not bundled.
  t: ((key: string, substitutions?: string[]) =>
    messageOf(key, substitutions)) as typeof generated.t,
};

/** Outside a browser (the benchmarks run the detection code in plain Node) the key stands in. */
function hasCatalogue(): boolean {
  return typeof browser?.i18n?.getMessage === 'function';
}

export type MessageKey = keyof GeneratedI18nStructure & string;
/** A message with nothing to fill in (a label, a heading). */
export type PlainKey = {
  [K in MessageKey]: GeneratedI18nStructure[K] extends { substitutions: 0 } ? K : never;
}[MessageKey];
/** A message with plural forms: `<base>.one`, `<base>.other` (and more, by language). */
export type PluralKey = MessageKey extends infer K
  ? K extends `${infer Base}.other`
    ? Base
    : never
  : never;

/**
 * The language of the catalogue in use ("de", "pt-BR", "ar"), not the browser's: a browser in
 * a language Linkwise does not have shows English, formatted and laid out as English.
 */
export function language(): string {
  return (hasCatalogue() && i18n.t('meta.lang')) || 'en';
}

/** "rtl" for a right-to-left catalogue (Arabic), else "ltr". */
export function direction(): 'ltr' | 'rtl' {
  return i18n.t('meta.dir') === 'rtl' ? 'rtl' : 'ltr';
}

/** Lays a whole extension page out in the catalogue's language and direction. */
export function localiseDocument(doc: Document): void {
  doc.documentElement.lang = language();
  doc.documentElement.dir = direction();
}

/**
 * A message with a count, in the plural form the language needs for it (English: one/other;
 * Arabic: zero/one/two/few/many/other), the count written the language's way as `$1`.
 */
export function plural(key: PluralKey, count: number, substitutions: string[] = []): string {
  const category = new Intl.PluralRules(language()).select(count);
  const subs = [formatNumber(count), ...substitutions];
  return messageOf(`${key}.${category}`, subs) || messageOf(`${key}.other`, subs);
}

/**
 * A message whose key is built at run time (a plural form, a service's own sentence). The
 * catalogue check (tests/i18n) proves every such key exists in every catalogue.
 */
export function messageOf(key: string, substitutions: string[] = []): string {
  if (!hasCatalogue()) return key;
  const getMessage = browser.i18n.getMessage as (name: string, subs?: string[]) => string;
  return getMessage(key.replaceAll('.', '_'), substitutions);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(language()).format(value);
}

/** A date and time the reader's way; the text as given if it is not a date. */
export function formatDateTime(value: string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatTime(value: number): string {
  return new Intl.DateTimeFormat(language(), { timeStyle: 'short' }).format(new Date(value));
}
