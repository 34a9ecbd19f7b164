import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { SHORTEN_COMMAND } from '@/utils/background/menus';

const WHERE_TO_CHANGE = import.meta.env.FIREFOX
  ? 'about:addons → ⚙ → Manage Extension Shortcuts'
  : 'chrome://extensions/shortcuts';

/** Shows the shortcut as the browser has it bound, and where to change it. */
export function ShortcutHint() {
  const [shortcut, setShortcut] = useState<string | null>(null);
  useEffect(() => {
    browser.commands.getAll().then((commands) => {
      setShortcut(commands.find((command) => command.name === SHORTEN_COMMAND)?.shortcut || '');
    });
  }, []);
  if (shortcut === null) return null;
  return (
    <p class="hint" data-testid="shortcut">
      {shortcut ? (
        <>
          Shortcut: <kbd>{shortcut}</kbd> shortens the current page and copies the link.
        </>
      ) : (
        'No keyboard shortcut is set.'
      )}{' '}
      Change it in {WHERE_TO_CHANGE}.
    </p>
  );
}
