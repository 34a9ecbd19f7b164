import { type CommandShell, commandShell } from './commands';
import { conceals } from './concealment';
import type { StopReason, Write } from './guard-protocol';
import { asksToPasteAndRun } from './run-box';
import { shownOpenly } from './shown';

/**
 * The clipboard judge: what becomes of a text the page-world guard held back (it has a word a
 * command cannot do without). Run in Linkwise's own world, in the frame the text came from,
 * injected there the first time it is needed (`clipboard-judge.js`).
 *
 * - Not a command that fetches or runs code: it goes to the clipboard, as the page meant.
 * - A command that hides part of itself (padding, invisible characters, a fake "I am not a
 *   robot" comment): stopped.
 * - The person's own copy of text they could not see: stopped unless it can be seen.
 * - A page's copy, on a page telling the person to open Run or Terminal and paste: stopped.
 * - A page's copy of a command readable on the page in a code block: it goes to the clipboard.
 *   Anything else: stopped.
 */
export type Judgement = { stop: false } | { stop: true; shell: CommandShell; why: StopReason };

export function judgeHeld(text: string, how: Write, doc: Document): Judgement {
  const shell = commandShell(text);
  if (!shell) return { stop: false };
  if (conceals(text)) return { stop: true, shell, why: 'concealed' };
  if (how === 'selection')
    return shownOpenly(text, doc, false) ? { stop: false } : { stop: true, shell, why: 'unseen' };
  if (asksToPasteAndRun(doc.body?.innerText ?? ''))
    return { stop: true, shell, why: 'instructions' };
  return shownOpenly(text, doc, true) ? { stop: false } : { stop: true, shell, why: 'unseen' };
}
