import type { SenderName, SenderNamesMessage } from '../page-messages';
import { browser } from './browser';
import { isTabMessage } from './send';

/** How much text around an address is read for its name: a header line, not a page. */
const MAX_AROUND = 400;
/** Ancestors of an address's text looked at for the name shown before it. */
const MAX_LEVELS = 3;

/** `Name <`, `"Name" <`, `From: Name <` at the end of the text before an address. */
const NAME_BEFORE = /(?:^|[:|\n\t>])\s*["'“]?([^"'“”<>:|\n\t]{1,120}?)["'”]?\s*<\s*$/;

const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, 200);

/** An e-mail address in text, as the content script reads one (utils/scan/targets.ts). */
const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}|(?=>|$))/gu;

/**
 * The names addresses are shown with in the webmails' own markup, where they keep them: Gmail's
 * `span[email][name]` (gmail.js, InboxSDK), an element whose `data-email` or `title` is the
 * address with the name as its text (Yahoo Mail's sender pill). Sources: shared/notes/webmail.md.
 */
function namesInMarkup(root: ParentNode, found: Map<string, string>): void {
  for (const element of root.querySelectorAll('[email][name], [data-email], [title*="@"]')) {
    const address = (
      element.getAttribute('email') ??
      element.getAttribute('data-email') ??
      element.getAttribute('title') ??
      ''
    )
      .trim()
      .toLowerCase();
    if (!address.includes('@') || found.has(address)) continue;
    const name = cleanName(element.getAttribute('name') ?? element.textContent ?? '');
    if (name && !name.toLowerCase().includes(address)) found.set(address, name);
  }
}

/** The name shown before each address written `Name <address>` in one text node's surroundings. */
function namesInTextNode(node: Node, found: Map<string, string>): void {
  const text = node.nodeValue ?? '';
  if (!text.includes('@')) return;
  for (const [match] of text.matchAll(ADDRESS)) {
    const address = match.toLowerCase();
    if (found.has(address)) continue;
    const name = nameBefore(node, address);
    if (name) found.set(address, name);
  }
}

/**
 * Every name shown with an address under `root`: in markup, and before an address written
 * `Name <address>` in its text (a forwarded header, Outlook on the web's "From" line) or in the
 * few elements around it (Gmail and Proton Mail put the name and `<address>` in neighbours).
 */
function namesUnder(root: Node, found: Map<string, string>): void {
  if (root.nodeType === Node.TEXT_NODE) {
    namesInTextNode(root, found);
    return;
  }
  if (!('querySelectorAll' in root)) return;
  namesInMarkup(root as ParentNode, found);
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) namesInTextNode(node, found);
}

/**
 * The name just before `address`, in its text or the few elements around it. In a long text (a
 * plain-text mail in one `<pre>`: `From: "PayPal Service" <no-reply@…>`) its own line is read.
 */
function nameBefore(node: Node, address: string): string | null {
  let scope: Node | null = node;
  for (let level = 0; scope && level <= MAX_LEVELS; level++, scope = scope.parentNode) {
    const around = scope.textContent ?? '';
    const at = around.toLowerCase().indexOf(address);
    if (at < 0) break;
    // A long text is read from the start of the address's own line, which must be short.
    const from = around.length > MAX_AROUND ? around.lastIndexOf('\n', at) + 1 : 0;
    if (around.length > MAX_AROUND && (from === 0 || at - from > MAX_AROUND)) break;
    const name = NAME_BEFORE.exec(around.slice(from, at))?.[1];
    if (name && cleanName(name)) return cleanName(name);
  }
  return null;
}

/** The name each address is shown with in `doc`, for those shown with one (one pass). */
export function senderNamesIn(doc: Document, addresses: readonly string[]): SenderName[] {
  const found = new Map<string, string>();
  namesUnder(doc.documentElement, found);
  return pairsOf(found, addresses);
}

const pairsOf = (found: Map<string, string>, addresses: readonly string[]): SenderName[] =>
  addresses.flatMap((address) => {
    const name = found.get(address.toLowerCase());
    return name ? [{ address, name }] : [];
  });

/**
 * The names of one document, read once and then kept up as it changes: a webmail opens message
 * after message in place, and a page with many addresses asks about them in many batches. Each
 * question is then a lookup, not a walk over the page.
 */
function namesOfDocument(doc: Document) {
  const found = new Map<string, string>();
  let read = false;
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'characterData') namesInTextNode(record.target, found);
      for (const node of record.addedNodes) namesUnder(node, found);
    }
  };
  const observer = new MutationObserver(take);
  return (addresses: readonly string[]): SenderName[] => {
    if (!read) {
      read = true;
      namesUnder(doc.documentElement, found);
      observer.observe(doc, { childList: true, subtree: true, characterData: true });
    }
    // What changed since the last question first: its records may not have been delivered.
    take(observer.takeRecords());
    return pairsOf(found, addresses);
  };
}

/**
 * Answers the background's question "what name is each of these addresses shown with?" for a
 * page that shows senders as a name with an address. It runs in `sender-names.js`, which the
 * background injects into a frame's isolated world when an address there has no record; only the
 * background asks, and the names go to it alone (utils/lookalike/sender.ts judges them there).
 */
export function answerSenderNames(): void {
  const names = namesOfDocument(document);
  browser.runtime.onMessage.addListener(
    (message: unknown, sender: { id?: string }, reply: (pairs: SenderName[]) => void) => {
      if (sender.id !== browser.runtime.id) return;
      if (!isTabMessage<SenderNamesMessage>(message, 'linkwise:sender-names')) return;
      reply(names(message.addresses));
    },
  );
}
