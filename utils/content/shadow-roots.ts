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

/** `element`'s shadow root, open or closed, or null. */
function shadowRootOf(element: Element): ShadowRoot | null {
  // Firefox: a property of the element as the content script sees it (null where none).
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null })
    .openOrClosedShadowRoot;
  if (firefox !== undefined) return firefox;
  try {
    const chrome = (globalThis as { chrome?: ChromeDom }).chrome;
    return chrome?.dom?.openOrClosedShadowRoot?.(element as HTMLElement) ?? element.shadowRoot;
  } catch {
    // Not an element that can host a root.
    return null;
  }
}

/**
 * The element with focus, inside shadow roots open or closed, from where a focus or keyboard
 * event was aimed as this script sees it (`composedPath()[0]`: a closed root's host, since the
 * browser keeps what is inside from listeners outside).
 */
export function focusedFrom(target: EventTarget | undefined): EventTarget | undefined {
  // Each step goes into a root inside the last: the page's tree is finite, so this ends.
  let at = target;
  while (at instanceof Element) {
    const inner = shadowRootOf(at)?.activeElement;
    if (!inner) break;
    at = inner;
  }
  return at;
}

/**
 * The element an event is for: where it was aimed, or, aimed at a shadow root's host (a closed
 * one's, as this script sees it), where focus is inside.
 */
export const focusedFor = (event: Event): EventTarget | undefined =>
  focusedFrom(event.composedPath()[0]);

/** The element with focus in `doc`, inside shadow roots open or closed. */
export const focusedIn = (doc: Document): EventTarget | undefined =>
  focusedFrom(doc.activeElement ?? undefined);

/**
 * The element a click landed on, inside shadow roots open or closed: where its pointer was, or,
 * for a click made with a key (Enter or Space on a button: no pointer), the focused element.
 */
export function clickedFrom(event: MouseEvent): EventTarget | undefined {
  const aimed = event.composedPath()[0];
  if (event.detail === 0) return focusedFrom(aimed);
  let at = aimed;
  while (at instanceof Element) {
    const root = shadowRootOf(at);
    const inner = root?.elementFromPoint(event.clientX, event.clientY);
    // Only an element drawn in that root: each step goes into a root inside the last, so this ends.
    if (!inner || inner.getRootNode() !== root) break;
    at = inner;
  }
  return at;
}

/**
 * Where `element` sits: the document, then each shadow root around it, outermost first, each
 * with the element in it that holds `element` (a root's host, or `element` itself last).
 */
export function scopesOf(doc: Document, element: Element): [Document | ShadowRoot, Element][] {
  const scopes: [Document | ShadowRoot, Element][] = [];
  let holder = element;
  for (;;) {
    const root = holder.getRootNode();
    const host = root === doc ? null : (root as ShadowRoot).host;
    if (!host) break;
    scopes.unshift([root as ShadowRoot, holder]);
    holder = host;
  }
  scopes.unshift([doc, holder]);
  return scopes;
}
