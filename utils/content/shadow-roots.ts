/**
 * Shadow roots as an extension's content script may read them: open ones as any script does,
 * closed ones through the call each browser gives extensions (Chrome's
 * `chrome.dom.openOrClosedShadowRoot`, Firefox's `Element.openOrClosedShadowRoot`). A kit that
 * draws its sign-in form in a closed root hides it from the page's scripts, not from Linkwise.
 * https://developer.chrome.com/docs/extensions/reference/api/dom
 * https://developer.mozilla.org/docs/Web/API/Element/openOrClosedShadowRoot
 */
interface ChromeDom {
  dom?: { openOrClosedShadowRoot?: (element: HTMLElement) => ShadowRoot | null };
}

/** Shadow roots inside shadow roots are read to this depth at most (a page could nest without end). */
const DEPTH = 32;

/** `element`'s shadow root, open or closed, or null. */
export function shadowRootOf(element: Element): ShadowRoot | null {
  // Firefox: a property of the element as the content script sees it (null where none).
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null })
    .openOrClosedShadowRoot;
  if (firefox !== undefined) return firefox;
  const read = (globalThis as { chrome?: ChromeDom }).chrome?.dom?.openOrClosedShadowRoot;
  if (read && 'style' in element) {
    try {
      return read(element as HTMLElement);
    } catch {
      // Not an element that can host a root: as the page sees it.
    }
  }
  return element.shadowRoot;
}

/**
 * The element with focus, inside shadow roots open or closed, from where a focus or keyboard
 * event was aimed as this script sees it (`composedPath()[0]`: a closed root's host, since the
 * browser keeps what is inside from listeners outside).
 */
export function focusedFrom(target: EventTarget | undefined): EventTarget | undefined {
  let at = target;
  for (let depth = 0; depth < DEPTH && at && 'getRootNode' in at; depth++) {
    const inner = shadowRootOf(at as Element)?.activeElement;
    if (!inner) break;
    at = inner;
  }
  return at;
}

/**
 * Where `element` sits: the document, then each shadow root around it, outermost first, each
 * with the element in it that holds `element` (a root's host, or `element` itself last).
 */
export function scopesOf(
  doc: Document,
  element: Element,
): { root: Document | ShadowRoot; holder: Element }[] {
  const scopes: { root: Document | ShadowRoot; holder: Element }[] = [];
  let holder = element;
  for (let depth = 0; depth < DEPTH; depth++) {
    const root: Node = holder.getRootNode();
    const host = root === doc ? null : (root as Partial<ShadowRoot>).host;
    if (!host) break;
    scopes.unshift({ root: root as ShadowRoot, holder });
    holder = host;
  }
  scopes.unshift({ root: doc, holder });
  return scopes;
}
