/**
 * Whether a command hides part of itself from the person who pastes it. ClickFix pads its
 * command with spaces so that Windows' Run box shows only a comment at its end ("✅ I am not a
 * robot - reCAPTCHA Verification ID: 4821", or FileFix's fake `C:\HR\Policy.docx`), or slips in
 * characters that show nothing. A command a page shows openly has no reason for either.
 */

/** Blank characters a line can be padded with (spaces, Unicode's spaces and fillers). */
const BLANK = String.raw`[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u2800\u3164\uffa0\u115f\u1160]`;

/**
 * A line padded to push its start out of view: forty blanks or more inside it, or twenty before a
 * comment (a console's columns and a script's aligned comments take fewer), after a word of the
 * line's own (a command's start). A line of drawing has none before its gaps: the ASCII-art banner
 * a tool prints, shown in its install block (mise's README).
 */
const PADDED = new RegExp(
  String.raw`[a-z0-9][^\n]*?\S${BLANK}{40,}\S|[a-z0-9][^\n]*?\S${BLANK}{20,}(?:#|::|<#|rem\b|//)`,
  'i',
);

/** Four empty lines or more before more text. */
const PUSHED_DOWN = /(?:\r?\n[ \t]*){5,}\S/;

/** Characters that show nothing: zero-width, direction controls, soft hyphens. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u00ad\u180e\ufeff]/;

/** A comment that claims a check is being passed (`# I am not a robot`, `:: Verification ID`). */
const VERIFICATION_COMMENT =
  /(?:#|::|\brem\b|<#)[^\n]*(?:robot|rob[oô]|captcha|human|humano|mensch|verif|überprüf|cloudflare|ray\s*id|✅|✔|☑)/i;

export function conceals(text: string): boolean {
  return [PADDED, PUSHED_DOWN, INVISIBLE, VERIFICATION_COMMENT].some((pattern) =>
    pattern.test(text),
  );
}
