import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { SHORTEN_COMMAND } from '@/utils/background/quick/menus';
import { i18n } from '@/utils/i18n';

const whereToChange = () =>
  import.meta.env.FIREFOX ? i18n.t('popup.firefoxShortcuts') : 'chrome://extensions/shortcuts';
/** Stands for the shortcut in the sentence, split around it (word order is the language's). */
const SLOT = '\uE000';

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
      {shortcut
        ? i18n
            .t('popup.shortcut', [SLOT, whereToChange()])
            .split(SLOT)
            .flatMap((part: string, i: number) =>
              i === 0 ? [part] : [<kbd key="key">{shortcut}</kbd>, part],
            )
        : i18n.t('popup.noShortcut', [whereToChange()])}
    </p>
  );
}
