import { type UiPart, uiArrival, uiGlobal } from '../page-ui-globals';
import { sendPageMessage } from './send';

/**
 * The injected UIs (utils/ui/page-ui.ts, utils/ui/site-ui.ts) are the room above this one: the
 * loader only carries them, so their types come from the caller (`loadPageUi<PageUi>()`, in the
 * entry point), never from here. Two parts, each injected into a frame on its first use there:
 * the page UI (marks' cards, the click warning, the check card) and the site UI (the page's own
 * site: its warning or banner, and typing held while it is checked).
 */
const loading: Partial<Record<UiPart, Promise<unknown>>> = {};

const present = (part: UiPart) => (globalThis as Record<string, unknown>)[uiGlobal(part)];

/**
 * The page UI, or with `'site'` the site UI, injected by the background on first use
 * (`page:ui`); null when it could not be (the extension was updated or removed meanwhile: then
 * the page is left as it is). Ask early where a warning may follow (a risky answer): the click
 * warning is then ready before the click.
 */
export function loadPageUi<Ui>(part: UiPart = 'page'): Promise<Ui | null> {
  loading[part] ??= (async () => {
    if (present(part)) return present(part);
    // The UI may arrive before the background's reply does (the site check started it): the
    // injected script calls this back as it runs.
    const arrived = new Promise((resolve) => {
      (globalThis as Record<string, unknown>)[uiArrival(part)] = resolve;
    });
    const asked = sendPageMessage({ type: 'page:ui', part }).then((reply) =>
      reply.ok ? (present(part) ?? null) : null,
    );
    const ui = await Promise.race([arrived, asked]);
    if (!ui) delete loading[part];
    return ui;
  })();
  return loading[part] as Promise<Ui | null>;
}

/** An injected part if it is here already in this frame, else null (nothing is loaded). */
export const partHere = <Ui>(part: UiPart): Ui | null => (present(part) as Ui | undefined) ?? null;

/** The page UI if it is here already (a mark preloads it), else null and it starts loading. */
export function pageUiNow<Ui>(): Ui | null {
  const ui = partHere<Ui>('page');
  if (!ui) void loadPageUi();
  return ui;
}

/**
 * Answers a background's "show this" message once the page UI is in: `show` draws with it and
 * the background hears "shown", or "no-ui" when the UI could not be had. True keeps the message
 * channel open for that later reply (return it from the listener).
 */
export function replyOnceShown<Ui>(reply: (answer: string) => void, show: (ui: Ui) => void): true {
  void loadPageUi<Ui>().then((ui) => {
    if (ui) show(ui);
    reply(ui ? 'shown' : 'no-ui');
  });
  return true;
}
