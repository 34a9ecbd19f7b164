/**
 * A page that calls `document.open()` erases every listener of its document and its window —
 * the content script's too (HTML's "document open steps"), while observers stay. Whatever Linkwise
 * listens with through here is added again as soon as the document is rewritten (its children
 * replaced), before any event of the new document: a page cannot switch the typing hold, the
 * click warning or the marks' cards off that way. Adding a listener that is still there changes
 * nothing (the DOM keeps one per type, callback and capture).
 */
type Kept = [EventTarget, string, EventListener, AddEventListenerOptions];

const kept = new Set<Kept>();
let watching = false;

export function listenKept(
  target: EventTarget,
  type: string,
  listener: EventListener,
  options: AddEventListenerOptions,
): void {
  target.addEventListener(type, listener, options);
  const entry: Kept = [target, type, listener, options];
  kept.add(entry);
  options.signal?.addEventListener('abort', () => kept.delete(entry));
  if (watching) return;
  watching = true;
  new MutationObserver(() => {
    for (const [on, name, callback, given] of kept) on.addEventListener(name, callback, given);
  }).observe(document, { childList: true });
}
