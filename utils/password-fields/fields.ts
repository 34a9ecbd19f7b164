import { isTextField } from '../content/typing-hold';

/**
 * Which fields can hold a password: a password field, and a field dressed as one — a text field
 * or editable content whose characters the page masks with CSS (`-webkit-text-security`, a font
 * of dots) or that says it holds a password (its autocomplete token, its name, label or
 * placeholder, in the languages phishing is written in). A page that wants a password from a
 * field it disguises as something else gets nothing this can see; that is the honest limit.
 */

/** "Password" and its kin, as fields name and label themselves. */
const PASSWORD_WORDS =
  /(?:^|[^a-z])(?:pass(?:word|wd|wort|code|phrase)?|pwd|kennwort|contrase[ñn]a|senha|mot ?de ?passe|wachtwoord|l[öo]senord|passord|adgangskode|salasana|has[łl]o|heslo|jelsz[óo]|parol[aăe]|[şs]ifre|lozinka|geslo)(?:[^a-z]|$)|пароль|كلمة (?:المرور|السر)|סיסמה|κωδικός|パスワード|密[码碼]|비밀번호|mật khẩu|รหัสผ่าน/i;
/** Fonts that draw every character as a dot (text-security and its forks). */
const MASKING_FONT = /text-security|password|dotsfont/i;

/** What a field says of itself: the page's own words, at most a few hundred characters. */
function selfDescription(field: HTMLElement): string {
  const parts = ['name', 'id', 'placeholder', 'aria-label', 'title'].map(
    (name) => field.getAttribute(name) ?? '',
  );
  const labels = (field as HTMLInputElement).labels;
  if (labels) for (const label of labels) parts.push(label.textContent?.slice(0, 80) ?? '');
  return parts.join(' ').slice(0, 400);
}

/** Whether the page masks this field's characters as a password field's. */
function isMasked(field: HTMLElement): boolean {
  const view = field.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(field);
  const security = style.getPropertyValue('-webkit-text-security');
  return (security !== '' && security !== 'none') || MASKING_FONT.test(style.fontFamily);
}

/**
 * Whether `target` can hold a password. `type=password` at once; any other text field or
 * editable content by what it looks like and says of itself (read when asked: a page may change
 * a field's type or style while the person types).
 */
export function canHoldPassword(target: EventTarget | null | undefined): target is HTMLElement {
  if (!isTextField(target)) return false;
  if (target instanceof HTMLInputElement) {
    if (target.type === 'password') return true;
    if (!/^(text|tel|search|url|email|number|)$/.test(target.type)) return false;
  }
  if (/(?:current|new)-password/.test(target.getAttribute('autocomplete') ?? '')) return true;
  return isMasked(target) || PASSWORD_WORDS.test(selfDescription(target));
}

/** A field a site's own sign-in form uses for a password (no style read: it runs on every key). */
export const isPasswordField = (target: EventTarget | null | undefined): target is HTMLElement =>
  (target instanceof HTMLInputElement && target.type === 'password') ||
  (target instanceof HTMLElement &&
    /(?:current|new)-password/.test(target.getAttribute('autocomplete') ?? ''));
