import { readCorpus } from '../guards/corpus';
import { htmlText } from './http-utils';

/** The honest commands of the ClickFix pattern library (tests/fixtures/clickfix/SOURCES.md). */
export const SHOWN_COMMAND_SETS = ['patterns-benign-read', 'patterns-benign-held-out'] as const;
export type ShownCommandSet = (typeof SHOWN_COMMAND_SETS)[number];

export const shownCommands = (set: ShownCommandSet) => readCorpus(set);

/**
 * A page of one such set as documentation shows commands: each in a code block, with a copy
 * button that writes it (`navigator.clipboard.writeText`), as copy buttons do.
 */
export function shownCommandsPage(set: ShownCommandSet): string {
  const blocks = shownCommands(set).map(
    (text, n) =>
      `<pre><code>${htmlText(text)}</code></pre><button data-copy-index="${n}" data-text="${htmlText(text)}">Copy</button>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Administration commands</title></head><body style="font:16px system-ui;padding:24px"><h1>Administration commands</h1>${blocks.join('\n')}
<script>document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-copy-index]');
  if (button) navigator.clipboard.writeText(button.dataset.text);
});</script></body></html>`;
}
