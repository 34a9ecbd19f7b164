import { call, native } from './natives';

/**
 * Replacing a page function with one that looks like it. The replacement is a Proxy of the
 * native: `toString` shows native code, `name` and `length` are the native's, and nothing of
 * Linkwise's code or names can be read through it (a page can tell a function is wrapped, not by
 * whom; docs/security.md).
 */

const { defineProperty, getOwnPropertyDescriptor } = Reflect;
const NativeProxy = Proxy;

/** What runs instead of the native: its arguments as the page passed them. */
export type Trap = (native: unknown, self: unknown, args: ArrayLike<unknown>) => unknown;

/** Puts a stand-in for `owner[name]` (a method) in place, keeping its property's attributes. */
export function replaceMethod(owner: unknown, name: string, trap: Trap): void {
  const descriptor = owner ? getOwnPropertyDescriptor(owner as object, name) : undefined;
  const original = descriptor?.value;
  if (typeof original !== 'function') return;
  const stand = new NativeProxy(original, {
    apply: (target, self, args) => trap(target, self, args),
  });
  defineProperty(owner as object, name, { ...descriptor, value: stand });
}

/** The prototype of a global interface, if this browser has it. */
export const prototypeOf = (name: string): unknown =>
  (globalThis as unknown as Record<string, { prototype?: unknown } | undefined>)[name]?.prototype;

const listen = native('EventTarget', 'addEventListener');

/**
 * A listener on the window, capturing, added now: before any page script exists, so it runs
 * before every listener a page can add for the same event, and no page can remove it (it never
 * gets the function).
 */
export const listenFirst = (type: string, listener: (event: Event) => void) =>
  call(listen, globalThis, [type, listener, true]);

const stopNow = native('Event', 'stopImmediatePropagation');
const prevent = native('Event', 'preventDefault');
/** Stops an event here: no listener after this one sees it, and its default does not happen. */
export function stopEvent(event: Event, keepDefault = false): void {
  call(stopNow, event);
  if (!keepDefault) call(prevent, event);
}
