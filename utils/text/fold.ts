/**
 * Full-width forms (U+FF01–U+FF5E: `＋１　（６５０）`, as Japanese, Chinese and Korean pages write
 * numbers), the ideographic space and the other dashes and minus signs, folded to their ASCII
 * forms one character for one, so a match in the folded text has the same positions in the
 * original and a mark lands on the characters the page shows.
 */
export function foldWidth(text: string): string {
  if (!HAS_WIDE.test(text)) return text;
  return text.replace(WIDE, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
    return char === '\u3000' ? ' ' : '-';
  });
}

const WIDE = /[\uFF01-\uFF5E\u3000\u2010-\u2015\u2212]/g;
const HAS_WIDE = new RegExp(WIDE.source);

/**
 * True when an e-mail-like match starting at `localStart` is in fact the user info of a web
 * address written as text (`https://user:pass@example.com`, `//me@host`): the run of non-space
 * characters before it holds `//`. That is a credential, never an e-mail address, and must not
 * leave the browser.
 */
export function isUserInfoAt(text: string, localStart: number): boolean {
  const token = /\S*$/.exec(text.slice(Math.max(0, localStart - 2048), localStart))?.[0] ?? '';
  return token.includes('//');
}
