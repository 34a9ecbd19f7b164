import { direction, language } from '../i18n';
import { e2eSurfaces } from './e2e-surfaces';
import { styleShadowRoot } from './shadow-style';

/**
 * The host's own styles, inline and `!important`: a page's stylesheets cannot override them
 * (an inline important declaration wins over every author rule), `all: initial` leaves nothing
 * for the page to inherit into the surface, and a fixed, zero-size host never moves the page.
 */
const HOST_STYLE = [
  'all: initial',
  'display: block',
  'position: fixed',
  'top: 0',
  'left: 0',
  'width: 0',
  'height: 0',
  'margin: 0',
  'padding: 0',
  'border: 0',
  'visibility: visible',
  'opacity: 1',
  'filter: none',
  'transform: none',
  'clip-path: none',
  'pointer-events: auto',
  'z-index: 2147483647',
  'transition: none',
  'animation: none',
]
  .map((declaration) => `${declaration} !important`)
  .join('; ');

/** How often a shown surface checks that nothing covers it (the catch-all for the unforeseen). */
const COVER_CHECK_MS = 1_000;
/**
 * A page that takes the surface away again the moment it is put back (from its own
 * MutationObserver, say) would keep both sides busy forever, and win the last word before each
 * frame. Past this many restores within RESTORE_WINDOW_MS the page is "overpowering" the
 * surface, and the caller moves the warning where no page can reach it (the extension's own
 * warning page). A page that removes it on a timer loses every time: the restore comes in the
 * same task, before the next frame, and never in such a burst.
 */
const MAX_RESTORES = 10;
const RESTORE_WINDOW_MS = 100;

export interface SurfaceOptions {
  /** The host element's tag (the surface itself lives in its closed shadow root). */
  tag: string;
  css: string;
  /**
   * `modal`: a `<dialog>` shown with showModal(): the top layer, the rest of the page inert (no
   * pointer, focus or keys reach it). `popover`: a manual popover: the top layer, page usable.
   */
  layer: 'modal' | 'popover';
  /** Escape inside the surface (modal surfaces do not close on their own). */
  onEscape?: () => void;
  /** Attributes on the host for tests and user styles (kinds only, never values). */
  attributes?: Record<string, string>;
  /**
   * `first`: the host goes before everything else in the document, so its buttons come first
   * in the keyboard's tab order (a banner); `last` (default): after the page's content.
   */
  placement?: 'first' | 'last';
  /**
   * The page keeps removing or hiding the surface: it has been taken down, and the warning must
   * go somewhere the page cannot reach. Without it the surface keeps trying.
   */
  onOverpowered?: () => void;
  /**
   * Nothing in it to press: the pointer goes through it to what it covers (a page's button right
   * beside a field), so a notice never stands between a person and the page's own controls.
   */
  passive?: boolean;
}

export interface GuardedSurface {
  host: HTMLElement;
  /** The element in the top layer: fill it with the surface's content. */
  panel: HTMLElement;
  /** True while the surface is meant to be shown. */
  readonly shown: boolean;
  /** Takes the surface away for good (the person's choice, or the danger is over). */
  dismiss(): void;
  /** Whether the pointer goes through it from now on (SurfaceOptions.passive). */
  setPassive(passive: boolean): void;
}

/**
 * A warning surface a page cannot hide while the danger stands: in the top layer (above every
 * z-index), in a closed shadow root (no page selector or script reaches inside), its host styled
 * inline with `!important`, and put back at once — before the next frame — if the page removes
 * or moves the host, restyles it, closes it, or opens its own dialog or popover above it.
 */
export function showGuardedSurface(doc: Document, options: SurfaceOptions): GuardedSurface {
  const host = doc.createElement(options.tag);
  const root = host.attachShadow({ mode: 'closed' });
  if (import.meta.env.WXT_E2E_HOOKS === 'true') e2eSurfaces.add({ host, root });
  styleShadowRoot(root, options.css);
  const panel: HTMLElement = doc.createElement(options.layer === 'modal' ? 'dialog' : 'div');
  if (options.layer === 'popover') panel.setAttribute('popover', 'manual');
  // Linkwise's own words, laid out in their language's direction whatever the page's is.
  panel.lang = language();
  panel.dir = direction();
  let passive = false;
  /** Whether the pointer goes through the panel to the page (SurfaceOptions.passive). */
  const setPassive = (now: boolean) => {
    passive = now;
    panel.style.setProperty('pointer-events', now ? 'none' : 'auto');
  };
  if (options.passive) setPassive(true);
  root.append(panel);
  let shown = true;
  let reasserting = false;
  /** `close` events of our own making (re-showing on top), which must not trigger a reassert. */
  let ownCloses = 0;
  /** A manual popover closes only when we close it (no light dismiss, and no page can reach it). */
  let popoverOpen = false;
  let restores: number[] = [];

  function restoreHost(): void {
    for (const name of host.getAttributeNames()) {
      if (name !== 'style' && !(options.attributes && name in options.attributes)) {
        host.removeAttribute(name);
      }
    }
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      if (host.getAttribute(name) !== value) host.setAttribute(name, value);
    }
    if (host.getAttribute('style') !== HOST_STYLE) host.setAttribute('style', HOST_STYLE);
  }

  function isOpen(): boolean {
    return panel instanceof HTMLDialogElement ? panel.open : popoverOpen;
  }

  /** Puts the host back and the panel on top of the top layer; focus inside is kept. */
  function reassert(): void {
    if (!shown || reasserting) return;
    const now = Date.now();
    restores = [...restores.filter((time) => time > now - RESTORE_WINDOW_MS), now];
    if (options.onOverpowered && restores.length > MAX_RESTORES) {
      surface.dismiss();
      options.onOverpowered();
      return;
    }
    reasserting = true;
    try {
      const focused = root.activeElement as HTMLElement | null;
      if (host.parentNode !== (doc.documentElement ?? doc)) place();
      restoreHost();
      if (isOpen()) hidePanel();
      showPanel();
      focused?.focus();
    } finally {
      reasserting = false;
    }
  }

  function showPanel(): void {
    if (panel instanceof HTMLDialogElement) panel.showModal();
    else {
      panel.showPopover();
      popoverOpen = true;
    }
  }

  function hidePanel(): void {
    if (panel instanceof HTMLDialogElement) {
      ownCloses++;
      panel.close();
    } else {
      panel.hidePopover();
      popoverOpen = false;
    }
  }

  const observer = new MutationObserver((records) => {
    if (!shown || reasserting) return;
    const tampered = records.some(
      (record) =>
        record.target === host ||
        (record.type === 'attributes' && record.attributeName === 'open') ||
        [...record.removedNodes].some((node) => node === host || node.contains(host)),
    );
    const misplaced = doc.documentElement !== null && host.parentNode !== doc.documentElement;
    if (tampered || misplaced || !host.isConnected) reassert();
  });

  /**
   * A page popover shown after ours would sit above it in the top layer. `beforetoggle` comes
   * synchronously inside showPopover(): the microtask puts ours back on top before any frame.
   */
  const onToggle = (event: Event) => {
    if (event.target !== host && (event as ToggleEvent).newState === 'open') {
      queueMicrotask(reassert);
    }
  };
  const onFullscreen = () => {
    if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined);
    reassert();
  };
  const view = doc.defaultView;
  const coverCheck = setInterval(() => {
    if (!isOpen() || !coversItsPlace(doc, host, panel, passive)) reassert();
  }, COVER_CHECK_MS);

  panel.addEventListener('close', () => {
    if (ownCloses > 0) ownCloses--;
    else if (shown) queueMicrotask(reassert);
  });
  panel.addEventListener('cancel', (event) => event.preventDefault());
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // A modal dialog would close on Escape; this one only closes by the person's choice.
    event.preventDefault();
    if (event.isTrusted) options.onEscape?.();
  });

  function place(): void {
    const parent = doc.documentElement ?? doc;
    if (options.placement === 'first') parent.prepend(host);
    else parent.append(host);
  }

  restoreHost();
  place();
  showPanel();
  observer.observe(doc, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  observer.observe(host, { attributes: true });
  view?.addEventListener('beforetoggle', onToggle, true);
  doc.addEventListener('fullscreenchange', onFullscreen, true);

  const surface: GuardedSurface = {
    host,
    panel,
    get shown() {
      return shown;
    },
    dismiss() {
      if (!shown) return;
      shown = false;
      observer.disconnect();
      clearInterval(coverCheck);
      view?.removeEventListener('beforetoggle', onToggle, true);
      doc.removeEventListener('fullscreenchange', onFullscreen, true);
      if (isOpen()) hidePanel();
      host.remove();
    },
    setPassive,
  };
  return surface;
}

/**
 * True when the surface is what the page shows near the top middle of the panel (or the panel
 * is scrolled out of view). The host stands for everything in its closed shadow root, so any
 * other element there means something covers it.
 */
function coversItsPlace(
  doc: Document,
  host: Element,
  panel: HTMLElement,
  passive = false,
): boolean {
  const box = panel.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const x = box.left + box.width / 2;
  const y = box.top + Math.min(box.height / 2, 24);
  const view = doc.defaultView;
  if (!view || x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return true;
  // A passive panel is passed over by the pointer, and so by this look: it takes the pointer
  // only while looked for (in the closed root, unseen by the page).
  if (passive) panel.style.setProperty('pointer-events', 'auto');
  const found = doc.elementFromPoint(x, y);
  if (passive) panel.style.setProperty('pointer-events', 'none');
  return found === null || found === host;
}
