import { sendPageMessage } from '../content/send';
import { judgeHeld } from '../guards/clipboard-judge';
import { MAX_COMMAND, type Write } from '../guards/guard-protocol';
import { i18n } from '../i18n';
import { leaveOutHidden } from './hidden-copy';

/**
 * The clipboard judge as the relay loads it into a frame (clipboard-judge.js, the content
 * scripts' world): a held text goes to the clipboard when it is no command, or one the page
 * showed openly; otherwise one sentence goes there instead, in the person's language, and the
 * background covers the page with the warning. Either way the clipboard is written by Linkwise,
 * never by the page. It also reads a person's own copies for hidden commands (hidden-copy.ts).
 */
export const judgeUi = { handleHeld, leaveOutHidden };
export type JudgeUi = typeof judgeUi;

/**
 * A held command the background read as one: written when the page showed it openly, else
 * stopped; `opened`, written in a window this page opened (the warning says so).
 */
async function handleHeld(text: string, how: Write, opened = false): Promise<void> {
  const judgement = judgeHeld(text, how, document);
  if (!judgement.stop) {
    await write(text);
    return;
  }
  await write(i18n.t('guard.clipboardSentence'));
  const { shell, why } = judgement;
  await sendPageMessage({
    type: 'guard:clipboard',
    command: { text: text.slice(0, MAX_COMMAND), how, shell, why },
    opened,
  });
}

/** Writes to the clipboard; the browser refusing (the frame lost focus) leaves it as it was. */
async function write(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Nothing else can be done from a page that lost the focus.
  }
}
