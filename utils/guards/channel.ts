/**
 * How the guard in the page's world and Linkwise's relay (the content scripts' isolated world)
 * talk, without a page overhearing or joining in. The guard makes a `MessageChannel` as it starts
 * and posts one end to its own window; the relay, listening first, takes it and stops the event
 * there. Both run at `document_start`, before any of the page's scripts: no page listener can
 * exist yet to see the port, and a page's own post later is never the first. After that the two
 * talk over the port alone, which no page holds.
 *
 * The handshake carries an empty string and a port: nothing that names Linkwise.
 */

/** What the guard tells the relay. */
export type GuardReport =
  /**
   * A command stopped on its way to the clipboard, and how the page tried to write it; `o`, in a
   * window this page opened that closed itself (made-windows.ts).
   */
  | { c: string; h: string; o?: 1 }
  /** The page was broken out of: the techniques it tried. */
  | { l: string[] };

/** What the relay tells the guard: the lock breaker switched on or off, or "break out now". */
export type RelayOrder = 'l0' | 'l1' | 'b';

/**
 * The guard's end (page world, at its start): posts the other end to this window and returns
 * how to send. `onOrder` hears the relay.
 */
export function openChannel(onOrder: (order: unknown) => void): (report: GuardReport) => void {
  // Taken now, before any page script: a page that later replaces them changes nothing here.
  const { apply } = Reflect;
  const post = MessagePort.prototype.postMessage;
  const dataOf = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = (event) => onOrder(apply(dataOf, event, []));
  window.postMessage('', '*', [port2]);
  return (report) => apply(post, port1, [report]);
}

/** The relay's end (isolated world, at its start): the first such post on this window. */
export function acceptChannel(onPort: (port: MessagePort) => void): void {
  const take = (event: MessageEvent) => {
    // A page's dispatchEvent is untrusted; its own postMessage comes after the guard's.
    if (!event.isTrusted || event.source !== window || event.data !== '') return;
    if (event.ports.length !== 1) return;
    event.stopImmediatePropagation();
    removeEventListener('message', take, true);
    onPort(event.ports[0]!);
  };
  addEventListener('message', take, true);
}
