import { describe, expect, it } from 'vitest';
import { findBrowser } from '../e2e/browsers';

describe('findBrowser', () => {
  it('prefers the override variable', () => {
    expect(findBrowser('chromium', { CHROMIUM_PATH: '/opt/c' }, (path) => path === '/opt/c')).toBe(
      '/opt/c',
    );
  });

  it('finds the Debian path', () => {
    expect(findBrowser('firefox', {}, (path) => path === '/usr/bin/firefox-esr')).toBe(
      '/usr/bin/firefox-esr',
    );
  });

  it('fails loudly with the install command when a browser is missing', () => {
    expect(() => findBrowser('firefox', {}, () => false)).toThrow(/apt-get install -y firefox-esr/);
    expect(() => findBrowser('chromium', { CHROMIUM_PATH: '/nope' }, () => false)).toThrow(
      /CHROMIUM_PATH is set to \/nope/,
    );
  });
});
