import { browser } from './browser';
import { listenKept } from './relisten';

/**
 * The life of one content-script run: listeners, timers and observers end with it.
 *
 * It stands in for WXT's `ContentScriptContext` (build/content-script-context.ts swaps it in for
 * the content script's entry). WXT's context stops when a "newer copy of this script started"
 * event arrives on `document`, and announces every start with that event and a
 * `window.postMessage`, both named after the public extension id. Any page can listen for them or dispatch the event
 * itself and so switch protection off (wxt-dev/wxt#1359, #1364). This one posts and dispatches
 * nothing into the page, and ends only when the extension itself is gone: updated, disabled or
 * removed, which disconnects its runtime. Nothing a page can send, dispatch or post reaches it.
 */
export class ContentScriptContext {
  readonly #controller = new AbortController();

  /**
   * WXT calls `new ContentScriptContext(name, options)`; neither is needed. Of WXT's API only
   * what PageContext names is kept (its timers and `block` are unused here): the content
   * script's size is budgeted (tests/store).
   */
  // biome-ignore lint/complexity/noUselessConstructor: WXT's call passes these two arguments.
  constructor(_name?: string, _options?: unknown) {}

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Checked at every natural point (each scan slice, click, port drop): cheap and local. */
  get isInvalid(): boolean {
    // The extension was updated, disabled or removed: the context ends (no reason given, as
    // nothing reads one).
    if (!this.signal.aborted && !extensionAlive()) this.abort();
    return this.signal.aborted;
  }

  onInvalidated(callback: () => void): () => void {
    this.signal.addEventListener('abort', callback);
    return () => this.signal.removeEventListener('abort', callback);
  }

  /** A listener removed when the context ends (through the signal: nothing to keep). */
  addEventListener<K extends keyof WindowEventMap>(
    target: Window,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof DocumentEventMap>(
    target: Document,
    type: K,
    handler: (event: DocumentEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  addEventListener(
    target: EventTarget,
    type: string,
    handler: (event: Event) => void,
    options?: AddEventListenerOptions,
  ): void;
  addEventListener(
    target: EventTarget,
    type: string,
    handler: (event: never) => void,
    options?: AddEventListenerOptions,
  ): void {
    listenKept(target, type, handler as EventListener, { ...options, signal: this.signal });
  }

  abort(reason?: unknown): void {
    this.#controller.abort(reason);
  }
}

/**
 * True while the extension's runtime is connected. Chrome leaves an orphaned content script
 * with `runtime.id` undefined; Firefox may make `browser.runtime` a dead object that throws.
 */
export function extensionAlive(): boolean {
  try {
    return browser.runtime?.id != null;
  } catch {
    return false;
  }
}

/** What a content feature needs of the context: WXT's type and ours both satisfy it. */
export type PageContext = Pick<
  ContentScriptContext,
  'isInvalid' | 'signal' | 'onInvalidated' | 'addEventListener'
>;
