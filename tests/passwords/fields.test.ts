import { describe, expect, it } from 'vitest';
import { canHoldPassword, isPasswordField } from '@/utils/password-fields/fields';

const field = (html: string) => {
  document.body.innerHTML = html;
  return document.getElementById('field');
};

// happy-dom computes no `-webkit-text-security`: a field masked with it alone is held in both
// browsers' e2e (tests/e2e/password-scenarios.ts, "dressed").
describe('which fields can hold a password', () => {
  it('a password field, and text fields or editable content dressed as one', () => {
    for (const html of [
      '<input id="field" type="password">',
      '<input id="field" style="font-family: text-security-disc">',
      '<input id="field" autocomplete="current-password">',
      '<label for="field">Passwort</label><input id="field">',
      '<label for="field">Contraseña</label><input id="field">',
      '<input id="field" placeholder="Senha">',
      '<input id="field" name="user_pass">',
      '<input id="field" aria-label="كلمة المرور">',
      '<input id="field" placeholder="パスワード">',
      '<input id="field" name="pwd">',
      '<div id="field" contenteditable="true" aria-label="Password"></div>',
      '<span id="field" contenteditable="true" style="font-family: text-security-disc"></span>',
      '<textarea id="field" name="passphrase"></textarea>',
    ])
      expect(canHoldPassword(field(html)), html).toBe(true);
  });

  it('not an ordinary field: a search box, a name, a passport number, a checkbox', () => {
    for (const html of [
      '<input id="field" type="search" name="q">',
      '<input id="field" name="name">',
      '<label for="field">Passport number</label><input id="field">',
      '<input id="field" type="checkbox" name="password">',
      '<input id="field" name="bypass">',
      '<div id="field" contenteditable="true" aria-label="Message"></div>',
      '<div id="field">Password</div>',
    ])
      expect(canHoldPassword(field(html)), html).toBe(false);
  });

  it('a site’s own sign-in field, known without reading its style', () => {
    expect(isPasswordField(field('<input id="field" type="password">'))).toBe(true);
    expect(isPasswordField(field('<input id="field" autocomplete="new-password">'))).toBe(true);
    expect(isPasswordField(field('<input id="field" name="password">'))).toBe(false);
  });
});
