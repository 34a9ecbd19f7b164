import { describe, expect, it } from 'vitest';
import type { HeldInput } from '@/utils/content/typing-hold';
import { deliveryOf, heldValue } from '@/utils/password-fields/held-value';

const target = document.createElement('input');
const key = (name: string, modifiers = 0): HeldInput => ({
  target,
  kind: 'key',
  key: name,
  code: '',
  modifiers,
});
const keys = (text: string) => [...text].map((character) => key(character));
const paste = (text: string): HeldInput => ({ target, kind: 'text', text });
const CTRL = 4;

describe('what a held password field would hold (its caret is at the end of what was typed)', () => {
  it('adds typed and pasted text at the end; Backspace takes the last character, an emoji whole', () => {
    expect(heldValue('', [...keys('Hunte'), key('Backspace'), paste('er22🙂')])).toBe('Hunter22🙂');
    expect(heldValue('', [...keys('ab🙂'), key('Backspace')])).toBe('ab');
    expect(heldValue('pre-', keys('fix'))).toBe('pre-fix');
  });

  it('Ctrl+A then a key, a paste or Backspace replaces what was there; Delete at the end does nothing', () => {
    expect(heldValue('', [...keys('wrong'), key('a', CTRL), ...keys('right')])).toBe('right');
    expect(heldValue('old', [key('a', CTRL), paste('new')])).toBe('new');
    expect(heldValue('', [...keys('gone'), key('a', CTRL), key('Backspace')])).toBe('');
    expect(heldValue('', [...keys('stay'), key('Delete')])).toBe('stay');
  });

  it('an autofill replaces the whole value', () => {
    expect(heldValue('', [...keys('x'), { target, kind: 'value', value: 'Filled-In-99' }])).toBe(
      'Filled-In-99',
    );
  });
});

describe('how held text is put in', () => {
  const enter = key('Enter');

  it('as it was typed and pasted, in order, then Enter', () => {
    const held = [...keys('Pass'), paste('word-1')];
    expect(deliveryOf(target, held, 'Password-1', enter)).toEqual([...held, enter]);
  });

  it('as the whole value at once when the person edited within it', () => {
    const held = [...keys('Passx'), key('Backspace'), ...keys('word')];
    expect(deliveryOf(target, held, 'Password', undefined)).toEqual([
      { target, kind: 'value', value: 'Password' },
    ]);
  });
});
