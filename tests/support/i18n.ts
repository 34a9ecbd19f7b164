import { readFileSync } from 'node:fs';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';

/**
 * The English catalogue as the browser would serve it (locales/en.yml built the way WXT's
 * i18n module builds it): unit tests read the real sentences, not stand-ins.
 */
export function catalogueGetMessage(file: string) {
  const messages = generateChromeMessages(
    parseMessagesText(readFileSync(`locales/${file}`, 'utf8'), 'YAML'),
  );
  /** browser.i18n.getMessage for tests: `$1`–`$9` substituted, `$$` is a dollar sign. */
  return (key: string, substitutions?: string | string[]): string => {
    const message = messages[key]?.message;
    if (message === undefined) return '';
    const subs = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
    return message.replace(/\$(\$|[1-9])/g, (_, which: string) =>
      which === '$' ? '$' : (subs[Number(which) - 1] ?? ''),
    );
  };
}

export const getEnglishMessage = catalogueGetMessage('en.yml');
