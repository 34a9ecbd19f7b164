import { PAGE_UI_ARRIVAL, PAGE_UI_GLOBAL } from './page-ui-globals';
import { sendPageMessage } from './send';

/**
 * The page UI (utils/ui/page-ui.ts) is the room above this one: the loader only carries it, so
 * its type comes from the caller (`loadPageUi<PageUi>()`, in the entry point), never from here.
 */
let loading: Promise<unknown> | null = null;

const present = () => (globalThis as Record<string, unknown>)[PAGE_UI_GLOBAL];

/**
 * The page's UI, injected by the background on first use (`page:ui`); null when it could not be
 * (the extension was updated or removed meanwhile: then the page is left as it is). Ask early
 * where a warning may follow (a risky answer): the click warning is then ready before the click.
 */
export function loadPageUi<Ui>(): Promise<Ui | null> {
  loading ??= (async () => {
    if (present()) return present();
    // The UI may arrive before the background's reply does (the site check started it): the
    // injected script calls this back as it runs.
    const world = globalThis as Record<string, unknown>;
    const arrived = new Promise((resolve) => {
      world[PAGE_UI_ARRIVAL] = resolve;
    });
    const asked = sendPageMessage({ type: 'page:ui' }).then((reply) =>
      reply.ok ? (present() ?? null) : null,
    );
    const ui = await Promise.race([arrived, asked]);
    if (!ui) loading = null;
    return ui;
  })();
  return loading as Promise<Ui | null>;
}

/** The page UI if it is here already (a mark preloads it), else null and it starts loading. */
export function pageUiNow<Ui>(): Ui | null {
  const ui = (present() as Ui | undefined) ?? null;
  if (!ui) void loadPageUi();
  return ui;
}

/**
 * Answers a background's "show this" message once the page UI is in: `show` draws with it and
 * the background hears "shown", or `missing` when the UI could not be had. True keeps the
 * message channel open for that later reply (return it from the listener).
 */
export function replyOnceShown<Ui>(
  reply: (answer: string) => void,
  show: (ui: Ui) => void,
  missing = 'no-ui',
): true {
  void loadPageUi<Ui>().then((ui) => {
    if (!ui) return reply(missing);
    show(ui);
    reply('shown');
  });
  return true;
}
