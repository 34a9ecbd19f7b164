import { mayHoldCommand, slipsInCommand, withoutHidden } from '../guards/slipped-command';
import { hiddenInSelection } from './hidden-text';

/**
 * A person's own copy, read by the copy kit (`clipboard-judge.js`, loaded into a frame on its
 * first selection: own-copy.ts): when the page hid a command inside the selection
 * (pastejacking), what is copied is the selection without it, and the answer is true. A
 * selection with nothing hidden, or hidden text that is no command, is left to the browser
 * exactly as it copies it (false).
 */
export function leaveOutHidden(event: ClipboardEvent): boolean {
  const data = event.clipboardData;
  const selection = getSelection();
  const text = selection?.toString() ?? '';
  // A text field's selection is what the field shows; most copies end at the quick look.
  if (!data || !selection || selection.isCollapsed || !mayHoldCommand(text)) return false;
  const hidden = hiddenInSelection(selection);
  if (hidden.length === 0) return false;
  const seen = withoutHidden(text, hidden);
  if (seen === text || !slipsInCommand(hidden, text, seen)) return false;
  data.setData('text/plain', seen);
  event.preventDefault();
  return true;
}
