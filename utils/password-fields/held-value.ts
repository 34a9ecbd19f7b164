import type { HeldInput } from '../content/typing-hold';

/**
 * What a held password field would hold, from what was held for it: the field stays empty while
 * its text is held (a page could poll it), so the caret is always at the end of what was typed.
 * Ctrl/⌘+A then a key replaces it all, as in any field.
 */
export function heldValue(start: string, held: readonly HeldInput[]): string {
  let text = start;
  let selectedAll = false;
  const put = (added: string) => {
    text = (selectedAll ? '' : text) + added;
    selectedAll = false;
  };
  for (const entry of held) {
    if (entry.kind === 'click') continue;
    if (entry.kind === 'text') put(entry.text);
    else if (entry.kind === 'value') {
      text = entry.value;
      selectedAll = false;
    } else if (entry.modifiers & 4) {
      if (entry.key.toLowerCase() === 'a') selectedAll = true;
    } else if (entry.key.length === 1 || [...entry.key].length === 1) put(entry.key);
    else if (entry.key === 'Backspace') {
      text = selectedAll ? '' : [...text].slice(0, -1).join('');
      selectedAll = false;
    } else if (entry.key === 'Delete' && selectedAll) {
      text = '';
      selectedAll = false;
    }
  }
  return text;
}

/** Held input that only adds to the end: characters typed, text pasted (no edit, no shortcut). */
const onlyAdds = (held: readonly HeldInput[]) =>
  held.every(
    (entry) =>
      entry.kind === 'text' ||
      (entry.kind === 'key' && !(entry.modifiers & 4) && [...entry.key].length === 1),
  );

/**
 * How the held text is put into the field: as it was typed and pasted, in order, when it only
 * added to the end; the whole value set at once when the person edited within it (the replayed
 * keys could not select what the empty field never showed); then Enter, if that is how they left.
 */
export function deliveryOf(
  target: Element,
  held: readonly HeldInput[],
  value: string,
  enter: HeldInput | undefined,
): HeldInput[] {
  const entries: HeldInput[] = onlyAdds(held) ? [...held] : [{ target, kind: 'value', value }];
  return enter ? [...entries, enter] : entries;
}
