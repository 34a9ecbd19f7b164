import { describe, expect, it } from 'vitest';
import { isPublishedByAnyone, modeOf, type Standing } from '@/utils/passwords/standing';

const base: Standing = {
  on: true,
  privateWindow: false,
  privateAllowed: false,
  established: false,
  anyKept: true,
};

describe('what a frame does with passwords', () => {
  it('keeps on an established site, holds on any other while a password is kept, else nothing', () => {
    expect(modeOf({ ...base, established: true })).toBe('keep');
    expect(modeOf(base)).toBe('hold');
    expect(modeOf({ ...base, anyKept: false })).toBe('off');
    expect(modeOf({ ...base, on: false })).toBe('off');
  });

  it('a private window: nothing without the opt-in; with it, held but never kept', () => {
    expect(modeOf({ ...base, privateWindow: true })).toBe('off');
    expect(modeOf({ ...base, privateWindow: true, privateAllowed: true })).toBe('hold');
    expect(modeOf({ ...base, privateWindow: true, privateAllowed: true, established: true })).toBe(
      'off',
    );
  });

  it('pages anyone publishes under an established name are no site’s own', () => {
    expect(isPublishedByAnyone('docs.google.com')).toBe(true);
    expect(isPublishedByAnyone('contoso.sharepoint.com')).toBe(true);
    expect(isPublishedByAnyone('accounts.google.com')).toBe(false);
    expect(isPublishedByAnyone('google.com')).toBe(false);
  });
});
