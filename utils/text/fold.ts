/**
 * Full-width forms (U+FF01–U+FF5E: `＋１　（６５０）`, as Japanese, Chinese and Korean pages write
 * numbers), Arabic-Indic digits, the ideographic space and the other dashes and minus signs, folded to their ASCII
 * forms one character for one, so a match in the folded text has the same positions in the
 * original and a mark lands on the characters the page shows.
 */
export function foldWidth(text: string): string {
  if (!HAS_WIDE.test(text)) return text;
  return text.replace(WIDE, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
    // Arabic-Indic and Eastern Arabic-Indic digits: `+٤٤…` is how Iraq writes `+44…`.
    if (code >= 0x0660 && code <= 0x0669) return String.fromCharCode(code - 0x0660 + 48);
    if (code >= 0x06f0 && code <= 0x06f9) return String.fromCharCode(code - 0x06f0 + 48);
    return char === '\u3000' ? ' ' : '-';
  });
}

const WIDE = /[\uFF01-\uFF5E\u3000\u2010-\u2015\u2212\u0660-\u0669\u06F0-\u06F9]/g;
const HAS_WIDE = new RegExp(WIDE.source);

/**
 * True when an e-mail-like match starting at `localStart` is in fact the user info of a web
 * address written as text (`https://user:pass@example.com`, `//me@host`): the run of non-space
 * characters before it holds `//`. That is a credential, never an e-mail address, and must not
 * leave the browser.
 */
export function isUserInfoAt(text: string, localStart: number): boolean {
  const token = /\S*$/.exec(text.slice(Math.max(0, localStart - 2048), localStart))?.[0] ?? '';
  const slashes = token.lastIndexOf('//');
  // Only if nothing between the `//` and the address ends an authority: in
  // `[site](https://ibm.com)[mail](mailto:someone@ibm.com)` the address is not the link's.
  return slashes !== -1 && !AUTHORITY_END.test(token.slice(slashes + 2));
}

/** Characters that end a URL's authority, or the URL itself in prose and markup. */
const AUTHORITY_END = /[/?#()[\]<>"'`|]/;
