import { listenKept } from '../content/relisten';
import { mayHoldCommand, slipsInCommand, withoutHidden } from '../guards/slipped-command';
import { hiddenInSelection } from './hidden-text';

/**
 * A person's own copy carries only what they see: when the page hid a command inside their
 * selection (pastejacking), what they copy is the selection without it, and `onLeftOut` tells
 * them so. A selection with nothing hidden, or hidden text that is no command, is left to the
 * browser exactly as it copies it. Listened for before the page's own scripts (the content
 * script's start), in Linkwise's world: a page's copy listener comes after, and is not run for a
 * copy made here. The page-world guard still judges what a page's listener writes, and a whole
 * selection the person cannot see (clipboard-watch.ts).
 */
export function guardOwnCopies(isOn: () => boolean, onLeftOut: () => void): void {
  listenKept(
    window,
    'copy',
    (event) => {
      if (!event.isTrusted || !isOn()) return;
      const data = (event as ClipboardEvent).clipboardData;
      const selection = getSelection();
      const text = selection?.toString() ?? '';
      // A text field's selection is what the field shows; most copies end at the quick look.
      if (!data || !selection || selection.isCollapsed || !mayHoldCommand(text)) return;
      const hidden = hiddenInSelection(selection);
      if (hidden.length === 0) return;
      const seen = withoutHidden(text, hidden);
      if (seen === text || !slipsInCommand(hidden, text, seen)) return;
      data.setData('text/plain', seen);
      event.preventDefault();
      event.stopImmediatePropagation();
      onLeftOut();
    },
    { capture: true },
  );
}
