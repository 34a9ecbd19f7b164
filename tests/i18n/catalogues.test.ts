// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { parseMessagesText } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';
import { type Catalogue, compareCatalogues } from './catalogue-check';

/** A catalogue read as the build reads it (WXT's i18n module), as dotted keys. */
function read(file: string): Catalogue {
  const messages = parseMessagesText(readFileSync(`locales/${file}`, 'utf8'), 'YAML');
  return Object.fromEntries(
    messages
      .filter((message) => !message.key[0]?.startsWith('@@'))
      .map((message) => [message.key.join('.'), 'message' in message ? message.message : '']),
  );
}
const english = read('en.yml');
const others = readdirSync('locales')
  .filter((file) => file.endsWith('.yml') && file !== 'en.yml')
  .map((file) => ({ file, language: file.replace('.yml', '').replace('_', '-') }));

describe('message catalogues', () => {
  it('English and at least four more languages, one written right to left', () => {
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.some(({ file }) => read(file)['meta.dir'] === 'rtl')).toBe(true);
  });

  it.each(others)(
    '$file has exactly English’s keys, plural forms and slots',
    ({ file, language }) => {
      const catalogue = read(file);
      expect(compareCatalogues(english, catalogue, language)).toEqual([]);
      expect(catalogue['meta.lang']).toBe(language);
      expect(['ltr', 'rtl']).toContain(catalogue['meta.dir']);
    },
  );
});

describe('the catalogue check itself', () => {
  const reference = { 'a.b': 'Hello $1', 'c.one': '$1 item', 'c.other': '$1 items' };

  it('fails on a missing key, an extra key, a wrong slot and missing plural forms', () => {
    expect(
      compareCatalogues(reference, { 'a.b': 'Hallo', d: 'x', 'c.other': '$1 Dinge' }, 'de'),
    ).toEqual([
      'not in English: d',
      'a.b fills in  where English has $1',
      'c has the forms other where de needs one,other',
    ]);
    expect(compareCatalogues(reference, { 'c.one': '1', 'c.other': '$1' }, 'de')).toEqual([
      'missing a.b',
    ]);
  });

  it('asks Arabic for its six plural forms', () => {
    const arabic = { 'a.b': 'مرحبا $1', 'c.one': 'عنصر واحد', 'c.other': '$1 عنصر' };
    expect(compareCatalogues(reference, arabic, 'ar')).toEqual([
      'c has the forms one,other where ar needs few,many,one,other,two,zero',
    ]);
  });
});
